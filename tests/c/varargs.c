// Variadic functions: va_arg of every type (char/short promoted to int,
// float promoted to double, long double, pointers, structs small and large,
// mixed with doubles beyond the register save area), va_copy, passing a
// va_list on to vprintf/vsnprintf, and many arguments on the stack.
#include "test.h"
#include <stdarg.h>

struct small { int a, b; };
struct mixed { double d; long l; };
struct large { long a, b, c, d; };
struct fl { float x, y; };

static long sum_ints(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static double sum_doubles(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, double);
  va_end(ap);
  return s;
}

// fmt letters: i int, l long, d double, L long double, p pointer (string),
// s struct small, m struct mixed, g struct large, f struct fl
static void describe(char *out, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': out += sprintf(out, "%d,", va_arg(ap, int)); break;
    case 'l': out += sprintf(out, "%ld,", va_arg(ap, long)); break;
    case 'd': out += sprintf(out, "%g,", va_arg(ap, double)); break;
    case 'L': out += sprintf(out, "%Lg,", va_arg(ap, long double)); break;
    case 'p': out += sprintf(out, "%s,", va_arg(ap, char *)); break;
    case 's': { struct small s = va_arg(ap, struct small);
                out += sprintf(out, "{%d %d},", s.a, s.b); break; }
    case 'm': { struct mixed m = va_arg(ap, struct mixed);
                out += sprintf(out, "{%g %ld},", m.d, m.l); break; }
    case 'g': { struct large g = va_arg(ap, struct large);
                out += sprintf(out, "{%ld %ld %ld %ld},", g.a, g.b, g.c, g.d); break; }
    case 'f': { struct fl f = va_arg(ap, struct fl);
                out += sprintf(out, "{%g %g},", f.x, f.y); break; }
    }
  }
  va_end(ap);
}

static int twice(int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  for (int i = 0; i < n; i++)
    s += va_arg(ap2, int) * 10;
  va_end(ap);
  va_end(ap2);
  return s;
}

static int my_snprintf(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

static int via_vfprintf(FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  return r;
}

static long sum_va(int n, va_list ap) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, long);
  return s;
}

static long forward(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = sum_va(n, ap);
  va_end(ap);
  return s;
}

// named arguments of every class before the ellipsis
static double after_named(int a, double b, long c, double d, ...) {
  va_list ap;
  va_start(ap, d);
  double s = a + b + c + d;
  s += va_arg(ap, int);
  s += va_arg(ap, double);
  s += va_arg(ap, long);
  va_end(ap);
  return s;
}

int main(void) {
  CHECK(0, sum_ints(0));
  CHECK(6, sum_ints(3, 1, 2, 3));
  CHECK(55, sum_ints(10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  {
    char c = -1;
    short s = -2;
    unsigned char uc = 255;
    CHECK(252, sum_ints(3, c, s, uc));    // promoted to int
  }
  CHECKF(6.0, sum_doubles(3, 1.0, 2.0, 3.0));
  CHECKF(3.0, sum_doubles(2, 1.5f, 1.5f)); // float promoted to double
  CHECKF(78.0, sum_doubles(12, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0));
  char buf[512];
  describe(buf, "idlLp", 1, 2.5, 3L, 4.5L, "five");
  CHECKS("1,2.5,3,4.5,five,", buf);
  describe(buf, "smgf", (struct small){1, 2}, (struct mixed){3.5, 4},
           (struct large){5, 6, 7, 8}, (struct fl){9.5f, 10.5f});
  CHECKS("{1 2},{3.5 4},{5 6 7 8},{9.5 10.5},", buf);
  describe(buf, "ddddddddddiiiiiiiss", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0,
           10.0, 1, 2, 3, 4, 5, 6, 7, (struct small){8, 9}, (struct small){10, 11});
  CHECKS("1,2,3,4,5,6,7,8,9,10,1,2,3,4,5,6,7,{8 9},{10 11},", buf);
  describe(buf, "mmmmmL", (struct mixed){1, 2}, (struct mixed){3, 4},
           (struct mixed){5, 6}, (struct mixed){7, 8}, (struct mixed){9, 10}, 11.0L);
  CHECKS("{1 2},{3 4},{5 6},{7 8},{9 10},11,", buf);
  // the 6th int is the first stack argument; the long double after it
  // must be read from the next 16-byte-aligned stack slot
  describe(buf, "iiiiiiLiLg", 1, 2, 3, 4, 5, 6, 7.5L, 8, 9.5L, (struct large){1, 2, 3, 4});
  CHECKS("1,2,3,4,5,6,7.5,8,9.5,{1 2 3 4},", buf);
  CHECK(66, twice(2, 1, 5));
  CHECK(11, my_snprintf(buf, sizeof buf, "%d-%s-%c", 42, "abc", 'z') + 3);
  CHECKS("42-abc-z", buf);
  CHECK(5, my_snprintf(buf, 3, "%s", "hello"));
  CHECKS("he", buf);
  CHECK(10, forward(4, 1L, 2L, 3L, 4L));
  CHECKF(1 + 2.5 + 3 + 4.5 + 5 + 6.5 + 7, after_named(1, 2.5, 3, 4.5, 5, 6.5, 7L));
  {
    FILE *f = tmpfile();
    CHECK(6, via_vfprintf(f, "%s=%d", "abc", 42));
    rewind(f);
    char rb[16] = {0};
    fgets(rb, sizeof rb, f);
    CHECKS("abc=42", rb);
    fclose(f);
  }
  return 0;
}
