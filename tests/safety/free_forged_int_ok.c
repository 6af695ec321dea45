// Good twin of free_forged_int.c: frees the original pointer.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  uintptr_t bits = (uintptr_t)p;
  char *forged = (char *)bits;
  printf("same address: %d\n", forged == p);
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
