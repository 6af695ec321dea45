// Good twin of ptr_bytewise_copy.c: memcpy of the whole aligned word keeps the capability.
// expect: ok
#include "safety.h"

int main(void) {
  int *src = malloc(sizeof *src);
  *src = 5;
  int **slot = calloc(1, sizeof *slot);
  memcpy(slot, &src, sizeof src);
  printf("bits equal: %d\n", *slot == src);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
