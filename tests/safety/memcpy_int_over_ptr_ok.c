// Good twin of memcpy_int_over_ptr.c: memcpy of the pointer b itself brings b's capability.
// expect: ok
#include "safety.h"

int main(void) {
  int *a = calloc(4, sizeof(int));
  int *b = calloc(4, sizeof(int));
  int **slot = malloc(sizeof *slot);
  *slot = a;
  memcpy(slot, &b, sizeof b);
  printf("bits now b: %d\n", *slot == b);
  FAULT_NEXT();
  printf("%d\n", **slot);
  puts("after the fault");
  return 0;
}
