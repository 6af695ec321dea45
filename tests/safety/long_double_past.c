// A 16-byte long double read from an 8-byte heap object (a double's worth) traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  double *d = malloc(sizeof(double));
  *d = 1.5;
  printf("%.1f\n", *d);
  FAULT_NEXT();
  long double ld = *(long double *)d;
  printf("after the fault %d\n", ld > 0);
  return 0;
}
