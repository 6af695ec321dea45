// sin.c — sin, cos, tan in the three precisions.  The argument is
// reduced to r = x - n pi/2, |r| <= pi/4, carried as hi + lo: below 2^30
// by Cody-Waite with pi/2 in four parts (the first three products exact),
// above by Payne-Hanek with 2/pi to 16,700 bits, so every finite long
// double is reduced to about 2^-120.  The kernels are Taylor series
// whose leading terms are exact; tan divides in double-long-double.
#include <math.h>
#include "libm.h"

// 2/pi in binary: word w holds bits 64w+1 .. 64w+64 after the point
// (computed with 17,200-bit arithmetic).
static const uint64_t TWO_OVER_PI[] = {
  0xa2f9836e4e441529ULL, 0xfc2757d1f534ddc0ULL, 0xdb6295993c439041ULL, 0xfe5163abdebbc561ULL,
  0xb7246e3a424dd2e0ULL, 0x06492eea09d1921cULL, 0xfe1deb1cb129a73eULL, 0xe88235f52ebb4484ULL,
  0xe99c7026b45f7e41ULL, 0x3991d639835339f4ULL, 0x9c845f8bbdf9283bULL, 0x1ff897ffde05980fULL,
  0xef2f118b5a0a6d1fULL, 0x6d367ecf27cb09b7ULL, 0x4f463f669e5fea2dULL, 0x7527bac7ebe5f17bULL,
  0x3d0739f78a5292eaULL, 0x6bfb5fb11f8d5d08ULL, 0x56033046fc7b6babULL, 0xf0cfbc209af4361dULL,
  0xa9e391615ee61b08ULL, 0x6599855f14a06840ULL, 0x8dffd8804d732731ULL, 0x06061556ca73a8c9ULL,
  0x60e27bc08c6b47c4ULL, 0x19c367cddce8092aULL, 0x8359c4768b961ca6ULL, 0xddaf44d15719053eULL,
  0xa5ff07053f7e33e8ULL, 0x32c2de4f98327dbbULL, 0xc33d26ef6b1e5ef8ULL, 0x9f3a1f35caf27f1dULL,
  0x87f121907c7c246aULL, 0xfa6ed5772d30433bULL, 0x15c614b59d19c3c2ULL, 0xc4ad414d2c5d000cULL,
  0x467d862d71e39ac6ULL, 0x9b0062337cd2b497ULL, 0xa7b4d55537f63ed7ULL, 0x1810a3fc764d2a9dULL,
  0x64abd770f87c6357ULL, 0xb07ae715175649c0ULL, 0xd9d63b3884a7cb23ULL, 0x24778ad623545ab9ULL,
  0x1f001b0af1dfce19ULL, 0xff319f6a1e666157ULL, 0x9947fbacd87f7eb7ULL, 0x652289e83260bfe6ULL,
  0xcdc4ef09366cd43fULL, 0x5dd7de16de3b5892ULL, 0x9bde2822d2e88628ULL, 0x4d58e232cac616e3ULL,
  0x08cb7de050c017a7ULL, 0x1df35be01834132eULL, 0x6212830148835b8eULL, 0xf57fb0adf2e91e43ULL,
  0x4a48d36710d8ddaaULL, 0x425faece616aa428ULL, 0x0ab499d3f2a6067fULL, 0x775c83c2a3883c61ULL,
  0x78738a5a8cafbdd7ULL, 0x6f63a62dcbbff4efULL, 0x818d67c12645ca55ULL, 0x36d9cad2a8288d61ULL,
  0xc277c9121426049bULL, 0x4612c459c444c5c8ULL, 0x91b24df31700ad43ULL, 0xd4e5492910d5fdfcULL,
  0xbe00cc941eeece70ULL, 0xf53e1380f1ecc3e7ULL, 0xb328f8c79405933eULL, 0x71c1b3092ef3450bULL,
  0x9c12887b20ab9fb5ULL, 0x2ec292472f327b6dULL, 0x550c90a7721fe76bULL, 0x96cb314a1679e279ULL,
  0x4189dff49794e884ULL, 0xe6e29731996bed88ULL, 0x365f5f0efdbbb49aULL, 0x486ca46742727132ULL,
  0x5d8db8159f09e5bcULL, 0x25318d3974f71c05ULL, 0x30010c0d68084b58ULL, 0xee2c90aa4702e774ULL,
  0x24d6bda67df77248ULL, 0x6eef169fa6948ef6ULL, 0x91b45153d1f20acfULL, 0x3398207e4bf56863ULL,
  0xb25f3edd035d407fULL, 0x8985295255c06437ULL, 0x10d86d324832754cULL, 0x5bd4714e6e5445c1ULL,
  0x090b69f52ad56614ULL, 0x9d072750045ddb3bULL, 0xb4c576ea17f9877dULL, 0x6b49ba271d296996ULL,
  0xacccc65414ad6ae2ULL, 0x9089d98850722cbeULL, 0xa4049407777030f3ULL, 0x27fc00a871ea49c2ULL,
  0x663de06483dd9797ULL, 0x3fa3fd94438c860dULL, 0xde41319d39928c70ULL, 0xdde7b7173bdf082bULL,
  0x3715a0805c93805aULL, 0x921110d8e80faf80ULL, 0x6c4bffdb0f903876ULL, 0x185915a562bbcb61ULL,
  0xb989c7bd401004f2ULL, 0xd2277549f6b6ebbbULL, 0x22dbaa140a2f2689ULL, 0x768364333b091a94ULL,
  0x0eaa3a51c2a31daeULL, 0xedaf12265c4dc26dULL, 0x9c7a2d9756c0833fULL, 0x03f6f0098c402b99ULL,
  0x316d07b43915200cULL, 0x5bc3d8c492f54badULL, 0xc6a5ca4ecd37a736ULL, 0xa9e69492ab6842ddULL,
  0xde6319ef8c76528bULL, 0x6837dbfcaba1ae31ULL, 0x15dfa1ae00dafb0cULL, 0x664d64b705ed3065ULL,
  0x29bf56573aff47b9ULL, 0xf96af3be75df9328ULL, 0x3080abf68c6615cbULL, 0x040622fa1de4d9a4ULL,
  0xb33d8f1b5709cd36ULL, 0xe9424ea4be13b523ULL, 0x331aaaf0a8654fa5ULL, 0xc1d20f3f0bcd785bULL,
  0x76f923048b7b7217ULL, 0x8953a6c6e26e6f00ULL, 0xebef584a9bb7dac4ULL, 0xba66aacfcf761d02ULL,
  0xd12df1b1c1998c77ULL, 0xadc3da4886a05df7ULL, 0xf480c62ff0ac9aecULL, 0xddbc5c3f6dded01fULL,
  0xc790b6db2a3a25a3ULL, 0x9aaf009353ad0457ULL, 0xb6b42d297e804ba7ULL, 0x07da0eaa76a1597bULL,
  0x2a12162db7dcfde5ULL, 0xfafedb89fdbe896cULL, 0x76e4fca90670803eULL, 0x156e85ff87fd073eULL,
  0x2833676186182aeaULL, 0xbd4dafe7b36e6d8fULL, 0x3967955bbf3148d7ULL, 0x8416df30432dc735ULL,
  0x6125ce70c9b8cb30ULL, 0xfd6cbfa200a4e46cULL, 0x05a0dd5a476f21d2ULL, 0x1262845cb9496170ULL,
  0xe0566b0152993755ULL, 0x50b7d51ec4f1335fULL, 0x6e13e4305da92e85ULL, 0xc3b21d3632a1a4b7ULL,
  0x08d4b1ea21f716e4ULL, 0x698f77ff2780030cULL, 0x2d408da0cd4f99a5ULL, 0x20d3a2b30a5d2f42ULL,
  0xf9b4cbda11d0be7dULL, 0xc1db9bbd17ab81a2ULL, 0xca5c6a0817552e55ULL, 0x0027f0147f8607e1ULL,
  0x640b148d4196debeULL, 0x872afddab6256b34ULL, 0x897bfef3059ebfb9ULL, 0x4f6a68a82a4a5ac4ULL,
  0x4fbcf82d985ad795ULL, 0xc7f48d4d0da63a20ULL, 0x5f57a4b13f149538ULL, 0x800120cc86dd71b6ULL,
  0xdec9f560bf11654dULL, 0x6b0701acb08cd0c0ULL, 0xb24855510efb1ec3ULL, 0x72953b06a33540c0ULL,
  0x7bdc06cc45e0fa29ULL, 0x4ec8cad641f3e8deULL, 0x647cd8649b31bed9ULL, 0xc397a4d45877c5e3ULL,
  0x6913daf03c3aba46ULL, 0x18465f7555f5bdd2ULL, 0xc6926e5d2eaced44ULL, 0x0e423e1c87c461e9ULL,
  0xfd29f3d6e7ca7c22ULL, 0x35916fc5e0088dd7ULL, 0xffe26a6ec6fdb0c1ULL, 0x0893745d7cb2ad6bULL,
  0x9d6ecd7b723e6a11ULL, 0xc6a9cff7df7329baULL, 0xc9b55100b70db2e2ULL, 0x24ba74607de58ad8ULL,
  0x742c150d0c188194ULL, 0x667e162901767a9fULL, 0xbefdfdef4556367eULL, 0xd913d9ecb9ba8bfcULL,
  0x97c427a831c36ef1ULL, 0x36c59456a8d8b5a8ULL, 0xb40ecccf2d891234ULL, 0x576f89562ce3ce99ULL,
  0xb920d6aa5e6b9c2aULL, 0x3ecc5f114a0bfdfbULL, 0xf4e16d3b8e2c86e2ULL, 0x84d4e9a9b4fcd1eeULL,
  0xefc9352e61392f44ULL, 0x2138c8d91b0afc81ULL, 0x6a4afbd81c2f84b4ULL, 0x538c994ecc2254dcULL,
  0x552ad6c6c096190bULL, 0xb8701a649569605aULL, 0x26ee523f0f117f11ULL, 0xb5f4f5cbfc2dbc34ULL,
  0xeebc34cc5de8605eULL, 0xdd9b8e67ef3392b8ULL, 0x17c99b5861bc57e1ULL, 0xc68351103ed84871ULL,
  0xdddd1c2da118af46ULL, 0x2c21d7f359987ad9ULL, 0xc0549efa864ffc06ULL, 0x56ae79e536228922ULL,
  0xad38dc9367aae855ULL, 0x3826829be7caa40dULL, 0x51b133990ed7a948ULL, 0x0569f0b265a7887fULL,
  0x974c8836d1f9b392ULL, 0x214a827b21cf98dcULL, 0x9f405547dc3a74e1ULL, 0x42eb67df9dfe5fd4ULL,
  0x5ea4677b7aacbaa2ULL, 0xf65523882b55ba41ULL, 0x086e59862a218347ULL, 0x39e6e389d49ee540ULL,
  0xfb49e956ffca0f1cULL, 0x8a59c52bfa94c5c1ULL, 0xd3cfc50fae5adb86ULL, 0xc5476243853b8621ULL,
  0x94792c8761107b4cULL, 0x2a1a2c8012bf4390ULL, 0x2688893c78e4c4a8ULL, 0x7bdbe5c23ac4eaf4ULL,
  0x268a67f7bf920d2bULL, 0xa365b1933d0b7cbdULL, 0xdc51a463dd27dde1ULL, 0x6919949a9529a828ULL,
  0xce68b4ed09209f44ULL, 0xca984e638270237cULL, 0x7e32b90f8ef5a7e7ULL, 0x561408f1212a9db5ULL,
  0x4d7e6f5119a5abf9ULL, 0xb5d6df8261dd9602ULL, 0x36169f3ac4a1a283ULL, 0x6ded727a8d39a9b8ULL,
  0x825c326b5b2746edULL, 0x34007700d255f4fcULL, 0x4d59018071e0e13fULL, 0x89b295f364a8f1aeULL,
  0xa74b38fc4ceab2bbULL, 0x47270babc3a734baULL,
};

static const long double PIO2_1 = 0xc90fdaa200000000p-63L;  // 32 bits each
static const long double PIO2_2 = 0x85a308d300000000p-97L;
static const long double PIO2_3 = 0x98cc517000000000p-132L;
static const long double PIO2_4 = 0xdc1cd129024e088ap-167L;
static const long double PIO2_HI = 0xc90fdaa22168c235p-63L;
static const long double PIO2_LO = -0xece675d1fc8f8cbbp-129L;
static const long double TWO_OVER_PI_L = 0xa2f9836e4e44152ap-64L;

// 64 bits of 2/pi starting at bit i (bits before the point are 0).
static uint64_t bits_at(long i) {
  if (i < 1)
    return 1 - i >= 64 ? 0 : bits_at(1) >> (1 - i);
  long q = (i - 1) / 64;
  int o = (int)((i - 1) % 64);
  uint64_t w = TWO_OVER_PI[q] << o;
  return o ? w | TWO_OVER_PI[q + 1] >> (64 - o) : w;
}

// hi:lo = a * b (64 x 64 -> 128 bits).
static uint64_t mul_hi(uint64_t a, uint64_t b, uint64_t *lo) {
  uint64_t a0 = a & 0xffffffff, a1 = a >> 32, b0 = b & 0xffffffff, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
  *lo = (mid << 32) | (p00 & 0xffffffff);
  return p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

// Payne-Hanek for |x| = m 2^e: the bits of 2/pi before bit e - 1 only
// add multiples of 4 to x 2/pi and are skipped; the next 256 bits are
// multiplied by m.
static int reduce_big(long double x, long double *hi, long double *lo) {
  union ldbits v = {x};
  uint64_t m = v.i.m;
  long e = (v.i.se & 0x7fff) - 16383 - 63;
  long s = e - 1;
  uint64_t w[4], p[5], c = 0;
  for (int k = 0; k < 4; k++)
    w[k] = bits_at(s + 64 * (3 - k));  // w[3] most significant
  for (int k = 0; k < 4; k++) {        // p = m * w, 320 bits
    uint64_t l, h = mul_hi(m, w[k], &l);
    p[k] = l + c;
    c = h + (p[k] < l);
  }
  p[4] = c;
  // x 2/pi = p 2^-254: bits 254 and 255 are n mod 4, those below the
  // fraction; shift them up to make the fraction 256 bits.
  int n = (int)(p[3] >> 62), neg = 0;
  for (int k = 3; k > 0; k--)
    p[k] = p[k] << 2 | p[k - 1] >> 62;
  p[0] <<= 2;
  if (p[3] >> 63) {  // fraction >= 1/2: round n up, negate the fraction
    n = (n + 1) & 3;
    neg = 1;
    uint64_t carry = 1;
    for (int k = 0; k < 4; k++) {
      p[k] = ~p[k] + carry;
      carry = carry && p[k] == 0;
    }
  }
  int z = 0;
  while (!(p[3] >> 63) && z < 192) {  // normalise the fraction
    p[3] = p[3] << 1 | p[2] >> 63;
    p[2] = p[2] << 1 | p[1] >> 63;
    p[1] = p[1] << 1 | p[0] >> 63;
    p[0] <<= 1;
    z++;
  }
  long double fh = __scalbnl((long double)p[3], -64 - z);
  long double fl = __scalbnl((long double)p[2], -128 - z);
  long double rh, rl;
  TWO_PROD(rh, rl, fh, PIO2_HI);
  rl += fh * PIO2_LO + fl * PIO2_HI;
  FAST_TWO_SUM(rh, rl, rh, rl);
  if (neg != (x < 0)) {
    rh = -rh;
    rl = -rl;
  }
  if (x < 0)
    n = (4 - n) & 3;
  *hi = rh;
  *lo = rl;
  return n;
}

// x = n pi/2 + hi + lo, |hi| <= pi/4 (about); returns n mod 4.
int __rem_pio2l(long double x, long double *hi, long double *lo) {
  if (fabsl(x) <= 0x1.921fb54442d18p-1L) {
    *hi = x;
    *lo = 0;
    return 0;
  }
  if (fabsl(x) >= 0x1p30L)
    return reduce_big(x, hi, lo);
  long double t = x * TWO_OVER_PI_L;
  long n = (long)(t < 0 ? t - 0.5L : t + 0.5L);
  long double fn = (long double)n;
  long double r1 = x - fn * PIO2_1, r2, e2, r3, e3;  // exact
  TWO_SUM(r2, e2, r1, -fn * PIO2_2);
  TWO_SUM(r3, e3, r2, -fn * PIO2_3);
  long double l = e2 + e3 - fn * PIO2_4;
  FAST_TWO_SUM(*hi, *lo, r3, l);
  return (int)(n & 3);
}

// sin(r + rl) = returned + *lo, |r| <= pi/4:
// sin r = r (1 - z/(2*3) (1 - z/(4*5) (1 - ...))), z = r^2.
static long double sin_dd(long double r, long double rl, long double *lo) {
  long double z = r * r, u = 1;
  for (int k = 13; k >= 2; k--)
    u = 1 - z * u / ((2 * k) * (2 * k + 1));
  long double t = r * (-z * u / 6) + rl * (1 - z / 2), hi;
  FAST_TWO_SUM(hi, *lo, r, t);
  return hi;
}

// cos r = 1 - z/2 (1 - z/(3*4) (1 - ...)); 1 - z/2 with z exact (hi +
// lo) and the sum formed exactly, the rest added to it.
static long double cos_dd(long double r, long double rl, long double *lo) {
  long double zh, zl, u = 1;
  TWO_PROD(zh, zl, r, r);
  for (int k = 13; k >= 3; k--)
    u = 1 - zh * u / ((2 * k - 1) * (2 * k));
  long double w = zh * u / 12;  // 1 - the bracket after z/2
  long double s, e, hi;
  TWO_SUM(s, e, 1.0L, -zh / 2);
  long double t = e - zl / 2 + zh / 2 * w - r * rl;
  FAST_TWO_SUM(hi, *lo, s, t);
  return hi;
}

// (ah + al) / (bh + bl), rounded once.
static long double div_dd(long double ah, long double al, long double bh, long double bl) {
  long double q = ah / bh, p, pe;
  TWO_PROD(p, pe, q, bh);
  return q + (((ah - p) - pe) + al - q * bl) / bh;
}

// sin(pi r) = returned + *lo for |r| <= 1/2, with pi r formed exactly
// enough (hi + lo) that lgamma and tgamma can use it near the poles.
long double __sinpi_dd(long double r, long double *lo) {
  static const long double PI_HI = 0xc90fdaa22168c235p-62L;
  static const long double PI_LO = -0xece675d1fc8f8cbbp-128L;
  long double a = fabsl(r), p, pe, h;
  if (a <= 0.25L) {
    TWO_PROD(p, pe, r, PI_HI);
    return sin_dd(p, pe + r * PI_LO, lo);
  }
  long double w = 0.5L - a;  // exact; sin(pi a) = cos(pi w)
  TWO_PROD(p, pe, w, PI_HI);
  h = cos_dd(p, pe + w * PI_LO, lo);
  if (r < 0) {
    *lo = -*lo;
    return -h;
  }
  return h;
}

static long double sin_core(long double x) {
  long double hi, lo, h, l;
  int n = __rem_pio2l(x, &hi, &lo);
  if (n & 1)
    h = cos_dd(hi, lo, &l);
  else
    h = sin_dd(hi, lo, &l);
  long double r = h + l;
  return n & 2 ? -r : r;
}

static long double cos_core(long double x) {
  long double hi, lo, h, l;
  int n = __rem_pio2l(x, &hi, &lo);
  if (n & 1)
    h = sin_dd(hi, lo, &l);
  else
    h = cos_dd(hi, lo, &l);
  long double r = h + l;
  return n == 1 || n == 2 ? -r : r;
}

static long double tan_core(long double x) {
  long double hi, lo, sh, sl, ch, cl;
  int n = __rem_pio2l(x, &hi, &lo);
  sh = sin_dd(hi, lo, &sl);
  ch = cos_dd(hi, lo, &cl);
  return n & 1 ? -div_dd(ch, cl, sh, sl) : div_dd(sh, sl, ch, cl);
}

// sin(inf) and friends are domain errors; tiny arguments return x (or 1).
long double sinl(long double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabsl(x) < 0x1p-33L)
    return x;
  return sin_core(x);
}

long double cosl(long double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x)
    return x;
  return cos_core(x);
}

long double tanl(long double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabsl(x) < 0x1p-33L)
    return x;
  return tan_core(x);
}

double sin(double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabs(x) < 0x1p-33)
    return x;
  return (double)sin_core(x);
}

double cos(double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x)
    return x;
  return (double)cos_core(x);
}

double tan(double x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabs(x) < 0x1p-33)
    return x;
  return (double)tan_core(x);
}

float sinf(float x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabsf(x) < 0x1p-33f)
    return x;
  return (float)sin_core(x);
}

float cosf(float x) {
  if (isinf(x))
    return __math_edom();
  if (x != x)
    return x;
  return (float)cos_core(x);
}

float tanf(float x) {
  if (isinf(x))
    return __math_edom();
  if (x != x || fabsf(x) < 0x1p-33f)
    return x;
  return (float)tan_core(x);
}
