// __builtin_prefetch is a hint: it evaluates its address once, reads and
// writes nothing, and never faults, whatever the address (null, past the
// end of an object, freed memory, an address never mapped) and whatever
// its rw and locality; in safe mode it checks nothing, since nothing is
// accessed.  The address operand is an expression with side effects, so
// a compiler that drops or repeats it gives the wrong count.
#include "test.h"
#include <stdint.h>
#include <stdlib.h>

static int calls;

static int *next_of(int *p) {
  calls++;
  return p + 1;
}

static long sum_with_prefetch(const long *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    __builtin_prefetch(&a[i + 8]);  // past the end near the last elements
    s += a[i];
  }
  return s;
}

int main(void) {
  int xs[4] = {1, 2, 3, 4};
  int *p = xs;
  __builtin_prefetch(next_of(p));
  __builtin_prefetch(next_of(p), 1);
  __builtin_prefetch(next_of(p), 0, 0);
  __builtin_prefetch(next_of(p), 1, 1);
  __builtin_prefetch(next_of(p), 0, 2);
  __builtin_prefetch(p++, 1, 3);
  CHECK(5, calls);
  CHECK(2, *p);

  __builtin_prefetch((void *)0);
  __builtin_prefetch((char *)(uintptr_t)0xdead0000, 1, 0);
  __builtin_prefetch(xs + 1000);

  int *heap = malloc(64 * sizeof *heap);
  heap[3] = 7;
  CHECK(7, heap[3]);
  free(heap);
  __builtin_prefetch(heap + 3);

  long a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i * 3;
  CHECK(14850, sum_with_prefetch(a, 100));

  // The hint is an expression of type void.
  (void)(__builtin_prefetch(xs), 0);
  CHECK(1, xs[0]);
  return 0;
}
