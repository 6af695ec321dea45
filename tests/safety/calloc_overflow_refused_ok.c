// A calloc whose count * size overflows must not return a small object that is then written
// as if it were big: here the result is checked and written only when non-null, so a bad
// calloc shows up as an out-of-bounds write, a good one prints "refused".
// expect: ok
#include "safety.h"

int main(void) {
  size_t n = ((size_t)1 << 61) + 1;
  long *p = calloc(n, 8); /* 2^64 + 8 bytes: wraps to 8 */
  if (p) {
    p[1] = 1;
    puts("allocated");
  } else {
    puts("refused");
  }
  return 0;
}
