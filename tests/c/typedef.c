// typedef: simple, pointer, array, function and struct typedefs, scope and
// shadowing, redundant redeclaration, typedef of typedef.
#include "test.h"

typedef int myint;
typedef myint *intptr;
typedef int arr3[3];
typedef int (*binop)(int, int);
typedef struct pair { int a, b; } pair, *pairp;
typedef char byte;
typedef int myint;                  // C11: identical redefinition is allowed
typedef unsigned long size;
typedef void fnv(int);

static int add(int a, int b) { return a + b; }
static int called;
static void note(int x) { called = x; }

int main(void) {
  myint i = 5;
  intptr p = &i;
  CHECK(5, *p);
  arr3 a = {1, 2, 3};
  CHECK(12, sizeof(a));
  CHECK(3, a[2]);
  binop f = add;
  CHECK(7, f(3, 4));
  pair pr = {1, 2};
  pairp pp = &pr;
  CHECK(2, pp->b);
  CHECK(8, sizeof(pair));
  CHECK(1, sizeof(byte));
  CHECK(8, sizeof(size));
  fnv *g = note;
  g(9);
  CHECK(9, called);
  {
    typedef long myint;            // shadowing in an inner scope
    CHECK(8, sizeof(myint));
    myint big = 1L << 40;
    CHECK(1L << 40, big);
  }
  CHECK(4, sizeof(myint));
  {
    int myint = 3;                  // a variable hides the typedef name
    CHECK(3, myint);
  }
  {
    typedef int T;
    T T2 = 1;
    const T c = 2;
    T *const cp = &T2;
    CHECK(3, T2 + c);
    CHECK(1, *cp);
    typedef T U[2];
    U u = {4, 5};
    CHECK(8, sizeof(U));
    CHECK(5, u[1]);
    typedef U V[3];
    CHECK(24, sizeof(V));
  }
  {
    typedef struct { int x; } anon_t;
    anon_t v = {11};
    CHECK(11, v.x);
  }
  return 0;
}
