// Declarations: complex declarators, multiple declarators per declaration,
// scope and shadowing, static locals, block-scope extern, tentative
// definitions, incomplete arrays completed later, qualifiers.
#include "test.h"

int tentative;
int tentative;
int tentative = 5;
extern int later_array[];
int later_array[3] = {7, 8, 9};
static int file_static = 1;
int shadowed = 100;

static int counter(void) {
  static int n;            // zero-initialized, persists
  return ++n;
}
static int seq(void) {
  static int a = 10, b = 20;
  a++;
  b += a;
  return b;
}

static int (*get_row(int (*rows)[3], int i))[3] { return rows + i; }
static int add1(int x) { return x + 1; }
static int (*fns(void))(int) { return add1; }

int main(void) {
  CHECK(5, tentative);
  CHECK(9, later_array[2]);
  CHECK(1, file_static);
  int a = 1, *p = &a, arr[2] = {3, 4}, **pp = &p;
  CHECK(1, **pp);
  CHECK(4, arr[1]);
  char *s1, s2, *s3;
  CHECK(8, sizeof(s1));
  CHECK(1, sizeof(s2));
  CHECK(8, sizeof(s3));

  int *ap[3];                 // array of pointers
  int (*pa)[3];               // pointer to array
  CHECK(24, sizeof(ap));
  CHECK(8, sizeof(pa));
  int grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  pa = get_row(grid, 1);
  CHECK(5, (*pa)[1]);
  int (*(*fp)(void))(int) = fns;   // pointer to function returning function pointer
  CHECK(8, fp()(7));
  int (*fparr[2])(int) = {add1, add1};
  CHECK(3, fparr[1](2));
  char (*(*x[3])(void))[5];        // array of pointers to functions returning pointer to char[5]
  CHECK(24, sizeof(x));
  CHECK(5, sizeof(*x[0]()));

  CHECK(1, counter());
  CHECK(2, counter());
  CHECK(3, counter());
  CHECK(31, seq());
  CHECK(43, seq());

  {
    int shadowed = 1;
    CHECK(1, shadowed);
    {
      extern int shadowed;     // refers to the file-scope object
      CHECK(100, shadowed);
    }
    {
      int shadowed = 2;
      CHECK(2, shadowed);
    }
    CHECK(1, shadowed);
  }
  CHECK(100, shadowed);
  {
    extern int ext_defined_below;
    CHECK(77, ext_defined_below);
  }

  const int c = 10;
  const int *cp = &c;
  int *const pc = &a;
  *pc = 2;
  CHECK(2, a);
  CHECK(10, *cp);
  volatile int v = 3;
  v++;
  CHECK(4, v);
  const volatile int cv = 6;
  CHECK(6, cv);
  int *restrict rp = &a;
  CHECK(2, *rp);
  {
    int i = 1;
    { int i = 2; { int i = 3; CHECK(3, i); } CHECK(2, i); }
    CHECK(1, i);
  }
  {
    int unused1, unused2 = 4, unused3;
    (void)unused1; (void)unused3;
    CHECK(4, unused2);
    int a2[] = {1, 2, 3}, n2 = sizeof(a2) / sizeof(*a2);
    CHECK(3, n2);
  }
  {
    struct S { int x; } s = {1}, *ps = &s, sa[2] = {{2}, {3}};
    CHECK(1, ps->x);
    CHECK(3, sa[1].x);
    typedef struct S S;
    S s2 = {4};
    CHECK(4, s2.x);
  }
  return 0;
}

int ext_defined_below = 77;
