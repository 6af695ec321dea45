// inline functions: static inline (emitted only when used), C99 inline
// definitions made external by an extern declaration, GNU __inline__,
// inline functions whose address is taken, recursion through inline.
#include "test.h"

static inline int sq(int x) { return x * x; }
static inline int unused_inline(int x) { return x + 1; }   // never emitted
static __inline__ int cube(int x) { return sq(x) * x; }
inline int c99_inline(int x) { return x + 100; }
extern int c99_inline(int x);                               // provides the external definition
static inline long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
__inline int gnu_inline(void) { return 3; }
extern int gnu_inline(void);

int main(void) {
  CHECK(49, sq(7));
  CHECK(27, cube(3));
  CHECK(105, c99_inline(5));
  int (*fp)(int) = c99_inline;
  CHECK(101, fp(1));
  int (*sp)(int) = sq;
  CHECK(16, sp(4));
  CHECK(120, fact(5));
  CHECK(3, gnu_inline());
  return 0;
}
