// fmt_float.c — %e %f %g %a (and upper-case forms) for double and long double.
//
// Decimal conversions are exact: the binary value m * 2^e is turned into
// its complete decimal expansion with base-10^9 big-integer arithmetic
// (m * 2^e when e >= 0, m * 5^-e shifted by -e decimal places otherwise),
// and that digit string is rounded once, half to even on exact ties, at the
// requested position.  A double is converted through long double, which
// holds it exactly, so both widths share one path; only %a looks at the
// original width, because its digits show the binary layout.
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "format.h"

enum { K_ZERO, K_FINITE, K_INF, K_NAN };

// The x87 80-bit layout: 64-bit significand with explicit integer bit,
// then sign and 15-bit biased exponent.
typedef union {
  long double v;
  struct { uint64_t mant; uint16_t sign_exp; } bits;
} LongDoubleBits;

typedef union {
  double v;
  uint64_t bits;
} DoubleBits;

// Splits v into sign, kind, and (for finite values) v = m * 2^e2.
static int decompose(long double v, int *neg, uint64_t *m, int *e2) {
  LongDoubleBits u;
  u.v = v;
  int exp = u.bits.sign_exp & 0x7fff;
  *neg = (u.bits.sign_exp >> 15) & 1;
  *m = u.bits.mant;
  if (exp == 0x7fff)
    return (u.bits.mant << 1) == 0 ? K_INF : K_NAN;
  if (*m == 0)
    return K_ZERO;
  *e2 = (exp ? exp : 1) - 16383 - 63;
  return K_FINITE;
}

// An exact decimal: value = 0.d[0]d[1]...d[n-1] * 10^exp10, with no
// leading or trailing zero digits (n == 0 means the value zero).
typedef struct {
  char *d;
  int n;
  int exp10;
} Decimal;

// b[0..*n) (little-endian base 10^9 limbs) *= f, where f < 2^31.
static void big_mul_small(uint32_t *b, int *n, uint32_t f) {
  uint64_t carry = 0;
  for (int i = 0; i < *n; i++) {
    uint64_t t = (uint64_t)b[i] * f + carry;
    carry = t / 1000000000;  // one division: the remainder by subtraction
    b[i] = (uint32_t)(t - carry * 1000000000);
  }
  while (carry) {
    b[(*n)++] = (uint32_t)(carry % 1000000000);
    carry /= 1000000000;
  }
}

// Fills dec with the exact decimal expansion of m * 2^e2 (m != 0).
// Returns -1 when memory runs out.
static int to_decimal(Decimal *dec, uint64_t m, int e2) {
  int tz = __builtin_ctzll(m);
  m >>= tz;
  e2 += tz;
  int k = e2 < 0 ? -e2 : 0;  // decimal places when e2 < 0
  long bits = 64 + (e2 >= 0 ? e2 : (long)k * 2322 / 1000 + 1);
  int cap = (int)(bits / 29 + 3);
  uint32_t *b = malloc((size_t)cap * sizeof *b);
  char *d = malloc((size_t)cap * 9 + 1);
  if (!b || !d) {
    free(b);
    free(d);
    return -1;
  }

  int n = 0;
  do {
    b[n++] = (uint32_t)(m % 1000000000);
    m /= 1000000000;
  } while (m);
  if (e2 >= 0) {
    for (; e2 >= 29; e2 -= 29)
      big_mul_small(b, &n, 1u << 29);
    if (e2)
      big_mul_small(b, &n, 1u << e2);
  } else {
    int left = k;
    for (; left >= 13; left -= 13)
      big_mul_small(b, &n, 1220703125);  // 5^13
    uint32_t p = 1;
    while (left-- > 0)
      p *= 5;
    big_mul_small(b, &n, p);
  }

  // The top limb without leading zeros, then 9 digits per limb.
  int len = 0;
  char tmp[10];
  int t = 0;
  for (uint32_t top = b[n - 1]; top; top /= 10)
    tmp[t++] = (char)('0' + top % 10);
  while (t > 0)
    d[len++] = tmp[--t];
  for (int i = n - 2; i >= 0; i--) {
    uint32_t x = b[i];
    for (int j = 8; j >= 0; j--) {
      uint32_t q = x / 10;
      d[len + j] = (char)('0' + (x - q * 10));
      x = q;
    }
    len += 9;
  }
  free(b);
  dec->exp10 = len - k;
  while (len > 0 && d[len - 1] == '0')
    len--;
  dec->d = d;
  dec->n = len;
  return 0;
}

// Rounds dec to its first `keep` digits, to nearest, ties to even.
static void round_decimal(Decimal *dec, int keep) {
  if (keep >= dec->n)
    return;
  if (keep < 0) {  // the value is below half a unit of the last place kept
    dec->n = 0;
    return;
  }
  char r = dec->d[keep];
  int up;
  if (r != '5')
    up = r > '5';
  else if (keep + 1 < dec->n)  // no trailing zeros, so anything after is > 0
    up = 1;
  else
    up = keep > 0 && ((dec->d[keep - 1] - '0') & 1);
  dec->n = keep;
  if (up) {
    int i = keep - 1;
    while (i >= 0 && dec->d[i] == '9')
      i--;
    if (i < 0) {  // 999 -> 1000: one digit more before the point
      dec->d[0] = '1';
      dec->n = 1;
      dec->exp10++;
      return;
    }
    dec->d[i]++;
    dec->n = i + 1;
  }
  while (dec->n > 0 && dec->d[dec->n - 1] == '0')
    dec->n--;
  if (dec->n == 0)
    dec->exp10 = 0;
}

static char digit_at(const Decimal *dec, long i) {
  return (i >= 0 && i < dec->n) ? dec->d[i] : '0';
}

// %f body: integer digits, point, prec fraction digits.
static size_t put_fixed(char *s, const Decimal *dec, int prec, int alt) {
  size_t len = 0;
  if (dec->exp10 <= 0)
    s[len++] = '0';
  for (long i = 0; i < dec->exp10; i++)
    s[len++] = digit_at(dec, i);
  if (prec > 0 || alt)
    s[len++] = '.';
  for (long j = 0; j < prec; j++)
    s[len++] = digit_at(dec, (long)dec->exp10 + j);
  return len;
}

// %e body with exponent x.
static size_t put_exp(char *s, const Decimal *dec, int prec, int alt, int x, int upper) {
  size_t len = 0;
  s[len++] = digit_at(dec, 0);
  if (prec > 0 || alt)
    s[len++] = '.';
  for (long j = 1; j <= prec; j++)
    s[len++] = digit_at(dec, j);
  s[len++] = upper ? 'E' : 'e';
  s[len++] = x < 0 ? '-' : '+';
  unsigned ax = x < 0 ? -(unsigned)x : (unsigned)x;
  char tmp[12];
  int t = 0;
  do {
    tmp[t++] = (char)('0' + ax % 10);
    ax /= 10;
  } while (ax);
  if (t < 2)
    tmp[t++] = '0';
  while (t > 0)
    s[len++] = tmp[--t];
  return len;
}

// %g without '#': drop trailing zeros of the fraction, and a bare point.
static size_t strip_zeros(char *s, size_t len) {
  size_t point = len, e = len;
  for (size_t i = 0; i < len; i++) {
    if (s[i] == '.')
      point = i;
    if (s[i] == 'e' || s[i] == 'E') {
      e = i;
      break;
    }
  }
  if (point == len)
    return len;
  size_t end = e;
  while (end > point + 1 && s[end - 1] == '0')
    end--;
  if (end == point + 1)
    end = point;
  memmove(s + end, s + e, len - e);
  return end + (len - e);
}

// Formats the finite value dec (already exact) per sp into a new buffer.
static char *decimal_body(const Spec *sp, Decimal *dec, size_t *blen) {
  int c = sp->conv | 32;  // lower case
  int upper = sp->conv != c;
  int prec = sp->prec < 0 ? 6 : sp->prec;
  int x = 0;
  if (c == 'g') {
    if (prec == 0)
      prec = 1;
    int x0 = dec->n ? dec->exp10 - 1 : 0;
    round_decimal(dec, prec);
    x = dec->n ? dec->exp10 - 1 : 0;
    if (prec > x && x >= -4) {
      c = 'f';
      prec = prec - 1 - x;
    } else if (x0 == prec - 1 && x == prec) {
      // glibc's choice when rounding carries 9.99..e(P-1) over into
      // 1e(P): the %e form keeps the %f form's zero fraction digits, so
      // "%#.3g" of 999.5 is "1.e+03" (C11 asks for "1.00e+03").
      c = 'e';
      prec = 0;
    } else {
      c = 'e';
      prec = prec - 1;
    }
  }
  if (c == 'f')
    round_decimal(dec, dec->exp10 + prec);
  else if (c == 'e') {
    round_decimal(dec, prec + 1);
    x = dec->n ? dec->exp10 - 1 : 0;
  }

  size_t need = (size_t)prec + 16 + (dec->exp10 > 0 ? (size_t)dec->exp10 : 0);
  char *s = malloc(need);
  if (!s)
    return 0;
  size_t len = c == 'f' ? put_fixed(s, dec, prec, sp->alt)
                        : put_exp(s, dec, prec, sp->alt, x, upper);
  if ((sp->conv | 32) == 'g' && !sp->alt)
    len = strip_zeros(s, len);
  *blen = len;
  return s;
}

// %a body: hex digits of the significand as stored.  A double shows a
// leading 1 (0 when subnormal) and 13 digits; a long double shows its
// explicit 64-bit significand as one leading digit and 15 more.
static size_t hex_body(char *s, const Spec *sp, long double v, int is_long) {
  int leading, e, ndig;
  unsigned char nib[16];
  if (is_long) {
    LongDoubleBits u;
    u.v = v;
    int exp = u.bits.sign_exp & 0x7fff;
    uint64_t m = u.bits.mant;
    leading = (int)(m >> 60);
    ndig = 15;
    for (int i = 0; i < 15; i++)
      nib[i] = (unsigned char)((m >> (56 - 4 * i)) & 15);
    e = m == 0 ? 0 : (exp ? exp : 1) - 16383 - 3;
  } else {
    DoubleBits u;
    u.v = (double)v;
    int exp = (int)((u.bits >> 52) & 0x7ff);
    uint64_t frac = u.bits & 0xfffffffffffffULL;
    leading = exp != 0;
    ndig = 13;
    for (int i = 0; i < 13; i++)
      nib[i] = (unsigned char)((frac >> (48 - 4 * i)) & 15);
    e = (exp == 0 && frac == 0) ? 0 : (exp ? exp : 1) - 1023;
  }

  int prec = sp->prec;
  if (prec < 0) {
    prec = ndig;
    while (prec > 0 && nib[prec - 1] == 0)
      prec--;
  } else if (prec < ndig) {
    int next = nib[prec], rest = next & 7;
    for (int i = prec + 1; i < ndig; i++)
      rest |= nib[i];
    int last = prec > 0 ? nib[prec - 1] : leading;
    if (next >= 8 && (rest || (last & 1))) {
      int i = prec - 1;
      while (i >= 0 && nib[i] == 15)
        nib[i--] = 0;
      if (i >= 0)
        nib[i]++;
      else if (++leading == 16) {
        leading = 1;
        e += 4;
      }
    }
  }

  const char *hex = sp->conv == 'A' ? "0123456789ABCDEF" : "0123456789abcdef";
  size_t len = 0;
  s[len++] = hex[leading];
  if (prec > 0 || sp->alt)
    s[len++] = '.';
  for (int i = 0; i < prec; i++)
    s[len++] = i < ndig ? hex[nib[i]] : '0';
  s[len++] = sp->conv == 'A' ? 'P' : 'p';
  s[len++] = e < 0 ? '-' : '+';
  unsigned ae = e < 0 ? -(unsigned)e : (unsigned)e;
  char tmp[12];
  int t = 0;
  do {
    tmp[t++] = (char)('0' + ae % 10);
    ae /= 10;
  } while (ae);
  while (t > 0)
    s[len++] = tmp[--t];
  return len;
}

void __fmt_float(Sink *out, const Spec *sp, long double v, int is_long) {
  int neg;
  uint64_t m = 0;
  int e2 = 0;
  int kind = decompose(v, &neg, &m, &e2);
  int upper = sp->conv == 'E' || sp->conv == 'F' || sp->conv == 'G' || sp->conv == 'A';
  const char *sign = neg ? "-" : sp->plus ? "+" : sp->space ? " " : "";
  size_t slen = strlen(sign);

  if (kind == K_INF || kind == K_NAN) {
    const char *word = kind == K_INF ? (upper ? "INF" : "inf") : (upper ? "NAN" : "nan");
    __fmt_field(out, sp, sign, slen, 0, word, 3, 0);
    return;
  }

  if ((sp->conv | 32) == 'a') {
    char *body = malloc(48 + (size_t)(sp->prec > 0 ? sp->prec : 0));
    if (!body) {
      out->error = ENOMEM;
      return;
    }
    size_t blen = hex_body(body, sp, v, is_long);
    char prefix[4];
    memcpy(prefix, sign, slen);
    prefix[slen] = '0';
    prefix[slen + 1] = sp->conv == 'A' ? 'X' : 'x';
    __fmt_field(out, sp, prefix, slen + 2, 0, body, blen, 1);
    free(body);
    return;
  }

  Decimal dec = {0, 0, 0};
  if (kind == K_FINITE && to_decimal(&dec, m, e2) < 0) {
    out->error = ENOMEM;
    return;
  }
  size_t blen = 0;
  char *body = decimal_body(sp, &dec, &blen);
  free(dec.d);
  if (!body) {
    out->error = ENOMEM;
    return;
  }
  __fmt_field(out, sp, sign, slen, 0, body, blen, 1);
  free(body);
}
