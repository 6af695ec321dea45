// The global with an initialised flexible array member has exactly the initialised elements:
// reading data[3] of three traps.
// expect: out-of-bounds read
#include "safety.h"

struct vec { int n; int data[]; };
struct vec primes = { 3, { 2, 3, 5 } };
int after = 7;

int main(void) {
  int *d = primes.data;
  printf("%d: %d %d %d\n", primes.n, d[0], d[1], d[2]);
  FAULT_NEXT();
  printf("%d\n", d[opaque(3)]);
  puts("after the fault");
  return 0;
}
