// memcpy between places with the same alignment mod 8 (both at offset 3) copies the
// capability of every pointer word it covers whole.
// expect: ok
#include "safety.h"

int main(void) {
  char *src[3] = { "a", "b", "c" };
  char *dst[3] = { NULL, NULL, NULL };
  memcpy((char *)dst + 3, (char *)src + 3, 16);
  printf("%s\n", dst[1]);
  return 0;
}
