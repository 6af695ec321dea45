// strtod.c — strtof, strtod, strtold, atof: correctly rounded (to nearest,
// ties to even) for every input, decimal or hexadecimal.
//
// The digits are read as a big integer D with D * 10^E the exact value
// (past 12,000 significant digits a nonzero tail only adds a final 1: no
// rounding boundary of any format has more digits).  Then value = A/B *
// 2^E with A = D*5^E, B = 1 when E >= 0, and A = D, B = 5^-E otherwise,
// and binary long division yields exactly the bits the target format
// keeps, one guard bit and a sticky bit.  Simple and exact.  A short
// decimal (at most 19 digits, |exponent| <= 27) whose digits and power of
// ten are both exact in the format needs only one rounded operation.
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DIGITS 12000

// A big unsigned integer: little-endian base-2^32 limbs.
typedef struct {
  uint32_t *w;
  int n, cap;
} Big;

static void big_mul_add(Big *b, uint32_t m, uint32_t add) {
  uint64_t carry = add;
  for (int i = 0; i < b->n; i++) {
    uint64_t t = (uint64_t)b->w[i] * m + carry;
    b->w[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry)
    b->w[b->n++] = (uint32_t)carry;
}

static void big_mul_pow5(Big *b, int k) {
  for (; k >= 13; k -= 13)
    big_mul_add(b, 1220703125, 0);
  uint32_t p = 1;
  while (k-- > 0)
    p *= 5;
  big_mul_add(b, p, 0);
}

static int big_bits(const Big *b) {
  if (b->n == 0)
    return 0;
  uint32_t top = b->w[b->n - 1];
  int bits = 0;
  while (top) {
    bits++;
    top >>= 1;
  }
  return (b->n - 1) * 32 + bits;
}

static void big_shl(Big *b, int s) {
  int words = s / 32, bits = s % 32;
  if (b->n == 0)
    return;
  if (bits) {
    uint32_t carry = 0;
    for (int i = 0; i < b->n; i++) {
      uint32_t w = b->w[i];
      b->w[i] = (w << bits) | carry;
      carry = w >> (32 - bits);
    }
    if (carry)
      b->w[b->n++] = carry;
  }
  if (words) {
    for (int i = b->n - 1; i >= 0; i--)
      b->w[i + words] = b->w[i];
    for (int i = 0; i < words; i++)
      b->w[i] = 0;
    b->n += words;
  }
}

static int big_cmp(const Big *a, const Big *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (int i = a->n - 1; i >= 0; i--)
    if (a->w[i] != b->w[i])
      return a->w[i] < b->w[i] ? -1 : 1;
  return 0;
}

static void big_sub(Big *a, const Big *b) {  // a -= b, a >= b
  int64_t borrow = 0;
  for (int i = 0; i < a->n; i++) {
    int64_t t = (int64_t)a->w[i] - (i < b->n ? b->w[i] : 0) - borrow;
    borrow = t < 0;
    a->w[i] = (uint32_t)(t + (borrow << 32));
  }
  while (a->n > 0 && a->w[a->n - 1] == 0)
    a->n--;
}

// The next quotient bit of A/B (1 <= ... < 2 scaled), then A *= 2.
static int next_bit(Big *a, const Big *b) {
  int bit = big_cmp(a, b) >= 0;
  if (bit)
    big_sub(a, b);
  big_shl(a, 1);
  return bit;
}

// A target format: significand bits (with the leading one) and the
// exponent of the smallest normal number.
typedef struct {
  int p, emin, emax;
} Format;

static const Format FMT_FLOAT = {24, -126, 127};
static const Format FMT_DOUBLE = {53, -1022, 1023};
static const Format FMT_LDOUBLE = {64, -16382, 16383};

// The rounded result as q * 2^y (q < 2^p), or inf when *overflow.
typedef struct {
  uint64_t q;
  int y;
  int overflow, inexact;
} Rounded;

// Rounds A/B * 2^e2 (A, B > 0) to the format.  Destroys A and B.
static Rounded divide_round(Big *a, Big *b, long e2, const Format *f) {
  Rounded r = {0, 0, 0, 0};
  long t = (long)big_bits(a) - big_bits(b);
  if (t > 0)
    big_shl(b, (int)t);
  else if (t < 0)
    big_shl(a, (int)-t);
  if (big_cmp(a, b) < 0) {
    big_shl(a, 1);
    t--;
  }
  long x = t + e2;  // value = (A/B) * 2^x with 1 <= A/B < 2
  if (x > f->emax) {
    r.overflow = 1;
    return r;
  }
  long keep = x >= f->emin ? f->p : f->p - (f->emin - x);
  if (keep < 0) {  // below half the smallest subnormal
    r.inexact = 1;
    r.y = f->emin - f->p + 1;
    return r;
  }
  uint64_t q = 0;
  for (long i = 0; i < keep; i++)
    q = q << 1 | (uint64_t)next_bit(a, b);
  int guard = next_bit(a, b);
  int sticky = a->n != 0;
  r.inexact = guard || sticky;
  r.y = (int)(x - keep + 1);
  if (guard && (sticky || (q & 1))) {
    q++;
    // 1.11..1 rounded up to 10.00..0 (for p == 64 the increment wraps).
    if (keep == f->p && (q == 0 || (f->p < 64 && q >> f->p))) {
      q = 1ULL << (f->p - 1);
      r.y++;
      if (r.y + f->p - 1 > f->emax)
        r.overflow = 1;
    }
  }
  r.q = q;
  return r;
}

// The parsed number: sign, kind, and for finite numbers what
// divide_round needs.
typedef struct {
  int neg;
  int kind;  // 0 zero, 1 finite, 2 inf, 3 nan
  Big a, b;
  long e2;
  int small;     // A and B not built: the value is exactly sd * 10^se
  uint64_t sd;   // with sd < 10^19 and |se| <= 27
  int se;
} Parsed;

static int match_word(const char *s, const char *word) {
  for (; *word; s++, word++)
    if (tolower((unsigned char)*s) != *word)
      return 0;
  return 1;
}

static int hexval(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  c |= 32;
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static int alloc_big(Big *b, long bits) {
  b->cap = (int)(bits / 32 + 4);
  b->n = 0;
  b->w = calloc((size_t)b->cap, sizeof(uint32_t));
  return b->w ? 0 : -1;
}

// Reads an exponent "e-12" / "p+3" at *p if one is there.
static long read_exp(const char **p, char letter) {
  const char *s = *p;
  if ((*s | 32) != letter)
    return 0;
  s++;
  int neg = 0;
  if (*s == '+' || *s == '-')
    neg = *s++ == '-';
  if (!isdigit((unsigned char)*s))
    return 0;
  long e = 0;
  for (; isdigit((unsigned char)*s); s++)
    if (e < 1000000)
      e = e * 10 + (*s - '0');
  *p = s;
  return neg ? -e : e;
}

// Hexadecimal digits after "0x": A is the digits, B is 1.
static const char *parse_hex(const char *s, Parsed *out) {
  const char *p = s, *start;
  long point = -1, nd = 0, lead = 0;
  for (start = p; hexval((unsigned char)*p) >= 0 || (*p == '.' && point < 0); p++) {
    if (*p == '.')
      point = nd;
    else
      nd++;
  }
  if (nd == 0)
    return 0;
  if (point < 0)
    point = nd;
  if (alloc_big(&out->a, nd * 4 + 64) || alloc_big(&out->b, 64))
    return 0;
  long used = 0;
  int sticky = 0;
  for (const char *q = start; q < p; q++) {
    if (*q == '.')
      continue;
    int v = hexval((unsigned char)*q);
    if (out->a.n == 0 && v == 0) {
      lead++;
      continue;
    }
    if (used < 40) {
      big_mul_add(&out->a, 16, (uint32_t)v);
      used++;
    } else if (v) {
      sticky = 1;
    }
  }
  long e = read_exp(&p, 'p');
  if (out->a.n == 0) {
    out->kind = 0;
    return p;
  }
  if (sticky) {  // lost nonzero digits only matter as "a bit more"
    big_mul_add(&out->a, 2, 1);
    e -= 1;
  }
  out->b.w[0] = 1;
  out->b.n = 1;
  out->kind = 1;
  out->e2 = e + 4 * (point - lead - used) ;
  return p;
}

// Decimal digits: A = D * 5^E, B = 5^-E (the other one is 1).
static const char *parse_dec(const char *s, Parsed *out) {
  const char *p = s;
  long nd = 0, point = -1;
  for (; isdigit((unsigned char)*p) || (*p == '.' && point < 0); p++) {
    if (*p == '.')
      point = nd;
    else
      nd++;
  }
  if (nd == 0)
    return 0;
  const char *digits_end = p;
  if (point < 0)
    point = nd;
  long e = read_exp(&p, 'e');

  // Significant digits: skip leading zeros, stop at MAX_DIGITS.
  long sig = 0, lead = 0, last_nonzero = 0, pos = 0;
  for (const char *q = s; q < digits_end; q++) {
    if (*q == '.')
      continue;
    pos++;
    if (*q != '0') {
      if (sig == 0)
        lead = pos - 1;
      last_nonzero = pos;
      sig = 1;
    }
  }
  if (!sig) {
    out->kind = 0;
    return p;
  }
  long ndig = last_nonzero - lead;
  int sticky = 0;
  if (ndig > MAX_DIGITS) {
    ndig = MAX_DIGITS;
    sticky = 1;
  }
  long e10 = e + point - lead - ndig;  // value = D * 10^e10
  if (ndig + e10 > 5000) {
    out->kind = 2;
    out->neg |= 4;  // overflow marker
    return p;
  }
  if (ndig + e10 < -5000) {
    out->kind = 0;
    out->neg |= 8;  // underflow marker
    return p;
  }
  if (!sticky && ndig <= 19 && e10 >= -27 && e10 <= 27) {
    uint64_t d = 0;
    long taken = 0;
    pos = 0;
    for (const char *q = s; q < digits_end && taken < ndig; q++) {
      if (*q == '.' || pos++ < lead)
        continue;
      d = d * 10 + (uint64_t)(*q - '0');
      taken++;
    }
    out->small = 1;
    out->sd = d;
    out->se = (int)e10;
    out->kind = 1;
    return p;
  }
  if (sticky)
    e10--;
  long bits = (ndig + 1) * 4 + (e10 > 0 ? e10 * 3 : -e10 * 3) + 128;
  if (alloc_big(&out->a, bits) || alloc_big(&out->b, bits))
    return 0;
  long taken = 0;
  pos = 0;
  uint32_t chunk = 0, scale = 1;
  for (const char *q = s; q < digits_end && taken < ndig; q++) {
    if (*q == '.')
      continue;
    if (pos++ < lead)
      continue;
    chunk = chunk * 10 + (uint32_t)(*q - '0');
    scale *= 10;
    taken++;
    if (scale == 1000000000) {
      big_mul_add(&out->a, scale, chunk);
      chunk = 0;
      scale = 1;
    }
  }
  if (sticky) {
    chunk = chunk * 10 + 1;
    scale *= 10;
  }
  if (scale > 1)
    big_mul_add(&out->a, scale, chunk);
  if (out->a.n == 0)
    big_mul_add(&out->a, 1, 0);
  out->b.w[0] = 1;
  out->b.n = 1;
  if (e10 >= 0)
    big_mul_pow5(&out->a, (int)e10);
  else
    big_mul_pow5(&out->b, (int)-e10);
  out->e2 = e10;
  out->kind = 1;
  return p;
}

// Builds A and B for a small number whose fast path did not apply.
static int build_small(Parsed *ps) {
  if (alloc_big(&ps->a, 160) || alloc_big(&ps->b, 160))
    return -1;
  uint32_t hi = (uint32_t)(ps->sd >> 32), lo = (uint32_t)ps->sd;
  ps->a.w[0] = lo;
  ps->a.w[1] = hi;
  ps->a.n = hi ? 2 : 1;
  ps->b.w[0] = 1;
  ps->b.n = 1;
  if (ps->se >= 0)
    big_mul_pow5(&ps->a, ps->se);
  else
    big_mul_pow5(&ps->b, -ps->se);
  ps->e2 = ps->se;
  ps->small = 0;
  return 0;
}

// 10^k for 0 <= k <= 27, exact in long double (5^27 < 2^64).
static long double pow10_exact(int k) {
  long double r = 1;
  while (k-- > 0)
    r *= 10;
  return r;
}

// Parses s; *end gets the first unused character (s if nothing matched).
static void parse(const char *s, char **end, Parsed *out) {
  const char *p = s;
  memset(out, 0, sizeof *out);
  while (isspace((unsigned char)*p))
    p++;
  if (*p == '+' || *p == '-')
    out->neg = *p++ == '-';
  const char *q = 0;
  if (match_word(p, "inf")) {
    out->kind = 2;
    q = p + (match_word(p, "infinity") ? 8 : 3);
  } else if (match_word(p, "nan")) {
    out->kind = 3;
    q = p + 3;
    if (*q == '(') {
      const char *r = q + 1;
      while (isalnum((unsigned char)*r) || *r == '_')
        r++;
      if (*r == ')') {
        // Like glibc, a number in the parentheses is the NaN's payload.
        char *pend;
        uint64_t payload = strtoull(q + 1, &pend, 0);
        if (pend == r)
          out->sd = payload;
        q = r + 1;
      }
    }
  } else if (p[0] == '0' && (p[1] | 32) == 'x' &&
             (hexval((unsigned char)p[2]) >= 0 ||
              (p[2] == '.' && hexval((unsigned char)p[3]) >= 0))) {
    q = parse_hex(p + 2, out);
  } else {
    q = parse_dec(p, out);
  }
  if (!q) {  // no number (or out of memory): nothing is consumed
    out->kind = 0;
    out->neg = 0;
    q = s;
  }
  if (end)
    *end = (char *)q;
}

// Rounds the parsed number to f; the result is sign, q, y, or the
// special kinds.  Sets errno to ERANGE on overflow and on a tiny inexact
// result.
static Rounded convert(Parsed *ps, const Format *f) {
  Rounded r = {0, 0, 0, 0};
  if (ps->small && build_small(ps)) {
    errno = ENOMEM;
    return r;
  }
  if (ps->neg & 4) {
    r.overflow = 1;
  } else if (ps->kind == 1) {
    r = divide_round(&ps->a, &ps->b, ps->e2, f);
    if (!r.overflow && r.inexact && r.q < (1ULL << (f->p - 1)))
      errno = ERANGE;
  } else if (ps->neg & 8) {
    errno = ERANGE;
  }
  if (r.overflow)
    errno = ERANGE;
  free(ps->a.w);
  free(ps->b.w);
  return r;
}

double strtod(const char *restrict s, char **restrict end) {
  Parsed ps;
  parse(s, end, &ps);
  int neg = ps.neg & 1;
  if (ps.small && ps.sd < (1ULL << 53) && ps.se >= -22 && ps.se <= 22) {
    // Both operands exact: one correctly rounded operation.
    double d = (double)ps.sd, t = (double)pow10_exact(ps.se < 0 ? -ps.se : ps.se);
    d = ps.se < 0 ? d / t : d * t;
    return neg ? -d : d;
  }
  union { double d; uint64_t u; } v;
  v.u = 0;
  if (ps.kind == 3) {
    v.u = 0x7ff8000000000000ULL | (ps.sd & 0x7ffffffffffffULL);
  } else if (ps.kind == 2 && !(ps.neg & 4)) {
    v.u = 0x7ff0000000000000ULL;
  } else {
    Rounded r = convert(&ps, &FMT_DOUBLE);
    if (r.overflow)
      v.u = 0x7ff0000000000000ULL;
    else if (r.q >> 52)  // normal
      v.u = (uint64_t)(r.y + 52 + 1023) << 52 | (r.q & 0xfffffffffffffULL);
    else
      v.u = r.q;
  }
  if (neg)
    v.u |= 1ULL << 63;
  return v.d;
}

float strtof(const char *restrict s, char **restrict end) {
  Parsed ps;
  parse(s, end, &ps);
  int neg = ps.neg & 1;
  if (ps.small && ps.sd < (1ULL << 24) && ps.se >= -10 && ps.se <= 10) {
    float f = (float)ps.sd, t = (float)pow10_exact(ps.se < 0 ? -ps.se : ps.se);
    f = ps.se < 0 ? f / t : f * t;
    return neg ? -f : f;
  }
  union { float f; uint32_t u; } v;
  v.u = 0;
  if (ps.kind == 3) {
    v.u = 0x7fc00000 | (uint32_t)(ps.sd & 0x3fffff);
  } else if (ps.kind == 2 && !(ps.neg & 4)) {
    v.u = 0x7f800000;
  } else {
    Rounded r = convert(&ps, &FMT_FLOAT);
    if (r.overflow)
      v.u = 0x7f800000;
    else if (r.q >> 23)
      v.u = (uint32_t)(r.y + 23 + 127) << 23 | (uint32_t)(r.q & 0x7fffff);
    else
      v.u = (uint32_t)r.q;
  }
  if (neg)
    v.u |= 1u << 31;
  return v.f;
}

long double strtold(const char *restrict s, char **restrict end) {
  Parsed ps;
  parse(s, end, &ps);
  int neg = ps.neg & 1;
  if (ps.small) {
    long double d = (long double)ps.sd, t = pow10_exact(ps.se < 0 ? -ps.se : ps.se);
    d = ps.se < 0 ? d / t : d * t;
    return neg ? -d : d;
  }
  union { long double v; struct { uint64_t m; uint16_t se; } b; } v;
  memset(&v, 0, sizeof v);
  if (ps.kind == 3) {
    v.b.m = 0xc000000000000000ULL | (ps.sd & 0x3fffffffffffffffULL);
    v.b.se = 0x7fff;
  } else if (ps.kind == 2 && !(ps.neg & 4)) {
    v.b.m = 0x8000000000000000ULL;
    v.b.se = 0x7fff;
  } else {
    Rounded r = convert(&ps, &FMT_LDOUBLE);
    if (r.overflow) {
      v.b.m = 0x8000000000000000ULL;
      v.b.se = 0x7fff;
    } else {
      v.b.m = r.q;
      v.b.se = (r.q >> 63) ? (uint16_t)(r.y + 63 + 16383) : 0;
    }
  }
  if (neg)
    v.b.se |= 0x8000;
  return v.v;
}

double atof(const char *s) {
  return strtod(s, 0);
}
