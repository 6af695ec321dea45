// The right operand of an integer operator that is a narrower (or equally
// wide) integer local converted to the operator's type, `iv + imm` with a
// long iv and an int imm: the compiler may load the local straight into
// its second operand register, extended by the local's own type
// (-fno-load-widened-locals).  Every signedness and width of local,
// against long, unsigned long, int and unsigned operators, at the edges
// of each type.  The reference is the same operation on the value
// returned by a function, which is never a local.
#include "test.h"
#include <limits.h>

static long long pass(long long v) { return v; }

#define TRY(T, U, x, y)                                                          \
  do {                                                                           \
    U lhs = (U)(x);                                                              \
    T local = (T)(y);                                                            \
    T ref = (T)pass((long long)(T)(y));                                          \
    CHECK((long long)(U)(lhs + ref), (long long)(U)(lhs + local));               \
    CHECK((long long)(U)(lhs - ref), (long long)(U)(lhs - local));               \
    CHECK((long long)(U)(lhs * ref), (long long)(U)(lhs * local));               \
    CHECK((long long)(U)(lhs & ref), (long long)(U)(lhs & local));               \
    CHECK((long long)(U)(lhs | ref), (long long)(U)(lhs ^ local | lhs & local)); \
    CHECK(lhs < ref, lhs < local);                                               \
    CHECK(lhs == ref, lhs == local);                                             \
    if (ref != 0 && !((U)ref == (U)-1 && lhs == (U)((U)1 << (sizeof(U) * 8 - 1)))) \
      CHECK((long long)(U)(lhs / ref), (long long)(U)(lhs / local));             \
  } while (0)

#define TRY_ALL(x, y)                                                            \
  do {                                                                           \
    TRY(signed char, long, x, y);                                                \
    TRY(unsigned char, long, x, y);                                              \
    TRY(short, unsigned long, x, y);                                             \
    TRY(unsigned short, long, x, y);                                             \
    TRY(int, long, x, y);                                                        \
    TRY(int, unsigned long, x, y);                                               \
    TRY(unsigned, long, x, y);                                                   \
    TRY(unsigned, unsigned long, x, y);                                          \
    TRY(long, long, x, y);                                                       \
    TRY(long, unsigned long, x, y);                                              \
    TRY(signed char, int, x, y);                                                 \
    TRY(unsigned short, int, x, y);                                              \
    TRY(int, unsigned, x, y);                                                    \
    TRY(unsigned, int, x, y);                                                    \
  } while (0)

int main(void) {
  long long values[] = {0, 1, -1, 2, -2, 127, -128, 128, 255, 256, 32767, -32768, 65535,
                        65536, INT_MAX, INT_MIN, UINT_MAX, 1LL << 32, LLONG_MAX, LLONG_MIN,
                        -1000000007, 3000000000LL};
  int n = sizeof values / sizeof values[0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      TRY_ALL(values[i], values[j]);
  // By hand: a negative int added to a long, an unsigned int that is not
  // negative when widened.
  long iv = 10;
  int imm = -3;
  unsigned u = 4294967295u;
  CHECK(7, iv + imm);
  CHECK(4294967305LL, iv + u);
  // A conversion to _Bool is no widening: 2 becomes 1.
  int two = (int)pass(2);
  CHECK(11, iv + (_Bool)two);
  CHECK(1, (_Bool)two == 1);
  return 0;
}
