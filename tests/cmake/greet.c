#include <string.h>

int greet_len(const char *s) {
  return (int)strlen(s);
}
