// Function calls across the ABI: narrow integer parameters and return
// values (char, short, _Bool, unsigned variants) must be extended correctly
// on both sides, many arguments spill to the stack in order, mixed integer
// and floating arguments are assigned to the right registers, and variadic
// calls work between compilers.  run-c.sh also builds the callees
// (ABI_PART 1) and callers (ABI_PART 2) with different compilers.
// abi-split
#include "test.h"
#include <stdarg.h>
#include <stdbool.h>

signed char ret_schar(int x);
unsigned char ret_uchar(int x);
short ret_short(int x);
unsigned short ret_ushort(int x);
bool ret_bool(int x);
char ret_char(int x);
int take_narrow(signed char a, unsigned char b, short c, unsigned short d, bool e, char f);
long take_many(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j);
long take_many_narrow(char a, short b, int c, char d, short e, int f, char g, short h, int i);
double take_mixed(int a, double b, int c, float d, long e, double f, char g, float h,
                  int i, double j, int k, double l, double m, double n, double o, double p,
                  double q, int r);
long variadic_sum(int n, ...);
double variadic_mixed(const char *fmt, ...);
float ret_float(float a, float b);
unsigned long ret_ulong(unsigned a);
long ret_long_from_int(int a);
void *ret_ptr(void *p, long off);
int call_back(int (*f)(signed char, unsigned short), int x);
__int128 take_i128(int a, int b, int c, int d, int e, __int128 x, int f);
long double ld_after_ints(int a, int b, int c, int d, int e, int f, int g, long double x, int h);
long double ld_variadic(int n, ...);

#if !defined(ABI_PART) || ABI_PART == 1
signed char ret_schar(int x) { return (signed char)x; }
unsigned char ret_uchar(int x) { return (unsigned char)x; }
short ret_short(int x) { return (short)x; }
unsigned short ret_ushort(int x) { return (unsigned short)x; }
bool ret_bool(int x) { return x; }
char ret_char(int x) { return (char)x; }
int take_narrow(signed char a, unsigned char b, short c, unsigned short d, bool e, char f) {
  return a * 100000 + b * 1000 + c * 10 + d + e + f;
}
long take_many(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j;
}
long take_many_narrow(char a, short b, int c, char d, short e, int f, char g, short h, int i) {
  return a + b + c + d + e + f + g + h + i;
}
double take_mixed(int a, double b, int c, float d, long e, double f, char g, float h,
                  int i, double j, int k, double l, double m, double n, double o, double p,
                  double q, int r) {
  return a + b + c + d + e + f + g + h + i + j + k + l + m + n + o + p + q + r;
}
long variadic_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long);
  va_end(ap);
  return s;
}
double variadic_mixed(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  double s = 0;
  for (; *fmt; fmt++)
    s += *fmt == 'd' ? va_arg(ap, double) : va_arg(ap, int);
  va_end(ap);
  return s;
}
float ret_float(float a, float b) { return a * b; }
unsigned long ret_ulong(unsigned a) { return a; }
long ret_long_from_int(int a) { return a; }
void *ret_ptr(void *p, long off) { return (char *)p + off; }
int call_back(int (*f)(signed char, unsigned short), int x) { return f(x, x) + 1; }
// x needs two registers but only one is left: it goes to the stack and f
// (SysV psABI 3.2.3; gcc does this, clang before 18 split it differently)
// still gets the last register
__int128 take_i128(int a, int b, int c, int d, int e, __int128 x, int f) {
  return x * 1000 + a + b + c + d + e + f;
}
// g goes to the stack; x must then be 16-byte aligned on the stack
long double ld_after_ints(int a, int b, int c, int d, int e, int f, int g, long double x, int h) {
  return x + a + b + c + d + e + f + g + h;
}
long double ld_variadic(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, int);
    s += va_arg(ap, long double);
  }
  va_end(ap);
  return s;
}
#endif

#if !defined(ABI_PART) || ABI_PART == 2
static int cb(signed char a, unsigned short b) { return a + b; }

int main(void) {
  CHECK(-1, ret_schar(255));
  CHECK(-128, ret_schar(0x180));
  CHECK(255, ret_uchar(-1));
  CHECK(0x80, ret_uchar(0x180));
  CHECK(-1, ret_short(0xffff));
  CHECK(-32768, ret_short(0x18000));
  CHECK(65535, ret_ushort(-1));
  CHECK(1, ret_bool(256));
  CHECK(0, ret_bool(0));
  CHECK(1, ret_bool(-1));
  CHECK(-1, ret_char(0x3ff));
  {
    long l = ret_schar(200);      // must be sign-extended to 64 bits
    CHECK(-56, l);
    unsigned long ul = ret_uchar(200);
    CHECK(200, ul);
    long s = ret_short(40000);
    CHECK(-25536, s);
    int b = ret_bool(2) + ret_bool(3);
    CHECK(2, b);
  }
  CHECK(-1 * 100000 + 255 * 1000 + -2 * 10 + 65535 + 1 + 'a',
        take_narrow(-1, 255, -2, 65535, 1, 'a'));
  {
    int big = 0x12345;             // converted to the narrow parameter types
    CHECK(0x45 * 100000 + 0x45 * 1000 + 0x2345 * 10 + 0x2345 + 1 + 0x45,
          take_narrow(big, big, big, big, big, big));
  }
  CHECK(1 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81 + 100, take_many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  CHECK(-1 - 2 - 3 - 4 - 5 - 6 - 7 - 8 - 9, take_many_narrow(-1, -2, -3, -4, -5, -6, -7, -8, -9));
  CHECKF(1 + 2.5 + 3 + 4.5 + 5 + 6.5 + 7 + 8.5 + 9 + 10.5 + 11 + 12.5 + 13.5 + 14.5 + 15.5 +
             16.5 + 17.5 + 18,
         take_mixed(1, 2.5, 3, 4.5f, 5, 6.5, 7, 8.5f, 9, 10.5, 11, 12.5, 13.5, 14.5, 15.5,
                    16.5, 17.5, 18));
  CHECK(0, variadic_sum(0));
  CHECK(55, variadic_sum(10, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L));
  CHECKF(1 + 2.5 + 3 + 4.5 + 5 + 6.5 + 7 + 8.5 + 9 + 10.5 + 11 + 12.5 + 13,
         variadic_mixed("ididididididi", 1, 2.5, 3, 4.5, 5, 6.5, 7, 8.5, 9, 10.5, 11, 12.5, 13));
  CHECKF(7.5f, ret_float(2.5f, 3.0f));
  CHECKU(4294967295ul, ret_ulong(4294967295u));
  CHECK(-5, ret_long_from_int(-5));
  {
    char buf[10];
    CHECK(1, ret_ptr(buf, 7) == buf + 7);
  }
  CHECK(-1 + 65535 + 1, call_back(cb, -1));
  {
    __int128 r = take_i128(1, 2, 3, 4, 5, (__int128)1 << 70, 6);
    CHECK(1, r == ((__int128)1 << 70) * 1000 + 21);
  }
  CHECKF(0.5L + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8, ld_after_ints(1, 2, 3, 4, 5, 6, 7, 0.5L, 8));
  CHECKF(1 + 0.25L + 2 + 0.5L + 3 + 0.75L + 4 + 1.25L,
         ld_variadic(4, 1, 0.25L, 2, 0.5L, 3, 0.75L, 4, 1.25L));
  return 0;
}
#endif
