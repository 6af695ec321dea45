// _Generic: selection by type after lvalue conversion, default, qualifiers,
// pointers, and use in macros.
#include "test.h"

#define TYPEID(x) _Generic((x), \
    _Bool: 1, char: 2, signed char: 3, unsigned char: 4, short: 5, \
    unsigned short: 6, int: 7, unsigned: 8, long: 9, unsigned long: 10, \
    long long: 11, unsigned long long: 12, float: 13, double: 14, \
    long double: 15, char *: 16, const char *: 17, void *: 18, \
    int *: 19, default: 0)

struct s { int a; };

int main(void) {
  CHECK(7, TYPEID(1));
  CHECK(8, TYPEID(1u));
  CHECK(9, TYPEID(1L));
  CHECK(10, TYPEID(1UL));
  CHECK(11, TYPEID(1LL));
  CHECK(12, TYPEID(1ULL));
  CHECK(13, TYPEID(1.0f));
  CHECK(14, TYPEID(1.0));
  CHECK(15, TYPEID(1.0L));
  CHECK(7, TYPEID('a'));
  CHECK(16, TYPEID("str"));        // array decays to char *
  CHECK(18, TYPEID((void *)0));
  char c = 0;
  CHECK(2, TYPEID(c));
  CHECK(7, TYPEID(c + 1));
  signed char sc = 0;
  CHECK(3, TYPEID(sc));
  unsigned char uc = 0;
  CHECK(4, TYPEID(uc));
  short sh = 0;
  CHECK(5, TYPEID(sh));
  unsigned short us = 0;
  CHECK(6, TYPEID(us));
  _Bool b = 0;
  CHECK(1, TYPEID(b));
  const int ci = 0;
  CHECK(7, TYPEID(ci));            // qualifiers dropped by lvalue conversion
  const char *ccp = 0;
  CHECK(17, TYPEID(ccp));
  int arr[3];
  CHECK(19, TYPEID(arr));
  struct s st;
  CHECK(0, TYPEID(st));
  CHECK(0, TYPEID(&st));
  CHECK(10, TYPEID(sizeof(int) - 1 + 0L));
  CHECK(10, TYPEID(sizeof(int)));
  CHECK(14, TYPEID(1.0f + 1.0));
  CHECK(9, TYPEID(1 + 1L));
  CHECK(10, TYPEID(1UL + 1L));
  CHECK(7, _Generic(0, int: 7, default: 8));
  CHECK(8, _Generic(0.0, int: 7, default: 8));
  CHECK(1, _Generic(&st, struct s *: 1, default: 2));
  CHECK(1, _Generic(main, int (*)(void): 1, default: 2));
  CHECK(2, _Generic((const int *)0, int *: 1, const int *: 2));
  int x = 0;
  (void)_Generic(x++, int: 1);     // the controlling expression is not evaluated
  CHECK(0, x);
  return 0;
}
