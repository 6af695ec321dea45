// Good twin of heap_write_far_above.c: writes the last byte of the 32-byte object.
// expect: ok
#include "safety.h"

int main(void) {
  char *a = malloc(32);
  char *others[64];
  for (int i = 0; i < 64; i++) others[i] = malloc(4096);
  long off = opaque(65536);
  puts("allocated");
  FAULT_NEXT();
  a[off % 32 + 31] = 'x';
  printf("after the fault %c\n", a[31]);
  (void)others;
  return 0;
}
