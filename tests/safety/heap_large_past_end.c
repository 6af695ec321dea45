// Reading just past the end of a 4 MB heap object (where the mapping may end) traps as
// out-of-bounds, never as a plain segmentation fault.
// expect: out-of-bounds read
// asan: miss 4096 bytes past a 4 MB object is beyond ASan's redzone, in the next allocation
#include "safety.h"

int main(void) {
  size_t n = (size_t)opaque(4 << 20);
  char *big = malloc(n);
  big[n - 1] = 'e';
  printf("%c\n", big[n - 1]);
  FAULT_NEXT();
  printf("%d\n", big[n + 4096]);
  puts("after the fault");
  return 0;
}
