// Good twin of fam_global_init_past.c: reads data[2].
// expect: ok
#include "safety.h"

struct vec { int n; int data[]; };
struct vec primes = { 3, { 2, 3, 5 } };
int after = 7;

int main(void) {
  int *d = primes.data;
  printf("%d: %d %d %d\n", primes.n, d[0], d[1], d[2]);
  FAULT_NEXT();
  printf("%d\n", d[opaque(3) - 1]);
  puts("after the fault");
  return 0;
}
