// Bitfields: signed and unsigned, widths 1..64, packing into storage units,
// zero-width fields, straddling, assignment values, compound assignment,
// increments, and initialization.
#include "test.h"
#include <stdint.h>

struct flags { unsigned a : 1, b : 2, c : 3; };
struct sgn { int a : 3; int b : 5; signed c : 1; };
struct mix { char c; int x : 4; int y : 12; short z; };
struct zero { int a : 3; int : 0; int b : 3; };
struct wide { unsigned long a : 40; unsigned long b : 24; long c : 63; };
struct unnamed { int a : 4; int : 4; int b : 4; };
struct chars { unsigned char a : 4, b : 4; unsigned char c : 7; };
struct __attribute__((packed)) pk { unsigned a : 3; unsigned b : 30; };
struct boolbf { _Bool t : 1; unsigned pad : 7; };

struct flags gf = {1, 3, 5};

int main(void) {
  CHECK(4, sizeof(struct flags));
  CHECK(4, sizeof(struct sgn));
  CHECK(8, sizeof(struct mix));
  CHECK(8, sizeof(struct zero));
  CHECK(16, sizeof(struct wide));
  CHECK(4, sizeof(struct unnamed));
  CHECK(2, sizeof(struct chars));
  CHECK(5, sizeof(struct pk));
  CHECK(4, sizeof(struct boolbf));

  CHECK(1, gf.a);
  CHECK(3, gf.b);
  CHECK(5, gf.c);

  struct flags f = {0};
  f.a = 3;                 // truncated to 1 bit
  CHECK(1, f.a);
  f.b = 5;
  CHECK(1, f.b);
  f.c = 7;
  CHECK(7, f.c);
  f.c++;
  CHECK(0, f.c);           // wraps in 3 bits
  f.c--;
  CHECK(7, f.c);
  CHECK(7, f.c = 15);      // value of assignment is the stored value
  CHECK(1, f.a);

  struct sgn s = {0};
  s.a = 3;
  CHECK(3, s.a);
  s.a = 4;
  CHECK(-4, s.a);          // 3-bit signed
  s.a = -1;
  CHECK(-1, s.a);
  s.b = 15;
  CHECK(15, s.b);
  s.b += 1;
  CHECK(-16, s.b);
  s.c = 1;
  CHECK(-1, s.c);
  CHECK(-4, s.a + s.b + 13);
  CHECK(1, s.a < 0);

  struct mix m = {'c', -3, 2047, 9};
  CHECK(-3, m.x);
  CHECK(2047, m.y);
  m.y = -2048;
  CHECK(-2048, m.y);
  CHECK(-3, m.x);
  CHECK(9, m.z);
  CHECK('c', m.c);

  struct zero z = {1, 2};
  CHECK(1, z.a);
  CHECK(2, z.b);

  struct wide w;
  w.a = 0xffffffffffUL;
  w.b = 0xabcdef;
  w.c = -1;
  CHECKU(0xffffffffffUL, w.a);
  CHECKU(0xabcdef, w.b);
  CHECK(-1, w.c);
  w.a += 1;
  CHECKU(0, w.a);
  CHECKU(0xabcdef, w.b);
  w.c = 0x3fffffffffffffffL;
  CHECK(0x3fffffffffffffffL, w.c);
  w.c++;
  CHECK(-0x4000000000000000L, w.c);

  struct unnamed u = {5, 6};
  CHECK(5, u.a);
  CHECK(6, u.b);

  struct chars c = {0xf, 0xa, 0x7f};
  CHECK(15, c.a);
  CHECK(10, c.b);
  CHECK(127, c.c);
  c.a *= 3;                // 45 & 15 = 13
  CHECK(13, c.a);
  c.b |= 5;
  CHECK(15, c.b);

  struct pk p;
  p.a = 5;
  p.b = 0x3fffffff;
  CHECK(5, p.a);
  CHECKU(0x3fffffff, p.b);

  struct boolbf bb = {0};
  bb.t = 2;                // conversion to _Bool gives 1
  CHECK(1, bb.t);

  // promotions: unsigned bitfields narrower than int promote to int
  {
    struct flags g = {0, 0, 0};
    CHECK(1, g.c - 1 < 0);
    CHECK(4, sizeof(g.c + 0));
    struct wide w2 = {0};
    CHECK(1, w2.a - 1 > 0);  // 40-bit unsigned long stays unsigned
  }
  // bitfields through pointers
  {
    struct sgn arr[2] = {{1, 2, 0}, {-2, -3, -1}};
    struct sgn *q = &arr[1];
    CHECK(-2, q->a);
    CHECK(-3, q->b);
    q->b = 7;
    CHECK(7, arr[1].b);
    CHECK(-2, arr[1].a);
  }
  return 0;
}
