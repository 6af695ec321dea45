// Good twin of global_int_init_pun.c: the global is a pointer, initialised with &x.
// expect: ok
#include "safety.h"

int x = 3;
int *addr = &x;

int main(void) {
  int *p = *(int **)&addr;
  printf("same address: %d\n", p == &x);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
