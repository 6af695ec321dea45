// Passing and returning structs by value: every size from 1 to 40 bytes,
// float/double/int mixtures (each SysV eightbyte class combination), long
// double members, structs that no longer fit in the remaining registers,
// and callbacks.  run-c.sh also builds the callees (ABI_PART 1) and the
// callers (ABI_PART 2) with different compilers to check compatibility.
// abi-split
#include "test.h"

#define BYTE_SIZES(X) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) \
  X(11) X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) \
  X(23) X(24) X(25) X(26) X(27) X(28) X(29) X(30) X(31) X(32) X(33) X(34) \
  X(35) X(36) X(37) X(38) X(39) X(40)

#define TYPE(n) typedef struct { unsigned char a[n]; } B##n;
BYTE_SIZES(TYPE)

typedef struct { float x; } F1;
typedef struct { float x, y; } F2;
typedef struct { float x, y, z; } F3;
typedef struct { float x, y, z, w; } F4;
typedef struct { double x; } D1;
typedef struct { double x, y; } D2;
typedef struct { double x, y, z; } D3;          // memory class
typedef struct { double d; int i; } DI;         // SSE, INTEGER
typedef struct { int i; double d; } ID;         // INTEGER, SSE
typedef struct { float f; int i; } FI;          // one mixed eightbyte: INTEGER
typedef struct { int i; float f; double d; } IFD;
typedef struct { float a; int b; float c; } FIF; // INTEGER, SSE
typedef struct { char c; double d; } CD;
typedef struct { short s[3]; } S3;
typedef struct { int i[3]; } I3;
typedef struct { int i[5]; } I5;
typedef struct { long double ld; } LD;
typedef struct { long double ld; int tag; } LDI;
typedef struct { long a; double b; } LDB;

#define PROTO(n) B##n bump##n(B##n s, int k); \
  B##n late##n(int a, int b, int c, int d, int e, B##n s, int k);
BYTE_SIZES(PROTO)

F1 f1(F1 a, float k);
F2 f2(F2 a, float k);
F3 f3(F3 a, float k);
F4 f4(F4 a, float k);
D1 d1(D1 a, double k);
D2 d2(D2 a, double k);
D3 d3(D3 a, double k);
DI di(DI a, int k);
ID id(ID a, int k);
FI fi(FI a, int k);
IFD ifd(IFD a, int k);
FIF fif(FIF a, int k);
CD cd(CD a, int k);
S3 s3(S3 a, int k);
I3 i3(I3 a, int k);
I5 i5(I5 a, int k);
LD ld(LD a, long double k);
LDI ldi(LDI a, int k);
LDB ldb(LDB a, int k);
double many_d2(D2 a, D2 b, D2 c, D2 d, D2 e, double f);
long many_b16(B16 a, B16 b, B16 c, B16 d, long e);
double mixed(int a, D2 b, double c, DI d, ID e, FI f, float g, LD h, long i, F3 j);
int apply(int (*fn)(DI, B3), DI x, B3 y);

#if !defined(ABI_PART) || ABI_PART == 1

#define DEF(n) \
  B##n bump##n(B##n s, int k) { \
    for (int i = 0; i < n; i++) s.a[i] += k; \
    return s; \
  } \
  B##n late##n(int a, int b, int c, int d, int e, B##n s, int k) { \
    for (int i = 0; i < n; i++) s.a[i] += k + a + b + c + d + e; \
    return s; \
  }
BYTE_SIZES(DEF)

F1 f1(F1 a, float k) { a.x += k; return a; }
F2 f2(F2 a, float k) { a.x += k; a.y -= k; return a; }
F3 f3(F3 a, float k) { a.x += k; a.y -= k; a.z *= k; return a; }
F4 f4(F4 a, float k) { a.x += k; a.y -= k; a.z *= k; a.w /= k; return a; }
D1 d1(D1 a, double k) { a.x *= k; return a; }
D2 d2(D2 a, double k) { a.x *= k; a.y += k; return a; }
D3 d3(D3 a, double k) { a.x *= k; a.y += k; a.z -= k; return a; }
DI di(DI a, int k) { a.d += k; a.i -= k; return a; }
ID id(ID a, int k) { a.d += k; a.i -= k; return a; }
FI fi(FI a, int k) { a.f += k; a.i -= k; return a; }
IFD ifd(IFD a, int k) { a.i += k; a.f += k; a.d += k; return a; }
FIF fif(FIF a, int k) { a.a += k; a.b += k; a.c += k; return a; }
CD cd(CD a, int k) { a.c += k; a.d += k; return a; }
S3 s3(S3 a, int k) { for (int i = 0; i < 3; i++) a.s[i] += k; return a; }
I3 i3(I3 a, int k) { for (int i = 0; i < 3; i++) a.i[i] += k; return a; }
I5 i5(I5 a, int k) { for (int i = 0; i < 5; i++) a.i[i] += k; return a; }
LD ld(LD a, long double k) { a.ld *= k; return a; }
LDI ldi(LDI a, int k) { a.ld += k; a.tag -= k; return a; }
LDB ldb(LDB a, int k) { a.a += k; a.b += k; return a; }

double many_d2(D2 a, D2 b, D2 c, D2 d, D2 e, double f) {
  return a.x + a.y * 2 + b.x * 3 + b.y * 4 + c.x * 5 + c.y * 6 + d.x * 7 +
         d.y * 8 + e.x * 9 + e.y * 10 + f * 11;
}

long many_b16(B16 a, B16 b, B16 c, B16 d, long e) {
  long s = 0;
  for (int i = 0; i < 16; i++)
    s += a.a[i] + b.a[i] * 2 + c.a[i] * 3 + d.a[i] * 4;
  return s * 1000 + e;
}

double mixed(int a, D2 b, double c, DI d, ID e, FI f, float g, LD h, long i, F3 j) {
  return a + b.x + b.y + c + d.d + d.i + e.i + e.d + f.f + f.i + g + (double)h.ld +
         i + j.x + j.y + j.z;
}

int apply(int (*fn)(DI, B3), DI x, B3 y) {
  x.i++;
  return fn(x, y) * 2;
}
#endif

#if !defined(ABI_PART) || ABI_PART == 2
static int callback(DI x, B3 y) {
  return (int)x.d + x.i + y.a[0] + y.a[1] + y.a[2];
}

int main(void) {
#define TEST(n) { \
    B##n s, r; \
    for (int i = 0; i < n; i++) s.a[i] = i * 3 + n; \
    r = bump##n(s, 5); \
    for (int i = 0; i < n; i++) { \
      CHECK((unsigned char)(i * 3 + n + 5), r.a[i]); \
      CHECK((unsigned char)(i * 3 + n), s.a[i]); \
    } \
    r = late##n(1, 2, 3, 4, 5, s, 7); \
    for (int i = 0; i < n; i++) CHECK((unsigned char)(i * 3 + n + 22), r.a[i]); \
  }
  BYTE_SIZES(TEST)

  F1 a1 = f1((F1){1.5f}, 2.0f);
  CHECKF(3.5f, a1.x);
  F2 a2 = f2((F2){1.5f, 2.5f}, 1.0f);
  CHECKF(2.5f, a2.x);
  CHECKF(1.5f, a2.y);
  F3 a3 = f3((F3){1.0f, 2.0f, 3.0f}, 2.0f);
  CHECKF(3.0f, a3.x);
  CHECKF(0.0f, a3.y);
  CHECKF(6.0f, a3.z);
  F4 a4 = f4((F4){1.0f, 2.0f, 3.0f, 4.0f}, 2.0f);
  CHECKF(3.0f, a4.x);
  CHECKF(2.0f, a4.w);
  D1 b1 = d1((D1){1.25}, 4.0);
  CHECKF(5.0, b1.x);
  D2 b2 = d2((D2){1.25, 2.5}, 4.0);
  CHECKF(5.0, b2.x);
  CHECKF(6.5, b2.y);
  D3 b3 = d3((D3){1.0, 2.0, 3.0}, 0.5);
  CHECKF(0.5, b3.x);
  CHECKF(2.5, b3.y);
  CHECKF(2.5, b3.z);
  DI c1 = di((DI){1.5, 10}, 3);
  CHECKF(4.5, c1.d);
  CHECK(7, c1.i);
  ID c2 = id((ID){10, 1.5}, 3);
  CHECKF(4.5, c2.d);
  CHECK(7, c2.i);
  FI c3 = fi((FI){1.5f, 10}, 3);
  CHECKF(4.5f, c3.f);
  CHECK(7, c3.i);
  IFD c4 = ifd((IFD){1, 2.5f, 3.25}, 1);
  CHECK(2, c4.i);
  CHECKF(3.5f, c4.f);
  CHECKF(4.25, c4.d);
  FIF c5 = fif((FIF){1.5f, 2, 3.5f}, 1);
  CHECKF(2.5f, c5.a);
  CHECK(3, c5.b);
  CHECKF(4.5f, c5.c);
  CD c6 = cd((CD){'a', 0.5}, 1);
  CHECK('b', c6.c);
  CHECKF(1.5, c6.d);
  S3 c7 = s3((S3){{-1, 0, 1}}, 2);
  CHECK(1, c7.s[0]);
  CHECK(3, c7.s[2]);
  I3 c8 = i3((I3){{-1, 0, 1}}, 2);
  CHECK(1, c8.i[0]);
  CHECK(3, c8.i[2]);
  I5 c9 = i5((I5){{1, 2, 3, 4, 5}}, 10);
  CHECK(15, c9.i[4]);
  CHECK(11, c9.i[0]);
  LD e1 = ld((LD){1.5L}, 3.0L);
  CHECKF(4.5L, e1.ld);
  LDI e2 = ldi((LDI){0.25L, 9}, 2);
  CHECKF(2.25L, e2.ld);
  CHECK(7, e2.tag);
  LDB e3 = ldb((LDB){-5, 0.5}, 5);
  CHECK(0, e3.a);
  CHECKF(5.5, e3.b);

  CHECKF(1 + 2 * 2 + 3 * 3 + 4 * 4 + 5 * 5 + 6 * 6 + 7 * 7 + 8 * 8 + 9 * 9 + 10 * 10 + 11 * 11,
         many_d2((D2){1, 2}, (D2){3, 4}, (D2){5, 6}, (D2){7, 8}, (D2){9, 10}, 11));
  {
    B16 x, y, z, w;
    for (int i = 0; i < 16; i++) {
      x.a[i] = 1;
      y.a[i] = 2;
      z.a[i] = 3;
      w.a[i] = 4;
    }
    CHECK((16 + 64 + 144 + 256) * 1000L + 77, many_b16(x, y, z, w, 77));
  }
  CHECKF(1 + 2.5 + 3.5 + 4 + 5.5 + 6 + 7 + 8.5 + 9.5 + 10 + 11 + 12.5 + 13 + 14 + 15 + 16,
         mixed(1, (D2){2.5, 3.5}, 4, (DI){5.5, 6}, (ID){7, 8.5}, (FI){9.5f, 10}, 11,
               (LD){12.5L}, 13, (F3){14, 15, 16}));
  CHECK((7 + 3 + 1 + 2 + 3) * 2, apply(callback, (DI){7.9, 2}, (B3){{1, 2, 3}}));
  return 0;
}
#endif
