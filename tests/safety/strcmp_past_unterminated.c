// strcmp runs off a 9-byte heap array with no terminator.  Safe mode's
// strcmp compares 8 bytes at a time while both objects have 8 more, then
// a byte at a time: the read of the byte after the array must trap.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *a = malloc(9), *b = malloc(16);
  memcpy(a, "abcdefghi", 9);
  memcpy(b, "abcdefghijk", 12);
  printf("%c\n", a[8]);
  FAULT_NEXT();
  printf("%d\n", strcmp(a, b) < 0);
  puts("after the fault");
  return 0;
}
