// Struct and union layout: member offsets, padding and total sizes for the
// x86_64 SysV ABI, checked against constants that gcc agrees with.
#include "test.h"
#include <stddef.h>

struct a { char c; short s; int i; long l; };
struct b { char c; long l; char d; };
struct c { char c1; char c2; short s; char c3; int i; };
struct d { double d; char c; };
struct e { char c; long double ld; char f; };
struct f { int i; char name[10]; short s; };
struct g { char c; struct b inner; char d; };
struct h { short s; union { char c; int i; } u; char e; };
struct i { char c; char *p; float f; double d; int x; };
struct j { char a[3]; short b[3]; char c; };
struct k { int a : 3; char c; int b : 10; long l : 40; char d; };
struct l { char c; __int128 big; };
struct m { float f; char c; };
struct n { struct m inner[2]; char last; };
union o { char c[9]; double d; };
struct p { char c; union o u; };
struct q { _Bool b; char c; _Bool d; short s; };

int main(void) {
  CHECK(0, offsetof(struct a, c));
  CHECK(2, offsetof(struct a, s));
  CHECK(4, offsetof(struct a, i));
  CHECK(8, offsetof(struct a, l));
  CHECK(16, sizeof(struct a));

  CHECK(8, offsetof(struct b, l));
  CHECK(16, offsetof(struct b, d));
  CHECK(24, sizeof(struct b));

  CHECK(1, offsetof(struct c, c2));
  CHECK(2, offsetof(struct c, s));
  CHECK(4, offsetof(struct c, c3));
  CHECK(8, offsetof(struct c, i));
  CHECK(12, sizeof(struct c));

  CHECK(8, offsetof(struct d, c));
  CHECK(16, sizeof(struct d));

  CHECK(16, offsetof(struct e, ld));
  CHECK(32, offsetof(struct e, f));
  CHECK(48, sizeof(struct e));
  CHECK(16, _Alignof(struct e));

  CHECK(4, offsetof(struct f, name));
  CHECK(14, offsetof(struct f, s));
  CHECK(16, sizeof(struct f));

  CHECK(8, offsetof(struct g, inner));
  CHECK(32, offsetof(struct g, d));
  CHECK(40, sizeof(struct g));

  CHECK(4, offsetof(struct h, u));
  CHECK(8, offsetof(struct h, e));
  CHECK(12, sizeof(struct h));

  CHECK(8, offsetof(struct i, p));
  CHECK(16, offsetof(struct i, f));
  CHECK(24, offsetof(struct i, d));
  CHECK(32, offsetof(struct i, x));
  CHECK(40, sizeof(struct i));

  CHECK(4, offsetof(struct j, b));
  CHECK(10, offsetof(struct j, c));
  CHECK(12, sizeof(struct j));

  CHECK(1, offsetof(struct k, c));
  CHECK(16, sizeof(struct k));
  CHECK(8, _Alignof(struct k));

  CHECK(16, offsetof(struct l, big));
  CHECK(32, sizeof(struct l));

  CHECK(8, sizeof(struct m));
  CHECK(16, offsetof(struct n, last));
  CHECK(20, sizeof(struct n));
  CHECK(16, sizeof(union o));
  CHECK(8, offsetof(struct p, u));
  CHECK(24, sizeof(struct p));
  CHECK(2, offsetof(struct q, d));
  CHECK(4, offsetof(struct q, s));
  CHECK(6, sizeof(struct q));

  // the members really live at those offsets
  {
    struct i v;
    v.x = 5;
    CHECK(5, *(int *)((char *)&v + 32));
    struct e w;
    w.f = 'z';
    CHECK('z', *((char *)&w + 32));
  }
  return 0;
}
