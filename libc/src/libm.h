// libm.h — what the math functions share privately: bit access to the
// three formats, the error conventions of C11 7.12.1 (errno and the
// exception the hardware raises), and the long double kernels.
#ifndef LIBM_H
#define LIBM_H

#include <errno.h>
#include <stdint.h>

union fbits { float f; uint32_t i; };
union dbits { double f; uint64_t i; };
// x87 80-bit: 64-bit significand with an explicit integer bit, then
// sign and 15-bit exponent.
union ldbits { long double f; struct { uint64_t m; uint16_t se; } i; };

// The default NaN of an invalid operation, computed at run time as the
// hardware makes it (on x86_64 it has its sign bit set: glibc prints
// sqrt(-1) as "-nan", and so do we).
static inline double __invalid(void) {
  volatile double z = 0;
  return z / z;
}

static inline long double __invalidl(void) {
  volatile long double z = 0;
  return z / z;
}

// Domain error: EDOM and a NaN (raising invalid).
static inline long double __math_edom(void) {
  errno = EDOM;
  return __invalid();
}

// Pole error: ERANGE and an exact infinity of the given sign (raising
// divide-by-zero).
static inline long double __math_pole(int negative) {
  volatile double z = 0;
  errno = ERANGE;
  return (negative ? -1.0 : 1.0) / z;
}

// Overflow: ERANGE and the rounded huge value (inf when rounding to
// nearest), of the given sign, in the caller's format.
static inline long double __math_oflowl(int negative) {
  volatile long double h = 0x1p16383L;
  errno = ERANGE;
  return (negative ? -h : h) * h;
}

static inline double __math_oflow(int negative) {
  volatile double h = 0x1p1023;
  errno = ERANGE;
  return (negative ? -h : h) * h;
}

static inline float __math_oflowf(int negative) {
  volatile float h = 0x1p127f;
  errno = ERANGE;
  return (negative ? -h : h) * h;
}

// Underflow to zero (or the smallest subnormal, in directed modes).
static inline long double __math_uflowl(int negative) {
  volatile long double t = 0x1p-16382L;
  errno = ERANGE;
  return (negative ? -t : t) * t;
}

static inline double __math_uflow(int negative) {
  volatile double t = 0x1p-1022;
  errno = ERANGE;
  return (negative ? -t : t) * t;
}

static inline float __math_uflowf(int negative) {
  volatile float t = 0x1p-126f;
  errno = ERANGE;
  return (negative ? -t : t) * t;
}

// The rounding mode the SSE unit uses now, found by arithmetic (no
// fenv call): FE_TONEAREST, FE_DOWNWARD, FE_UPWARD or FE_TOWARDZERO.
static inline int __rounding_mode(void) {
  volatile double one = 1, tiny = 0x1p-60, three_quarters = 0x1.8p-53;
  if (one + tiny > one)
    return 0x800;
  if (-one - tiny < -one)
    return 0x400;
  if (one + three_quarters > one)
    return 0;
  return 0xc00;
}

// Error-free transformations in long double (64-bit significands).
// TWO_SUM: s + e == a + b exactly (Knuth).  FAST_TWO_SUM: the same when
// |a| >= |b| (Dekker).  TWO_PROD: p + e == a * b exactly, by splitting
// each factor into two 32-bit halves (Veltkamp, Dekker); a * b must not
// overflow or underflow.  They are macros so that the results land in the
// caller's variables: a pointer to a local would make it a heap object.
#define TWO_SUM(s, e, a, b) do { \
    long double a_ = (a), b_ = (b); \
    s = a_ + b_; \
    long double bv_ = s - a_; \
    e = (a_ - (s - bv_)) + (b_ - bv_); \
  } while (0)
#define FAST_TWO_SUM(s, e, a, b) do { \
    long double a_ = (a), b_ = (b); \
    s = a_ + b_; \
    e = b_ - (s - a_); \
  } while (0)
#define TWO_PROD(p, e, a, b) do { \
    long double a_ = (a), b_ = (b); \
    long double ca_ = a_ * 0x1.00000001p32L, cb_ = b_ * 0x1.00000001p32L; \
    long double ah_ = ca_ - (ca_ - a_), al_ = a_ - ah_; \
    long double bh_ = cb_ - (cb_ - b_), bl_ = b_ - bh_; \
    p = a_ * b_; \
    e = ((ah_ * bh_ - p) + ah_ * bl_ + al_ * bh_) + al_ * bl_; \
  } while (0)

long double __expl2(long double hi, long double lo);
long double __exp_split(long double x, long double lo, long *k, long double *hi);
long double __log_dd(long double x, long double *lo);
long double __sinpi_dd(long double r, long double *lo);
int __rem_pio2l(long double x, long double *hi, long double *lo);
long double __scalbnl(long double x, long n);

#endif
