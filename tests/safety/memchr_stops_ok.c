// memchr with a length larger than the object stops at the first match (C23 7.26.5.2: it
// behaves as if it reads the characters sequentially and stops at a match), so finding 'c' in a
// 3-byte object with n = 100 does not read past it.
// expect: ok
#include "safety.h"

int main(void) {
  char *abc = malloc(3);
  memcpy(abc, "abc", 3);
  char *c = memchr(abc, 'c', opaque(100));
  printf("found at %d\n", c ? (int)(c - abc) : -1);
  return 0;
}
