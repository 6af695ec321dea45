// complex_cmp.c — the safe libc's <complex.h> (sc_<name>, built by
// build-host.sh) against references, in float, double and long double.
//
// Finite results are measured normwise: the larger part's error, in ulps
// of the result's larger part (ulps of the format), against glibc's long
// double function for float and double arguments and libquadmath's
// __complex128 one for long double arguments.  The bound is 4 ulps for
// every function but cpow: cexp(w clog z), like glibc's, whose error
// grows with |w log z| (up to about 25 ulps on these inputs; bound 32).
// Special arguments (zeros of both signs, infinities, NaNs, and finite
// values beside them) must give what C11 Annex G.6 and glibc give: the
// same class (NaN, infinity, zero, finite) for each part, and for an
// infinity or a zero the same sign where Annex G fixes it.  Prints the
// worst error per function and precision and fails on any excess.
#define _GNU_SOURCE
#include <complex.h>
#include <math.h>
#include <quadmath.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define FOR_UNARY(X) X(cexp) X(clog) X(csqrt) X(csin) X(ccos) X(ctan) X(csinh) X(ccosh) \
  X(ctanh) X(casin) X(cacos) X(catan) X(casinh) X(cacosh) X(catanh) X(cproj) X(conj)
#define DECL(n) double complex sc_##n(double complex); float complex sc_##n##f(float complex); \
  long double complex sc_##n##l(long double complex);
FOR_UNARY(DECL)
double complex sc_cpow(double complex, double complex);
float complex sc_cpowf(float complex, float complex);
long double complex sc_cpowl(long double complex, long double complex);
double sc_cabs(double complex); float sc_cabsf(float complex); long double sc_cabsl(long double complex);
double sc_carg(double complex); float sc_cargf(float complex); long double sc_cargl(long double complex);

static long failures;
enum { F, D, L };
static const char *pname[] = {"float", "double", "long double"};

static uint64_t rng = 0x2545f4914f6cdd1dULL;
static uint64_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static long double uniform(void) { return (long double)(next() >> 1) * 0x1p-63L; }

// One ulp of format p at magnitude m.
static long double ulp(long double m, int p) {
  int e;
  m = fabsl(m);
  int mant = p == F ? 24 : p == D ? 53 : 64, emin = p == F ? -125 : p == D ? -1021 : -16381;
  if (m == 0)
    return ldexpl(1, emin - mant);
  frexpl(m, &e);
  if (e < emin)
    e = emin;
  return ldexpl(1, e - mant);
}

// x + iy (x + y * I would turn an infinite y into a NaN real part).
static long double complex cplx(long double x, long double y) {
  long double complex z;
  __real__ z = x;
  __imag__ z = y;
  return z;
}

static long double round_to(long double v, int p) {
  return p == F ? (long double)(float)v : p == D ? (long double)(double)v : v;
}

// The reference: glibc's long double function (float, double) or
// libquadmath's (long double), by name.
static __complex128 ref_unary(const char *n, __complex128 z, int p) {
  if (p != L) {
    long double complex w = cplx((long double)__real__ z, (long double)__imag__ z), r;
#define REF(name) if (!strcmp(n, #name)) r = name##l(w); else
    FOR_UNARY(REF) r = 0;
#undef REF
    __complex128 q;
    __real__ q = creall(r);
    __imag__ q = cimagl(r);
    return q;
  }
#define QREF(name) if (!strcmp(n, #name)) return name##q(z);
  QREF(cexp) QREF(clog) QREF(csqrt) QREF(csin) QREF(ccos) QREF(ctan) QREF(csinh) QREF(ccosh)
  QREF(ctanh) QREF(casin) QREF(cacos) QREF(catan) QREF(casinh) QREF(cacosh) QREF(catanh)
  QREF(cproj) QREF(conj)
#undef QREF
  return 0;
}

static long double complex ours_unary(const char *n, long double complex z, int p) {
#define OURS(name) \
  if (!strcmp(n, #name)) \
    return p == F ? (long double complex)sc_##name##f((float complex)z) \
         : p == D ? (long double complex)sc_##name((double complex)z) : sc_##name##l(z);
  FOR_UNARY(OURS)
#undef OURS
  return 0;
}

static long double worst[20][3];
static int printed[20];
static const char *names[20];
static int nnames;

static int slot(const char *n) {
  for (int i = 0; i < nnames; i++)
    if (!strcmp(names[i], n))
      return i;
  names[nnames] = n;
  return nnames++;
}

// 0 NaN, 1 -inf, 2 +inf, 3 zero, 4 finite; with `unsigned_inf` (the
// other part is a NaN, where Annex G leaves an infinity's sign open)
// both infinities are 2.
static int cls(long double v, int unsigned_inf) {
  if (isnan(v))
    return 0;
  if (isinf(v))
    return signbit(v) && !unsigned_inf ? 1 : 2;
  return v == 0 ? 3 : 4;
}

// A finite result against its reference, normwise; a special one by class.
static void compare(const char *n, int p, long double complex z, long double complex got,
                    __complex128 want, long double bound, int special) {
  long double wr = (long double)__real__ want, wi = (long double)__imag__ want;
  wr = round_to(wr, p);
  wi = round_to(wi, p);
  long double gr = creall(got), gi = cimagl(got);
  if (special || !isfinite(wr) || !isfinite(wi) || !isfinite(gr) || !isfinite(gi)) {
    int ur = isnan(wi), ui = isnan(wr);
    if ((cls(gr, ur) != cls(wr, ur) && !(cls(gr, ur) >= 3 && cls(wr, ur) >= 3)) ||
        (cls(gi, ui) != cls(wi, ui) && !(cls(gi, ui) >= 3 && cls(wi, ui) >= 3))) {
      failures++;
      if (printed[slot(n)]++ < 5)
        printf("FAIL %s%s(%La + %La i) = %La + %La i, glibc %La + %La i\n", n,
               p == F ? "f" : p == L ? "l" : "", creall(z), cimagl(z), gr, gi, wr, wi);
    }
    return;
  }
  long double m = fmaxl(fabsl(wr), fabsl(wi));
  long double err = fmaxl(fabsl(gr - (long double)__real__ want), fabsl(gi - (long double)__imag__ want)) / ulp(m, p);
  int s = slot(n);
  if (err > worst[s][p])
    worst[s][p] = err;
  if (err > bound && failures++ >= 0 && printed[s]++ < 5)
    printf("FAIL %s%s(%La + %La i) = %La + %La i, reference %La + %La i: %.1Lf ulps\n", n,
           p == F ? "f" : p == L ? "l" : "", creall(z), cimagl(z), gr, gi, wr, wi, err);
}

static const long double specials[] = {0.0L, -0.0L, 1, -1, 0.5L, -2, 1e-30L, -3.5L,
                                      __builtin_infl(), -__builtin_infl(), __builtin_nanl("")};
#define NSPECIAL (int)(sizeof specials / sizeof specials[0])

// A random finite part for precision p: log-uniform in magnitude over
// the range where the functions are interesting, either sign.
static long double random_part(int p) {
  long double range = p == F ? 40 : p == D ? 300 : 2000;
  long double v = powl(2, (uniform() * 2 - 1) * range) * (next() & 1 ? -1 : 1);
  if (next() % 4 == 0)
    v = (uniform() * 4 - 2);  // near the unit circle and the branch points
  return round_to(v, p);
}

int main(void) {
  const char *unary[] = {"cexp", "clog", "csqrt", "csin", "ccos", "ctan", "csinh", "ccosh",
                         "ctanh", "casin", "cacos", "catan", "casinh", "cacosh", "catanh",
                         "cproj", "conj"};
  for (int u = 0; u < 17; u++) {
    const char *n = unary[u];
    for (int p = F; p <= L; p++) {
      for (int i = 0; i < NSPECIAL; i++)
        for (int j = 0; j < NSPECIAL; j++) {
          long double complex z = cplx(round_to(specials[i], p), round_to(specials[j], p));
          __complex128 q;
          __real__ q = specials[i];
          __imag__ q = specials[j];
          int special = !isfinite(specials[i]) || !isfinite(specials[j]);
          compare(n, p, z, ours_unary(n, z, p), ref_unary(n, q, p), 4, special);
        }
      for (int k = 0; k < 20000; k++) {
        long double x = random_part(p), y = random_part(p);
        long double complex z = cplx(x, y);
        __complex128 q;
        __real__ q = x;
        __imag__ q = y;
        compare(n, p, z, ours_unary(n, z, p), ref_unary(n, q, p), 4, 0);
      }
    }
  }
  for (int p = F; p <= L; p++)
    for (int k = 0; k < 20000; k++) {
      long double x = round_to(uniform() * 8 - 4, p), y = round_to(uniform() * 8 - 4, p);
      long double a = round_to(uniform() * 6 - 3, p), b = round_to(uniform() * 6 - 3, p);
      long double complex z = cplx(x, y), w = cplx(a, b), got;
      got = p == F ? (long double complex)sc_cpowf((float complex)z, (float complex)w)
          : p == D ? (long double complex)sc_cpow((double complex)z, (double complex)w)
                   : sc_cpowl(z, w);
      __complex128 qz, qw;
      __real__ qz = x; __imag__ qz = y; __real__ qw = a; __imag__ qw = b;
      compare("cpow", p, z, got, cpowq(qz, qw), 32, 0);
      long double abs = p == F ? sc_cabsf((float complex)z) : p == D ? sc_cabs((double complex)z) : sc_cabsl(z);
      long double arg = p == F ? sc_cargf((float complex)z) : p == D ? sc_carg((double complex)z) : sc_cargl(z);
      __complex128 qa = 0, qg = 0;
      __real__ qa = cabsq(qz);
      __real__ qg = cargq(qz);
      compare("cabs", p, z, cplx(abs, 0), qa, 2, 0);
      compare("carg", p, z, cplx(arg, 0), qg, 2, 0);
    }
  for (int i = 0; i < nnames; i++)
    printf("%-10s worst %.2Lf %.2Lf %.2Lf ulps (float double long double)\n", names[i],
           worst[i][F], worst[i][D], worst[i][L]);
  printf("%s: %ld failures\n", failures ? "FAIL" : "ok", failures);
  return failures != 0;
}
