// atoi.c — atoi, atol, atoll: strtol without error reporting.
#include <stdlib.h>

int atoi(const char *s) {
  return (int)strtol(s, 0, 10);
}

long atol(const char *s) {
  return strtol(s, 0, 10);
}

long long atoll(const char *s) {
  return strtoll(s, 0, 10);
}
