// Good twin of ptr_misaligned_store.c: the pointer is stored at buf + 8, an aligned slot.
// expect: ok
#include "safety.h"

int main(void) {
  int target = 3;
  char *buf = calloc(32, 1);
  int **slot = (int **)(buf + opaque(1) + 7);
  *slot = &target;
  printf("bits equal: %d\n", *slot == &target);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
