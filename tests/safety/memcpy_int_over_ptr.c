// memcpy of plain integer data over a pointer slot also copies "no capability": the slot's
// old capability is gone, and the new bits (another object's address) cannot be used.
// expect: pointer without capability
// asan: miss the copied bits are a valid address
#include "safety.h"

int main(void) {
  int *a = calloc(4, sizeof(int));
  int *b = calloc(4, sizeof(int));
  int **slot = malloc(sizeof *slot);
  *slot = a;
  uintptr_t bits = (uintptr_t)b;
  memcpy(slot, &bits, sizeof bits);
  printf("bits now b: %d\n", *slot == b);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
