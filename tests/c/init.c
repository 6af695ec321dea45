// Initializers of locals: designated (array and member, nested, out of
// order, overriding), brace elision, GNU ranges, string initializers,
// zero filling, scalars in braces, unions, and non-constant expressions.
#include "test.h"

struct pt { int x, y; };
struct line { struct pt a, b; int w; };
struct witharr { int n; int v[3]; char s[4]; };

static int seven(void) { return 7; }

int main(void) {
  int a[5] = {[2] = 5, [0] = 1};
  CHECK(1, a[0]);
  CHECK(0, a[1]);
  CHECK(5, a[2]);
  CHECK(0, a[4]);
  int b[] = {[4] = 9, 1};           // size from the largest index
  CHECK(6, sizeof(b) / sizeof(int));
  CHECK(1, b[5]);
  int c[6] = {1, 2, [4] = 5, 6};
  CHECK(6, c[5]);
  CHECK(0, c[3]);
  int d[10] = {[1 ... 3] = 4, [7 ... 8] = 2};   // GNU ranges
  CHECK(0, d[0]);
  CHECK(4, d[1]);
  CHECK(4, d[3]);
  CHECK(0, d[4]);
  CHECK(2, d[8]);
  CHECK(0, d[9]);
  int e[4] = {1, 2, 3, [1] = 20};   // later designator overrides
  CHECK(20, e[1]);
  CHECK(3, e[2]);

  struct pt p = {.y = 3, .x = 2};
  CHECK(2, p.x);
  CHECK(3, p.y);
  struct pt q = {.y = 8};
  CHECK(0, q.x);
  struct line l = {.b.y = 4, .a = {1, 2}, .w = 9};
  CHECK(1, l.a.x);
  CHECK(2, l.a.y);
  CHECK(0, l.b.x);
  CHECK(4, l.b.y);
  CHECK(9, l.w);
  struct line l2 = {1, 2, 3, 4, 5};  // brace elision
  CHECK(3, l2.b.x);
  CHECK(5, l2.w);
  struct line l3 = {{1}, 3, 4};
  CHECK(0, l3.a.y);
  CHECK(3, l3.b.x);
  CHECK(4, l3.b.y);
  struct pt arr[3] = {1, 2, 3, 4, 5};
  CHECK(4, arr[1].y);
  CHECK(5, arr[2].x);
  CHECK(0, arr[2].y);
  struct pt arr2[] = {[1].y = 6, [0] = {7, 8}};
  CHECK(2, sizeof(arr2) / sizeof(arr2[0]));
  CHECK(7, arr2[0].x);
  CHECK(6, arr2[1].y);
  CHECK(0, arr2[1].x);

  struct witharr w = {1, {2, 3}, "ab"};
  CHECK(3, w.v[1]);
  CHECK(0, w.v[2]);
  CHECKS("ab", w.s);
  struct witharr w2 = {.v[2] = 5, .s = "xyz"};
  CHECK(5, w2.v[2]);
  CHECK(0, w2.n);
  CHECKS("xyz", w2.s);
  struct witharr w3 = {1, 2, 3, 4, 'a', 'b'};
  CHECK(4, w3.v[2]);
  CHECK('b', w3.s[1]);
  CHECK(0, w3.s[2]);

  int m[2][3] = {1, 2, 3, 4};
  CHECK(4, m[1][0]);
  CHECK(0, m[1][1]);
  int m2[2][3] = {{1}, {2, 3}};
  CHECK(0, m2[0][1]);
  CHECK(3, m2[1][1]);
  int m3[][2] = {{1, 2}, [2] = {5, 6}};
  CHECK(3, sizeof(m3) / sizeof(m3[0]));
  CHECK(6, m3[2][1]);
  CHECK(0, m3[1][0]);
  int m4[3][2] = {[1][1] = 9, [2] = 1, 2};
  CHECK(9, m4[1][1]);
  CHECK(1, m4[2][0]);
  CHECK(2, m4[2][1]);

  char s1[] = "abc";
  CHECK(4, sizeof(s1));
  char s2[] = {"abc"};
  CHECK(4, sizeof(s2));
  char s3[3] = "abc";               // no room for NUL: allowed in C
  CHECK('c', s3[2]);
  char s4[8] = "ab";
  CHECK(0, s4[7]);
  char s5[2][4] = {"ab", "cde"};
  CHECKS("cde", s5[1]);
  char s6[][3] = {"x", "yz"};
  CHECK(6, sizeof(s6));
  const char *ps[] = {"one", "two"};
  CHECKS("two", ps[1]);
  struct { char name[6]; int n; } named = {"bob", 3};
  CHECKS("bob", named.name);
  CHECK(3, named.n);

  int scalar = {42};
  CHECK(42, scalar);
  int x = seven() * 2;
  int y[3] = {x, x + 1, seven()};
  CHECK(15, y[1]);
  CHECK(7, y[2]);
  struct pt dyn = {x, y[2] - 1};
  CHECK(14, dyn.x);
  CHECK(6, dyn.y);

  union { int i; char c[4]; } u = {.c = {1, 1}};
  CHECK(0x0101, u.i);
  union { char c; int i; } u2 = {0x7f};
  CHECK(0x7f, u2.c);

  // zeroing of everything not mentioned, even after a runtime init
  for (int round = 0; round < 2; round++) {
    int z[8] = {round + 1};
    CHECK(round + 1, z[0]);
    CHECK(0, z[7]);
    z[7] = 99;  // must not survive into the next round
  }
  struct { int a; long b; char c; } pad = {.c = 1};
  CHECK(0, pad.a);
  CHECK(0, pad.b);
  CHECK(1, pad.c);
  return 0;
}
