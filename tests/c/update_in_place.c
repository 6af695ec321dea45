// x op= e, x = x op e and x++ on variables, members and *p: the backend
// updates such objects with one instruction (add/sub/and/or/xor on the
// object); the results must be those of C's conversions, including the
// truncation of narrow types and the cases that must not be done in
// place (a narrowing inside the expression, integer-pointer casts).
#include "test.h"
#include <stdint.h>

struct S {
  char c;
  unsigned char uc;
  short sh;
  int i;
  unsigned u;
  long l;
  char *p;
};

static int calls;
static int next(void) { return ++calls; }

int main(void) {
  struct S s = {0}, *ps = &s;
  s.c = 127;
  s.c += 1;
  CHECK(-128, s.c);
  ps->uc = 250;
  for (int k = 0; k < 10; k++)
    ps->uc++;
  CHECK(4, s.uc);
  ps->sh = -32768;
  ps->sh -= 1;
  CHECK(32767, s.sh);
  ps->i = 5;
  ps->i ^= 3;
  CHECK(6, s.i);
  ps->i |= 0x100;
  CHECK(0x106, s.i);
  ps->i &= 0xff;
  CHECK(6, s.i);
  ps->u = 0;
  ps->u -= 1;
  CHECKU(4294967295u, s.u);
  ps->l = 1;
  ps->l += 0x7fffffffL;
  CHECK(0x80000000L, s.l);
  ps->l -= -5;
  CHECK(0x80000005L, s.l);
  ps->l += next() * 100;
  CHECK(0x80000005L + 100, s.l);

  // Post-increment as a value: the old value, then the update.
  char buf[] = "hello";
  ps->p = buf;
  CHECK('h', *ps->p++);
  CHECK('e', *ps->p++);
  CHECK(2, ps->p - buf);
  int arr[4] = {10, 20, 30, 40}, j = 1;
  CHECK(20, arr[j]++);
  CHECK(21, arr[j]);
  CHECK(21, arr[j++]--);
  CHECK(20, arr[1]);
  CHECK(2, j);
  short sv = 32767;
  CHECK(32767, sv++);
  CHECK(-32768, sv);
  unsigned char ucv = 0;
  CHECK(0, ucv--);
  CHECK(255, ucv);

  // Not the same as an update of the whole object.
  long big = 0x1ffffffffL;
  big = (int)big + 1; // the narrowing happens before the addition
  CHECK(0, big);
  big = 0x100000000L;
  big = (unsigned)big - 1;
  CHECK(4294967295L, big);
  int wide = 0x12345;
  wide = (short)wide + 1;
  CHECK(0x2346, wide);
  // Pointers: integer arithmetic on the bits, and p = p + n.
  // (safe mode: an integer made into a pointer has no capability, so the
  // result is only compared, not dereferenced).
  char *q = buf;
  q = (char *)((uintptr_t)q + 3);
  CHECK(1, (uintptr_t)q == (uintptr_t)buf + 3);
  q = buf + 3;
  q = q + 1;
  CHECK('o', *q);
  q -= 4;
  CHECK('h', *q);
  // Through a pointer local and a volatile object.
  int v = 7, *pv = &v;
  *pv += 3;
  (*pv)++;
  CHECK(11, v);
  // Constants stored straight to the object, truncated to its type.
  s.c = (char)300;
  CHECK(44, s.c);
  ps->sh = (short)-1;
  CHECK(-1, s.sh);
  ps->u = 0xffffffffu;
  CHECKU(4294967295u, s.u);
  ps->l = 0xffffffffL; // no 32-bit immediate holds it
  CHECK(4294967295L, s.l);
  ps->l = -2;
  CHECK(-2, s.l);
  ps->p = 0;
  CHECK(1, ps->p == NULL);
  signed char sc = 0;
  for (int k = 0; k < 3; k++)
    sc = (signed char)200;
  CHECK(-56, sc);
  unsigned long ul = 0;
  for (int k = 0; k < 3; k++)
    ul = 0xfffffffful;
  CHECKU(4294967295u, ul);
  long idx[8];
  for (int k = 0; k < 8; k++)
    idx[k] = k * 3;
  int k2 = 5;
  long *pl = idx;
  CHECK(15, idx[k2]);
  CHECK(18, pl[k2 + 1]);
  CHECK(9, *(pl + k2 - 2));
  volatile int vol = 1;
  vol += 2;
  vol++;
  CHECK(4, vol);
  return 0;
}
