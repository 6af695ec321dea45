// Good twin of const_index_scalar_global.c: (&x)[0].
// expect: ok
#include "safety.h"

long x = 10;
long y = 20;

int main(void) {
  printf("%ld %ld\n", x, y);
  FAULT_NEXT();
  printf("%ld\n", (&x)[0]);
  puts("after the fault");
  return 0;
}
