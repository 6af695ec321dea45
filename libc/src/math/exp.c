// exp.c — exp, exp2, expm1 in the three precisions.  One long double
// kernel: x = (32k + j) ln2/32 + r with |r| <= ln2/64, so that
// e^x = 2^k * 2^(j/32) * e^r, with 2^(j/32) from a table held to 128 bits
// (hi + lo) and e^r - 1 by its Taylor polynomial.  The long double result
// is within about 0.52 ulp; a double or float rounds it once more.
#include <math.h>
#include "libm.h"

// 2^(j/32) for j = 0..31 as hi + lo (computed with 300-bit arithmetic).
static const long double EXP2_J[32][2] = {
  {0x8000000000000000p-63L, 0.0L},
  {0x82cd8698ac2ba1d7p-63L, 0xf8a91d6d19482ffdp-129L},
  {0x85aac367cc487b15p-63L, -0xe8da91cf7aacf938p-129L},
  {0x88980e8092da8527p-63L, 0xbbf1aed9318ceac6p-128L},
  {0x8b95c1e3ea8bd6e7p-63L, -0x8373af14eb586dfdp-132L},
  {0x8ea4398b45cd53c0p-63L, 0xb70051321e0f5317p-129L},
  {0x91c3d373ab11c336p-63L, 0xfd6d8e0ae5ac9d82p-131L},
  {0x94f4efa8fef70961p-63L, 0xba2beb4495477951p-129L},
  {0x9837f0518db8a96fp-63L, 0x8d5a46305c85ededp-128L},
  {0x9b8d39b9d54e5539p-63L, -0xbaafd0bab86781c2p-128L},
  {0x9ef5326091a111aep-63L, -0xbeddc1ec288c045dp-128L},
  {0xa27043030c496819p-63L, -0xc90bf620fe6042b1p-128L},
  {0xa5fed6a9b15138eap-63L, 0xe5ebfb10b88380d9p-130L},
  {0xa9a15ab4ea7c0ef8p-63L, 0xa83c49d86a63f4e6p-128L},
  {0xad583eea42a14ac6p-63L, 0x93015191eb345d89p-128L},
  {0xb123f581d2ac2590p-63L, -0xf05f902d25bd44e3p-128L},
  {0xb504f333f9de6484p-63L, 0xb2fb1366ea957d3ep-128L},
  {0xb8fbaf4762fb9ee9p-63L, 0xdc3cbbc2b35b2d0dp-130L},
  {0xbd08a39f580c36bfp-63L, -0xaefdc09325e0a10cp-128L},
  {0xc12c4cca66709456p-63L, 0xf88afab34a010f6bp-128L},
  {0xc5672a115506daddp-63L, 0xf8ab432593767cdep-129L},
  {0xc9b9bd866e2f27a3p-63L, -0xfe3c0dabf5dd2d04p-128L},
  {0xce248c151f8480e4p-63L, -0xee53e3835069c895p-130L},
  {0xd2a81d91f12ae45ap-63L, 0x912472be1ef20143p-130L},
  {0xd744fccad69d6af4p-63L, 0xe69a2ee640b4ff78p-129L},
  {0xdbfbb797daf23755p-63L, 0xf610356a78a6a991p-129L},
  {0xe0ccdeec2a94e111p-63L, 0xcb12a091ba667944p-132L},
  {0xe5b906e77c8348a8p-63L, 0xf2f47a5276dd8765p-130L},
  {0xeac0c6e7dd24392fp-63L, -0xbf4a29323e46ac15p-129L},
  {0xefe4b99bdcdaf5cbp-63L, 0x8cac39ed291b7226p-128L},
  {0xf5257d152486cc2cp-63L, 0xf73a18f5db301f87p-128L},
  {0xfa83b2db722a033ap-63L, 0xf84b762862baff99p-128L},
};

// ln2/32 in two parts; n * LN2_32_HI is exact for |n| < 2^21.
static const long double LN2_32_HI = 0xb17217f7d1c00000p-69L;
static const long double LN2_32_LO = 0xf79abc9e3b39803fp-113L;
static const long double INV_LN2_32 = 0xb8aa3b295c17f0bcp-58L;
static const long double LN2_HI = 0xb17217f7d1cf79acp-64L;
static const long double LN2_LO = -0xd871319ff0342543p-130L;

// e^r - 1 for |r| <= ln2/64 (terms to r^10/10!: error below 2^-80).
static long double expm1_small(long double r) {
  long double q = 1;
  for (int n = 10; n >= 3; n--)
    q = 1 + r * q / n;  // q = 1 + r/3 + r^2/12 + ...
  return r + r * r / 2 * q;
}

// 2^(n/32) * e^r = 2^k * (*hi + returned tail), with k = floor(n/32).
static long double exp_table(long n, long double r, long *k, long double *hi) {
  int j = (int)(n & 31);
  *k = (n - j) / 32;
  long double p = expm1_small(r);
  *hi = EXP2_J[j][0];
  return EXP2_J[j][0] * p + EXP2_J[j][1] * (1 + p);
}

// e^(x + lo) = 2^k * (*hi + returned tail), for |x| < 12000 (lo tiny).
long double __exp_split(long double x, long double lo, long *k, long double *hi) {
  long double t = x * INV_LN2_32;
  long n = (long)(t < 0 ? t - 0.5L : t + 0.5L);
  long double r = x - n * LN2_32_HI;  // exact: n * LN2_32_HI is near x
  r = r + (lo - n * LN2_32_LO);
  return exp_table(n, r, k, hi);
}

// e^(x + lo) in long double; |x| < 12000.
long double __expl2(long double x, long double lo) {
  long k;
  long double hi, tail = __exp_split(x, lo, &k, &hi);
  return __scalbnl(hi + tail, k);
}

long double expl(long double x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x > 11357)
    return __math_oflowl(0);
  if (x < -11400)
    return isinf(x) ? 0 : __math_uflowl(0);
  long double r = __expl2(x, 0);
  if (isinf(r))
    return __math_oflowl(0);
  if (r == 0)
    return __math_uflowl(0);
  return r;
}

double exp(double x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x > 710)
    return __math_oflow(0);
  if (x < -746)
    return isinf(x) ? 0 : __math_uflow(0);
  double r = (double)__expl2(x, 0);
  if (isinf(r))
    return __math_oflow(0);
  if (r == 0)
    return __math_uflow(0);
  return r;
}

float expf(float x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x > 89)
    return __math_oflowf(0);
  if (x < -104)
    return isinf(x) ? 0 : __math_uflowf(0);
  float r = (float)__expl2(x, 0);
  if (isinf(r))
    return __math_oflowf(0);
  if (r == 0)
    return __math_uflowf(0);
  return r;
}

// 2^x: x = n/32 + f exactly, then e^(f ln2) with f ln2 to ~2^-75.
static long double exp2_core(long double x) {
  long double t = x * 32;
  long n = (long)(t < 0 ? t - 0.5L : t + 0.5L);
  long double f = x - (long double)n / 32;  // exact
  long double r = f * LN2_HI + f * LN2_LO;
  long k;
  long double hi, tail = exp_table(n, r, &k, &hi);
  return __scalbnl(hi + tail, k);
}

long double exp2l(long double x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x >= 16384)
    return __math_oflowl(0);
  if (x < -16446)
    return isinf(x) ? 0 : __math_uflowl(0);
  long double r = exp2_core(x);
  if (r == 0)
    return __math_uflowl(0);
  return r;
}

double exp2(double x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x >= 1024)
    return __math_oflow(0);
  if (x < -1080)
    return isinf(x) ? 0 : __math_uflow(0);
  double r = (double)exp2_core(x);
  if (r == 0)
    return __math_uflow(0);
  return r;
}

float exp2f(float x) {
  if (x != x || isinf(x))
    return x > 0 || x != x ? x : 0;
  if (x >= 128)
    return __math_oflowf(0);
  if (x < -160)
    return isinf(x) ? 0 : __math_uflowf(0);
  float r = (float)exp2_core(x);
  if (r == 0)
    return __math_uflowf(0);
  return r;
}

// e^x - 1.  Small |x|: the Taylor series, whose leading term is exact.
// Otherwise 2^k * hi - 1 is formed exactly (two-sum) before the table's
// tail is added, so that the cancellation near x = -0.35 costs nothing.
static long double expm1_core(long double x) {
  if (fabsl(x) < 0.34657359L) {
    long double p = 0;
    for (int n = 22; n >= 2; n--)
      p = (p + 1) * x / n;  // p = x/2! + x^2/3! + ...: builds (e^x-1-x)/x
    return x + x * p;
  }
  long k;
  long double hi, tail = __exp_split(x, 0, &k, &hi);
  long double big = __scalbnl(hi, k), s, e;
  if (k > 64)
    return big + __scalbnl(tail, k);  // the 1 is below the last bit
  TWO_SUM(s, e, big, -1.0L);
  return s + (e + __scalbnl(tail, k));
}

long double expm1l(long double x) {
  if (x != x || x == 0 || isinf(x))
    return x > 0 || x == 0 || x != x ? x : -1;
  if (x > 11357)
    return __math_oflowl(0);
  if (x < -50)
    return -1;
  long double r = expm1_core(x);
  return isinf(r) ? __math_oflowl(0) : r;
}

double expm1(double x) {
  if (x != x || x == 0 || isinf(x))
    return x > 0 || x == 0 || x != x ? x : -1;
  if (x > 710)
    return __math_oflow(0);
  if (x < -50)
    return -1;
  double r = (double)expm1_core(x);
  return isinf(r) ? __math_oflow(0) : r;
}

float expm1f(float x) {
  if (x != x || x == 0 || isinf(x))
    return x > 0 || x == 0 || x != x ? x : -1;
  if (x > 89)
    return __math_oflowf(0);
  if (x < -50)
    return -1;
  float r = (float)expm1_core(x);
  return isinf(r) ? __math_oflowf(0) : r;
}
