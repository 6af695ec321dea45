// A global struct whose flexible array member is given elements by its initialiser (a GNU
// extension) is an object that includes them: all three elements are in bounds.
// expect: ok
#include "safety.h"

struct vec { int n; int data[]; };
struct vec primes = { 3, { 2, 3, 5 } };

int main(void) {
  int *d = primes.data;
  printf("%d: %d %d %d\n", primes.n, d[0], d[1], d[opaque(2)]);
  return 0;
}
