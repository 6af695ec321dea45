// Writing 64 KiB past a 32-byte heap object, where another live object may sit, traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *a = malloc(32);
  char *others[64];
  for (int i = 0; i < 64; i++) others[i] = malloc(4096);
  long off = opaque(65536);
  puts("allocated");
  FAULT_NEXT();
  a[off] = 'x';
  puts("after the fault");
  (void)others;
  return 0;
}
