// A pointer stored at a misaligned address (buf + 1) loses its capability: loading it back and
// dereferencing traps.
// expect: pointer without capability
#include "safety.h"

int main(void) {
  int target = 3;
  char *buf = calloc(32, 1);
  int **slot = (int **)(buf + opaque(1));
  *slot = &target;
  printf("bits equal: %d\n", *slot == &target);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
