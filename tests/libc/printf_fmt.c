// printf_fmt.c — formatted output, printed line by line; run-libc.sh
// compares the safe-mode build's output with gcc + glibc's byte for byte.
// Values: edge integers, random bit patterns of double and long double,
// exact decimal ties; all flags, widths, precisions, length modifiers.
#include <stdint.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

static uint64_t rng = 0x2545F4914F6CDD1DULL;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static void spec(char *fmt, const char *len, char conv, int maxprec) {
  static const char *flags[] = {"", "-", "+", " ", "#", "0", "-+", "+0", " 0", "#0", "-#", "#-+0 "};
  static const int widths[] = {-1, 0, 1, 5, 12, 30};
  int f = (int)(next() % 12), w = widths[next() % 6];
  int p = next() % 4 == 0 ? -1 : (int)(next() % (uint64_t)(maxprec + 1));
  char *s = fmt;
  s += sprintf(s, "%%%s", flags[f]);
  if (w >= 0)
    s += sprintf(s, "%d", w);
  if (p >= 0)
    s += sprintf(s, ".%d", p);
  sprintf(s, "%s%c", len, conv);
}

int main(void) {
  static const long long edge[] = {0, 1, -1, 7, 8, 10, 16, 255, -128, 32767, -32768, 65535,
                                   2147483647, -2147483647 - 1, 4294967295LL,
                                   9223372036854775807LL, -9223372036854775807LL - 1};
  char fmt[64], out[1200];
  for (int i = 0; i < 4000; i++) {
    long long v = (long long)next();
    int shift = (int)(next() % 64);
    v = i % 2 ? edge[next() % 17] : v >> shift;
    static const char *lens[] = {"", "hh", "h", "l", "ll", "j", "z", "t"};
    int li = (int)(next() % 8);
    spec(fmt, lens[li], "diouxX"[next() % 6], 20);
    int r = li < 3 ? snprintf(out, sizeof out, fmt, (int)v) : snprintf(out, sizeof out, fmt, v);
    printf("%s => [%s] %d\n", fmt, out, r);
  }
  static const double dedge[] = {0.0, -0.0, 0.5, 1.5, 2.5, 0.125, 1e23, 9.5, 0.05, 999.5,
                                 99999.95, 0.1, 1.0 / 3, 5e-324, 2.2250738585072014e-308,
                                 1.7976931348623157e308, 1e-300, 123456789.0};
  for (int i = 0; i < 6000; i++) {
    double d;
    if (i % 3 == 0) {
      d = dedge[next() % 18];
    } else {
      uint64_t b = next();
      if (i % 3 == 1)
        b = (b & 0x800fffffffffffffULL) | ((0x3ffULL + next() % 80 - 40) << 52);
      memcpy(&d, &b, 8);
    }
    char conv = "eEfFgGaA"[next() % 8];
    spec(fmt, "", conv, next() % 10 == 0 ? 400 : 25);
    int r = snprintf(out, sizeof out, fmt, d);
    printf("%s => [%s] %d\n", fmt, out, r);
  }
  for (int i = 0; i < 3000; i++) {
    union { long double v; struct { uint64_t m; uint16_t se; } b; } u;
    memset(&u, 0, sizeof u);
    u.b.m = next() | 1ULL << 63;
    uint64_t e = next();
    u.b.se = (uint16_t)(i % 2 ? 16383 + e % 100 - 50 : e % 0x7fff + 1);
    if (i % 50 == 0)
      u.b.m &= ~(1ULL << 63), u.b.se &= 0x8000;  // subnormal
    char conv = "eEfFgGaA"[next() % 8];
    spec(fmt, "L", conv, next() % 10 == 0 ? 400 : 25);
    int r = snprintf(out, sizeof out, fmt, u.v);
    printf("%s => [%s] %d\n", fmt, out, r);
  }
  printf("%s|%10s|%-10s|%.2s|%c|%5c|%%|%-5d|%05.1f\n", "abc", "right", "left", "trunc", 'x', 'y', 42, 3.14159);
  printf("%p %p %10p\n", (void *)0, (void *)0x1234, (void *)0);
  printf("%2$s %1$d %2$s|%3$*4$.*5$f|%6$c|%7$Lg\n", 42, "two", 3.14159, 10, 2, 'z', 1.5L);
  printf("%.21Lg %.21Lg %Lf\n", 0.1L, 1.0L / 3, 2.5L);
  int n = 0;
  printf("count%n|\n", &n);
  printf("n=%d\n", n);
  char small[8];
  int r = snprintf(small, sizeof small, "%s", "truncated output");
  printf("[%s] %d\n", small, r);
  // A width or precision above INT_MAX fails the call with EOVERFLOW;
  // INT_MAX itself is a field like any other.
  // (With a numbered argument, "%1$.2147483648s", glibc ignores the
  // precision; ours fails the same way.)
  const char *huge[] = {"%.2147483648s|", "%2147483648d|", "%.9223372036854775825s|",
                        "ok %.2147483647s|"};
  for (int i = 0; i < 4; i++) {
    errno = 0;
    r = snprintf(small, sizeof small, huge[i], "XY");
    printf("%s => %d, errno %s\n", huge[i], r, errno == EOVERFLOW ? "EOVERFLOW" : errno ? "other" : "0");
  }
  fprintf(stderr, "to stderr %d\n", 7);
  return 0;
}
