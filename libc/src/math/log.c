// log.c — log, log2, log10, log1p in the three precisions.  One kernel
// gives ln x as hi + lo to about 2^-120 relative: x = 2^k * m with m in
// [1, 2 - 1/128), c = 1 + j/64 the nearest table point, r = (m - c)/c
// (carried as hi + lo), ln x = k ln2 + ln c + ln(1 + r), ln c from a
// 128-bit table and ln(1 + r) by its series with the r^2 term exact.
// The long double results are within about 0.51 ulp.
#include <math.h>
#include "libm.h"

// ln(1 + j/64), j = 0..64, as hi + lo (computed with 300-bit arithmetic).
static const long double LOG_C[65][2] = {
  {0.0L, 0.0L},
  {0xfe054587e01f1e7dp-70L, -0x92c59642a1549054p-138L},
  {0xfc14d873c1980268p-69L, -0xe07d87086eb028a9p-135L},
  {0xbba2c7b196e7e232p-68L, -0xb0d5e11b5a7d386dp-133L},
  {0xf85186008b15330cp-68L, -0xcda3a4453343b396p-135L},
  {0x9a0ebcb0de8e8495p-67L, -0xcf913df65d915fbdp-133L},
  {0xb78694572b5a5cdfp-67L, 0x93373da336c819cap-133L},
  {0xd49369d256ab1b28p-67L, 0xbd22a9c3aa4c79aap-132L},
  {0xf1383b7157972f4fp-67L, 0xa87ffe1fe9e155dcp-132L},
  {0x86bbf3e68472cb35p-66L, -0x88e85bf3d5171dbep-131L},
  {0x94aa97c0ffa91a60p-66L, 0xbb8e203edf4d10a0p-132L},
  {0xa2695b665be8f33fp-66L, -0xc26af0781e1f3beap-131L},
  {0xaff983853c9e9e44p-66L, -0xc1df5f8dedc45019p-131L},
  {0xbd5c481086c848dfp-66L, 0xdacb5a8182019200p-133L},
  {0xca92d4e7a2b5a3b2p-66L, 0x983a9c5c4b3b1328p-134L},
  {0xd79e4a7405ff96c6p-66L, 0xe601937ccf5cbb3bp-131L},
  {0xe47fbe3cd4d10d61p-66L, 0xbb03de5ff734495cp-132L},
  {0xf1383b7157972f4fp-66L, 0xa87ffe1fe9e155dcp-131L},
  {0xfdc8c36af1f1546bp-66L, -0xab993c86b2d35f6ep-131L},
  {0x851927139c871afcp-65L, -0xc085fe78ff3c75c8p-130L},
  {0x8b3ae55d5d30701dp-65L, -0xce0aa3be4747dc10p-132L},
  {0x914a0fde7bcb2d12p-65L, 0xa14f69d750cbd2eap-132L},
  {0x974715d708e984e1p-65L, 0xcc91a85081b3cdeep-130L},
  {0x9d3262ab4a2f4e39p-65L, 0xf35cd740d08df5bdp-130L},
  {0xa30c5e10e2f613e8p-65L, 0xb7b37b33c734415ep-130L},
  {0xa8d56c396fc1684ep-65L, 0x93d60cfaaf188ea8p-130L},
  {0xae8dedfac04e5284p-65L, 0xd8e0f71ff84567cep-130L},
  {0xb43640f4d8a57622p-65L, 0xaf840538e1a592dfp-132L},
  {0xb9cebfb5de8034e7p-65L, 0x9314feb4fbde5aaep-132L},
  {0xbf57c1dc157e1b26p-65L, -0xc5a184b5abef23a8p-130L},
  {0xc4d19c360a12d5adp-65L, 0xe310220782ad9ffep-131L},
  {0xca3ca0e108b7d5d2p-65L, 0xcdd147d106eaea4ap-130L},
  {0xcf991f65fcc25f96p-65L, -0x9728990bfadde7e6p-130L},
  {0xd4e764d4d0424c6ap-65L, 0x84ff52f25435ef84p-130L},
  {0xda27bbde647b1466p-65L, -0x892a8b38f0e21bf6p-133L},
  {0xdf5a6ced38dbdfbcp-65L, 0xc3a6f57783592da9p-131L},
  {0xe47fbe3cd4d10d61p-65L, 0xbb03de5ff734495cp-131L},
  {0xe997f3f0075eab0fp-65L, -0x9b9a0a0b9205cea9p-133L},
  {0xeea350260e2505f7p-65L, 0xc4d493a3b70ff4fbp-131L},
  {0xf3a2130eb43c3f1cp-65L, -0x972430d12e44bfb6p-132L},
  {0xf8947afd7837659bp-65L, -0xdf13bb38c28a30aap-132L},
  {0xfd7ac47bc798f6cdp-65L, 0xfb3e4ea86bfb1b53p-130L},
  {0x812a952d2e87f635p-64L, -0xe5a8a046000e5c8ep-131L},
  {0x8391f2e0e6fa0273p-64L, -0x869c76ee91549a91p-129L},
  {0x85f39721295415b5p-64L, -0xed0899840065926fp-130L},
  {0x884f9cf16a64b7efp-64L, 0xfb26c2de462f920bp-131L},
  {0x8aa61e97a6af4d4cp-64L, 0xf33a3965e280a9dap-129L},
  {0x8cf735a33e4b7663p-64L, -0xd08a21f88615477cp-131L},
  {0x8f42faf3820681efp-64L, 0xc59a5f3e3c6be5d0p-129L},
  {0x918986bdf5fa1417p-64L, -0xe4bc6e9adbf5b8e4p-132L},
  {0x93caf0944d88d75cp-64L, -0xf81848d2f1c00ff3p-130L},
  {0x96074f6a24745dccp-64L, -0xac79c8bac33b56fdp-130L},
  {0x983eb99a7885f0fep-64L, -0xa6f5e0a9926423d0p-129L},
  {0x9a7144ece70e98b7p-64L, 0xb92d885ce4eae4a6p-129L},
  {0x9c9f069ab150cd4ep-64L, 0x884c06dbe30e3d88p-130L},
  {0x9ec813538ab7d520p-64L, 0x84c7a15a4f3dae02p-130L},
  {0xa0ec7f4233957323p-64L, 0x97985e8c02ef2a71p-130L},
  {0xa30c5e10e2f613e8p-64L, 0xb7b37b33c734415ep-129L},
  {0xa527c2ed81f5d811p-64L, 0xf7e8f4dd86d8c5bap-130L},
  {0xa73ec08dbadd84e6p-64L, -0xf67a9ba7aa23cbcfp-129L},
  {0xa9516932de2d5774p-64L, -0x83750ea4d0a2b082p-129L},
  {0xab5fcead9f9cca09p-64L, -0xe77a32700d3191f5p-131L},
  {0xad6a0261acf967d9p-64L, 0x9aaa5f0239a8108bp-129L},
  {0xaf70154920b3ab87p-64L, -0x9f6a02dbdf821674p-129L},
  {0xb17217f7d1cf79acp-64L, -0xd871319ff0342543p-130L},
};

static const long double LN2_HI = 0xb17217f7d1cf0000p-64L;  // 48 bits: k * LN2_HI exact
static const long double LN2_LO = 0xf35793c7673007e6p-113L;
static const long double INV_LN2_HI = 0xb8aa3b295c17f0bcp-63L;
static const long double INV_LN2_LO = -0x82f0025f2dc582eep-128L;
static const long double INV_LN10_HI = 0xde5bd8a937287195p-65L;
static const long double INV_LN10_LO = 0xd56eaabeb4cf70c9p-131L;

// ln x = returned hi + *lo, for finite x > 0.
long double __log_dd(long double x, long double *lo) {
  union ldbits v = {x};
  int k = 0;
  if ((v.i.se & 0x7fff) == 0) {  // subnormal
    v.f = x * 0x1p64L;
    k = -64;
  }
  k += (v.i.se & 0x7fff) - 16383;
  v.i.se = 16383;  // m in [1, 2)
  long double m = v.f;
  if (m >= 2 - 1.0L / 128) {
    m /= 2;
    k++;
  }
  int j = (int)((m - 1) * 64 + 0.5L);
  if (j < 0)
    j = 0;
  long double c = 1 + j / 64.0L;
  long double f = m - c;  // exact
  long double r = f / c, p, pe;
  TWO_PROD(p, pe, r, c);
  long double r_lo = ((f - p) - pe) / c;  // r + r_lo = f / c to 2^-128
  // ln(1 + r + r_lo) = r + r_lo - r^2/2 + r^3/3 - ... (r_lo^2 negligible)
  long double q, qe;
  TWO_PROD(q, qe, r, r);
  long double series = 0;
  for (int n = 14; n >= 3; n--)
    series = series * -r + 1.0L / n;
  series *= r * q;  // r^3/3 - r^4/4 + ...
  long double tail = r_lo - r * r_lo - qe / 2 + series + k * LN2_LO + LOG_C[j][1];
  long double s1, e1, s2, e2, s3, e3;
  TWO_SUM(s1, e1, k * LN2_HI, LOG_C[j][0]);
  TWO_SUM(s2, e2, s1, r);
  TWO_SUM(s3, e3, s2, -q / 2);  // q/2 is exact
  long double hi;
  FAST_TWO_SUM(hi, *lo, s3, e1 + e2 + e3 + tail);
  return hi;
}

// The special cases shared by every log: NaN, negative, zero, infinity.
// Returns 1 and sets *r when x is one of them.
static int log_special(long double x, long double *r) {
  if (x != x) {
    *r = x;
    return 1;
  }
  if (x < 0) {
    *r = __math_edom();
    return 1;
  }
  if (x == 0) {
    *r = __math_pole(1);
    return 1;
  }
  if (isinf(x)) {
    *r = x;
    return 1;
  }
  return 0;
}

static long double log_core(long double x) {
  long double lo, hi = __log_dd(x, &lo);
  return hi + lo;
}

// (hi + lo) * (chi + clo), rounded once.
static long double mul_dd(long double hi, long double lo, long double chi, long double clo) {
  long double p, e;
  TWO_PROD(p, e, hi, chi);
  return p + (e + hi * clo + lo * chi);
}

static long double log2_core(long double x) {
  long double lo, hi = __log_dd(x, &lo);
  return mul_dd(hi, lo, INV_LN2_HI, INV_LN2_LO);
}

static long double log10_core(long double x) {
  long double lo, hi = __log_dd(x, &lo);
  return mul_dd(hi, lo, INV_LN10_HI, INV_LN10_LO);
}

long double logl(long double x) {
  long double r;
  return log_special(x, &r) ? r : log_core(x);
}

double log(double x) {
  long double r;
  return (double)(log_special(x, &r) ? r : log_core(x));
}

float logf(float x) {
  long double r;
  return (float)(log_special(x, &r) ? r : log_core(x));
}

long double log2l(long double x) {
  long double r;
  return log_special(x, &r) ? r : log2_core(x);
}

double log2(double x) {
  long double r;
  return (double)(log_special(x, &r) ? r : log2_core(x));
}

float log2f(float x) {
  long double r;
  return (float)(log_special(x, &r) ? r : log2_core(x));
}

long double log10l(long double x) {
  long double r;
  return log_special(x, &r) ? r : log10_core(x);
}

double log10(double x) {
  long double r;
  return (double)(log_special(x, &r) ? r : log10_core(x));
}

float log10f(float x) {
  long double r;
  return (float)(log_special(x, &r) ? r : log10_core(x));
}

// ln(1 + x): 1 + x = u + ul exactly, ln(u + ul) = ln u + ul/u.
static long double log1p_core(long double x) {
  if (x != x || isinf(x))
    return x > 0 ? x : x != x ? x : __math_edom();
  if (x <= -1)
    return x == -1 ? __math_pole(1) : __math_edom();
  if (fabsl(x) < 0x1p-70L)
    return x;
  long double u, ul;
  TWO_SUM(u, ul, 1.0L, x);
  long double lo, hi = __log_dd(u, &lo);
  return hi + (lo + ul / u);
}

long double log1pl(long double x) { return log1p_core(x); }
double log1p(double x) { return (double)log1p_core(x); }
float log1pf(float x) { return (float)log1p_core(x); }
