// Struct values in expressions: members of returned structs, structs in ?:,
// comma and assignment expressions, struct-returning calls through function
// pointers and as arguments, arrays inside returned structs, unions and
// bitfields by value.
#include "test.h"

struct v3 { double x, y, z; };
struct small { char a, b; };
struct arr { int n[5]; };
struct bits { unsigned a : 3, b : 5; int c : 7; };
union u { long l; char c[8]; };

static struct v3 vec(double x, double y, double z) { return (struct v3){x, y, z}; }
static struct v3 add(struct v3 a, struct v3 b) { return vec(a.x + b.x, a.y + b.y, a.z + b.z); }
static struct small mk(char a, char b) { struct small s = {a, b}; return s; }
static struct arr fill(int base) {
  struct arr r;
  for (int i = 0; i < 5; i++) r.n[i] = base + i;
  return r;
}
static struct bits bump(struct bits b) { b.a++; b.b += 2; b.c -= 1; return b; }
static union u ident(union u x) { return x; }
static int calls;
static struct small counted(void) { calls++; return mk('c', 'd'); }

int main(void) {
  CHECKF(6.0, add(vec(1, 2, 3), vec(0, 0, 0)).z + add(vec(1, 2, 3), vec(2, 2, 2)).x);
  CHECKF(5.0, add(add(vec(1, 1, 1), vec(1, 1, 1)), vec(3, 3, 3)).y);
  CHECK('b', mk('a', 'b').b);
  CHECK(13, fill(10).n[3]);
  {
    int c = 1;
    struct small s = c ? mk('x', 'y') : mk('p', 'q');
    CHECK('x', s.a);
    c = 0;
    s = c ? mk('x', 'y') : mk('p', 'q');
    CHECK('q', s.b);
    struct v3 a = vec(1, 2, 3), b = vec(4, 5, 6);
    CHECKF(5.0, (c ? a : b).y);
    CHECKF(2.0, (!c ? a : b).y);
    struct v3 t = (a = b, a);
    CHECKF(6.0, t.z);
    struct v3 u2, w2;
    u2 = w2 = vec(7, 8, 9);
    CHECKF(8.0, u2.y);
    CHECKF(9.0, w2.z);
    CHECKF(4.0, (t = a).x); // the assignment's value: its destination
    a = vec(0, 0, 0);       // a value discarded
    CHECKF(4.0, t.x);
    CHECKF(0.0, a.x);
  }
  {
    struct v3 (*fp)(double, double, double) = vec;
    CHECKF(3.0, fp(1, 2, 3).z);
    struct small (*fs[2])(char, char) = {mk, mk};
    CHECK('n', fs[1]('m', 'n').b);
  }
  {
    struct bits b = {1, 2, -3};
    struct bits r = bump(b);
    CHECK(2, r.a);
    CHECK(4, r.b);
    CHECK(-4, r.c);
    CHECK(1, b.a);
    r.a = 7;
    r = bump(r);
    CHECK(0, r.a);
  }
  {
    union u x;
    x.l = 0x0102030405060708L;
    CHECK(8, ident(x).c[0]);
    CHECK(0x0102030405060708L, ident(x).l);
  }
  {
    calls = 0;
    char c = counted().a;
    CHECK('c', c);
    CHECK(1, calls);
    struct small arr[3];
    arr[1] = counted();
    CHECK('d', arr[1].b);
    CHECK(2, calls);
    struct arr big = fill(0);
    struct arr copy = big;
    big.n[0] = 99;
    CHECK(0, copy.n[0]);
    CHECK(20, sizeof(fill(0)));
  }
  return 0;
}
