// Unions: size and alignment, type punning through members, nested unions,
// unions in structs, initialization of the first or a designated member.
#include "test.h"
#include <stdint.h>

union u1 { char c; int i; double d; };
union u2 { char a[9]; int i; };
union u3 { struct { short lo, hi; } s; int whole; };

static union u1 id(union u1 x) { return x; }

int main(void) {
  CHECK(8, sizeof(union u1));
  CHECK(12, sizeof(union u2));
  CHECK(4, _Alignof(union u2));
  CHECK(4, sizeof(union u3));

  union u1 x;
  x.i = 0x41424344;
  CHECK(0x44, x.c);                 // little-endian
  x.d = 1.0;
  CHECK(0, x.i);                    // low word of 1.0 is 0
  union { float f; uint32_t u; } pun = {1.0f};
  CHECKU(0x3f800000, pun.u);
  pun.u = 0xc0000000;
  CHECKF(-2.0f, pun.f);
  union { double d; uint64_t u; } pd;
  pd.d = -0.0;
  CHECKU(0x8000000000000000ul, pd.u);

  union u3 h;
  h.whole = 0x00020001;
  CHECK(1, h.s.lo);
  CHECK(2, h.s.hi);
  h.s.hi = 7;
  CHECK(0x00070001, h.whole);

  union u1 y = {'z'};               // first member
  CHECK('z', y.c);
  union u1 z = {.d = 2.5};
  CHECKF(2.5, z.d);
  union u1 w = id(z);
  CHECKF(2.5, w.d);
  w = y;
  CHECK('z', w.c);

  struct tagged {
    int kind;
    union { long l; char s[16]; } v;
  } t = {1, {.s = "text"}};
  CHECK(24, sizeof(t));
  CHECKS("text", t.v.s);
  t.v.l = 5;
  CHECK(5, t.v.l);

  union outer { union u3 in; long big; } o;
  o.big = 0;
  o.in.s.hi = 1;
  CHECK(65536, o.big);

  union u1 arr[3];
  arr[2].i = 9;
  CHECK(9, arr[2].i);
  CHECK(24, sizeof(arr));
  union u1 *p = &arr[2];
  CHECK(9, p->i);
  return 0;
}
