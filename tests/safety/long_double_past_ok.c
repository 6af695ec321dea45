// Good twin of long_double_past.c: the object has sizeof(long double) bytes.
// expect: ok
#include "safety.h"

int main(void) {
  long double *d = malloc(sizeof(long double));
  *d = 1.5;
  printf("%.1f\n", (double)*d);
  FAULT_NEXT();
  long double ld = *d;
  printf("after the fault %d\n", ld > 0);
  return 0;
}
