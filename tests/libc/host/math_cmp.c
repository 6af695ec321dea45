// math_cmp.c — the safe libc's math functions (sc_<name>, built by
// build-host.sh) against glibc's on random arguments.  Functions whose
// result is exact by definition (sqrt, sqrtl, fmod, floor, ceil, round,
// ldexp) must agree to the bit; the transcendental ones may differ by one
// unit in the last place (they are computed in long double, not proven
// correctly rounded).  NaNs only need to be NaNs.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

double sc_sqrt(double), sc_exp(double), sc_log(double), sc_pow(double, double),
    sc_sin(double), sc_cos(double), sc_tan(double), sc_atan(double),
    sc_atan2(double, double), sc_fmod(double, double), sc_floor(double), sc_ceil(double),
    sc_round(double), sc_log10(double), sc_log2(double), sc_ldexp(double, int);
long double sc_sqrtl(long double);

enum { SQRT, EXP, LOG, POW, SIN, COS, TAN, ATAN, ATAN2, FMOD, FLOOR, CEIL, ROUND, LOG10,
       LOG2, LDEXP, SQRTL, NFUNC };
static const char *names[] = {"sqrt", "exp", "log", "pow", "sin", "cos", "tan", "atan",
                              "atan2", "fmod", "floor", "ceil", "round", "log10", "log2",
                              "ldexp", "sqrtl"};
static const int exact[] = {1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1};
static long bad[NFUNC], one_ulp[NFUNC], checked;

static uint64_t rng = 12345;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static double random_bits(void) {
  uint64_t b = next();
  double d;
  memcpy(&d, &b, 8);
  return d;
}

static void cmp(int f, double ours, double glibc) {
  checked++;
  if (!memcmp(&ours, &glibc, 8) || (ours != ours && glibc != glibc))
    return;
  int64_t a, b;
  memcpy(&a, &ours, 8);
  memcpy(&b, &glibc, 8);
  if (!exact[f] && (a - b == 1 || b - a == 1)) {
    one_ulp[f]++;
    return;
  }
  if (bad[f]++ < 3)
    printf("%s: ours %a, glibc %a\n", names[f], ours, glibc);
}

int main(void) {
  for (int i = 0; i < 200000; i++) {
    double x = random_bits(), y = random_bits();
    double s = (double)(next() % 2000000) / 1000 - 1000;  // [-1000, 1000)
    double t = (double)(next() % 20000) / 1000 - 10;      // [-10, 10)
    cmp(SQRT, sc_sqrt(x), sqrt(x));
    cmp(EXP, sc_exp(t * 50), exp(t * 50));
    cmp(LOG, sc_log(fabs(x)), log(fabs(x)));
    cmp(POW, sc_pow(fabs(s), t), pow(fabs(s), t));
    cmp(SIN, sc_sin(s), sin(s));
    cmp(COS, sc_cos(s), cos(s));
    cmp(TAN, sc_tan(s), tan(s));
    cmp(ATAN, sc_atan(x), atan(x));
    cmp(ATAN2, sc_atan2(s, t), atan2(s, t));
    cmp(FMOD, sc_fmod(x, y), fmod(x, y));
    cmp(FLOOR, sc_floor(x), floor(x));
    cmp(CEIL, sc_ceil(s), ceil(s));
    cmp(ROUND, sc_round(s), round(s));
    cmp(LOG10, sc_log10(fabs(s)), log10(fabs(s)));
    cmp(LOG2, sc_log2(fabs(x)), log2(fabs(x)));
    int n = (int)(next() % 2200) - 1100;
    cmp(LDEXP, sc_ldexp(x, n), ldexp(x, n));
    long double lx = fabs(x) * (long double)t, l1 = sc_sqrtl(lx), l2 = sqrtl(lx);
    checked++;
    if (memcmp(&l1, &l2, 10) && !(l1 != l1 && l2 != l2) && bad[SQRTL]++ < 3)
      printf("sqrtl: ours %La, glibc %La\n", l1, l2);
  }
  long total_bad = 0;
  for (int f = 0; f < NFUNC; f++) {
    printf("%-6s %ld wrong, %ld one ulp off\n", names[f], bad[f], one_ulp[f]);
    total_bad += bad[f];
  }
  printf("checked %ld, wrong %ld\n", checked, total_bad);
  return total_bad != 0;
}
