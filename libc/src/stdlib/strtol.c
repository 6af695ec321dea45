// strtol.c — strtol, strtoul, strtoll, strtoull, strtoimax, strtoumax.
//
// One scanner reads the magnitude as an unsigned 64-bit value and reports
// overflow; each function then applies its own range (C11 7.22.1.4).
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>

static int digit_value(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

// Scans [space][sign][0x]digits.  *neg gets the sign, *overflow whether
// the magnitude exceeded 2^64-1; *end the first unused character (s itself
// when there are no digits).
static uint64_t scan(const char *s, char **end, int base, int *neg, int *overflow) {
  const char *p = s;
  *neg = 0;
  *overflow = 0;
  if (base < 0 || base == 1 || base > 36) {
    errno = EINVAL;
    if (end)
      *end = (char *)s;
    return 0;
  }
  while (isspace((unsigned char)*p))
    p++;
  if (*p == '+' || *p == '-')
    *neg = *p++ == '-';
  if ((base == 0 || base == 16) && p[0] == '0' && (p[1] | 32) == 'x' &&
      digit_value((unsigned char)p[2]) < 16) {
    p += 2;
    base = 16;
  } else if (base == 0) {
    base = *p == '0' ? 8 : 10;
  }
  const char *digits = p;
  uint64_t v = 0;
  for (int d; (d = digit_value((unsigned char)*p)) < base; p++) {
    if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
      *overflow = 1;
    else
      v = v * (uint64_t)base + (uint64_t)d;
  }
  if (end)
    *end = (char *)(p == digits ? s : p);
  return v;
}

// Signed result in [min, max] (min = -max - 1).
static int64_t to_signed(uint64_t v, int neg, int overflow, int64_t max) {
  uint64_t limit = neg ? (uint64_t)max + 1 : (uint64_t)max;
  if (overflow || v > limit) {
    errno = ERANGE;
    return neg ? -max - 1 : max;
  }
  return neg ? (int64_t)(0 - v) : (int64_t)v;
}

// Unsigned result: a '-' negates in the unsigned type, as C requires.
static uint64_t to_unsigned(uint64_t v, int neg, int overflow, uint64_t max) {
  if (overflow || v > max) {
    errno = ERANGE;
    return max;
  }
  return neg ? (0 - v) & max : v;
}

long strtol(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_signed(v, neg, ovf, LONG_MAX);
}

long long strtoll(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_signed(v, neg, ovf, LLONG_MAX);
}

intmax_t strtoimax(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_signed(v, neg, ovf, INTMAX_MAX);
}

unsigned long strtoul(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_unsigned(v, neg, ovf, ULONG_MAX);
}

unsigned long long strtoull(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_unsigned(v, neg, ovf, ULLONG_MAX);
}

uintmax_t strtoumax(const char *restrict s, char **restrict end, int base) {
  int neg, ovf;
  uint64_t v = scan(s, end, base, &neg, &ovf);
  return to_unsigned(v, neg, ovf, UINTMAX_MAX);
}
