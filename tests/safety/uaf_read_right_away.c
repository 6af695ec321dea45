// Reading a heap object right after free traps as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  int *p = malloc(4 * sizeof(int));
  p[0] = 11;
  printf("p[0] = %d\n", p[0]);
  free(p);
  FAULT_NEXT();
  printf("p[0] = %d\n", p[0]);
  puts("after the fault");
  return 0;
}
