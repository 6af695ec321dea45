// cfuncs.h — the functions of <complex.h>, written once for the part
// type REAL.  cfuncs_f.c, cfuncs_d.c and cfuncs_l.c define REAL, C(name)
// (the complex function's name in that precision: cexpf, cexp, cexpl),
// M(name) (the <math.h> function's: expf, exp, expl) and EXP_LIMIT (a
// value of x above which exp(x) overflows), then include this file.
//
// The formulas are the textbook ones, arranged against overflow and
// cancellation where that is cheap (W. Kahan, "Branch cuts for complex
// elementary functions", 1987, gives the ones used for csqrt, ctanh and
// catanh), and the special values are those of C11 Annex G.6: an
// infinite part gives an infinity wherever the function has one, a NaN
// part a NaN, and zeros keep their signs.  These functions are correct
// to a few ulps away from their branch points, not correctly rounded.

typedef REAL _Complex CPLX;

static CPLX make(REAL re, REAL im) {
  CPLX z;
  __real__ z = re;
  __imag__ z = im;
  return z;
}

REAL C(creal)(CPLX z) { return __real__ z; }
REAL C(cimag)(CPLX z) { return __imag__ z; }
CPLX C(conj)(CPLX z) { return make(__real__ z, -__imag__ z); }
REAL C(cabs)(CPLX z) { return M(hypot)(__real__ z, __imag__ z); }
REAL C(carg)(CPLX z) { return M(atan2)(__imag__ z, __real__ z); }

// The projection onto the Riemann sphere: every infinity is +inf.
CPLX C(cproj)(CPLX z) {
  if (isinf(__real__ z) || isinf(__imag__ z))
    return make(INFINITY, M(copysign)(0, __imag__ z));
  return z;
}

CPLX C(cexp)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (y == 0)
    return make(M(exp)(x), y);  // exact for a real argument, NaN included
  if (isinf(x)) {
    if (isfinite(y)) {
      REAL r = x > 0 ? x : 0;   // +inf or +0 times cis(y)
      return make(r * M(cos)(y), r * M(sin)(y));
    }
    return x > 0 ? make(x, y - y) : make(0, M(copysign)(0, y));
  }
  if (isnan(x))
    return make(x, x);
  if (!isfinite(y))
    return make(y - y, y - y);  // NaN, invalid for an infinite y
  if (x > EXP_LIMIT) {  // exp(x) overflows where exp(x) cos(y) may not
    REAL half = M(exp)(x / 2);
    return make(half * M(cos)(y) * half, half * M(sin)(y) * half);
  }
  REAL e = M(exp)(x);
  return make(e * M(cos)(y), e * M(sin)(y));
}

// log|z| + i arg z.  Near |z| = 1 the log of the modulus is taken as
// log1p of (|z|^2 - 1), formed without cancelling its leading bits.
CPLX C(clog)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z, ax = M(fabs)(x), ay = M(fabs)(y);
  if (ax < ay) {
    REAL t = ax;
    ax = ay;
    ay = t;
  }
  REAL re;
  if (ax >= (REAL)0.5 && ax <= 2 && ay < (REAL)0.75)
    re = M(log1p)((ax - 1) * (ax + 1) + ay * ay) / 2;
  else
    re = M(log)(M(hypot)(x, y));
  return make(re, M(atan2)(y, x));
}

// Kahan's square root: the part that does not cancel first, the other
// from it; arguments are scaled by 4^k near overflow and underflow.
CPLX C(csqrt)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (isinf(y))
    return make(INFINITY, y);
  if (isnan(x))
    return make(x, x + y);
  if (isinf(x)) {
    if (x > 0)
      return make(x, isnan(y) ? y : M(copysign)(0, y));
    return make(isnan(y) ? M(fabs)(y) : 0, M(copysign)(INFINITY, y));
  }
  if (isnan(y))
    return make(y, y);
  if (x == 0 && y == 0)
    return make(0, y);
  REAL scale = 1;
  if (M(fabs)(x) > M(ldexp)(1, EXP_BITS - 3) || M(fabs)(y) > M(ldexp)(1, EXP_BITS - 3)) {
    x /= 4;
    y /= 4;
    scale = 2;
  } else if (M(fabs)(x) < M(ldexp)(1, -EXP_BITS + 3) && M(fabs)(y) < M(ldexp)(1, -EXP_BITS + 3)) {
    x = M(ldexp)(x, 2 * MANT_BITS);
    y = M(ldexp)(y, 2 * MANT_BITS);
    scale = M(ldexp)(1, -MANT_BITS);
  }
  REAL t = M(sqrt)((M(fabs)(x) + M(hypot)(x, y)) / 2);
  if (x >= 0)
    return make(t * scale, y / (2 * t) * scale);
  return make(M(fabs)(y) / (2 * t) * scale, M(copysign)(t, y) * scale);
}

CPLX C(cpow)(CPLX z, CPLX w) {
  return C(cexp)(w * C(clog)(z));
}

CPLX C(csinh)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (y == 0)
    return make(M(sinh)(x), y);
  if (!isfinite(y)) {
    if (x == 0 || isinf(x))
      return make(x, y - y);
    return make(y - y, y - y);
  }
  if (isnan(x))
    return make(x, x);
  if (M(fabs)(x) > EXP_LIMIT) {  // sinh and cosh overflow where the parts may not
    REAL e = M(exp)(M(fabs)(x) / 2), h = e / 2;
    return make(M(copysign)(1, x) * (h * M(cos)(y)) * e, (h * M(sin)(y)) * e);
  }
  return make(M(sinh)(x) * M(cos)(y), M(cosh)(x) * M(sin)(y));
}

CPLX C(ccosh)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (y == 0)
    return make(M(cosh)(x), M(copysign)(0, x) * y);
  if (!isfinite(y)) {
    if (x == 0)
      return make(y - y, M(copysign)(0, x));
    if (isinf(x))
      return make(x * x, y - y);
    return make(y - y, y - y);
  }
  if (isnan(x))
    return make(x, x);
  if (M(fabs)(x) > EXP_LIMIT) {
    REAL e = M(exp)(M(fabs)(x) / 2), h = e / 2;
    return make((h * M(cos)(y)) * e, M(copysign)(1, x) * (h * M(sin)(y)) * e);
  }
  return make(M(cosh)(x) * M(cos)(y), M(sinh)(x) * M(sin)(y));
}

// tanh(x+iy) from t = tan y, s = sinh x (Kahan), so that no part
// overflows; beyond TANH_LIMIT the real part is +-1.
CPLX C(ctanh)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (isinf(x)) {
    REAL im = isfinite(y) ? M(copysign)(0, M(sin)(y) * M(cos)(y)) : M(copysign)(0, y);
    return make(M(copysign)(1, x), im);
  }
  if (y == 0)
    return make(M(tanh)(x), y);
  if (!isfinite(y))
    return make(x == 0 ? x : y - y, y - y);
  if (isnan(x))
    return make(x, x);
  if (M(fabs)(x) > TANH_LIMIT) {
    REAL e = M(exp)(-2 * M(fabs)(x));
    return make(M(copysign)(1, x), 4 * M(sin)(y) * M(cos)(y) * e);
  }
  REAL t = M(tan)(y), b = 1 + t * t, s = M(sinh)(x), rho = M(sqrt)(1 + s * s);
  REAL d = 1 + b * s * s;
  return make(b * rho * s / d, t / d);
}

// The circular functions are the hyperbolic ones turned by i:
// sin z = -i sinh(iz), cos z = cosh(iz), tan z = -i tanh(iz).
CPLX C(csin)(CPLX z) {
  CPLX w = C(csinh)(make(-__imag__ z, __real__ z));
  return make(__imag__ w, -__real__ w);
}

CPLX C(ccos)(CPLX z) {
  return C(ccosh)(make(-__imag__ z, __real__ z));
}

CPLX C(ctan)(CPLX z) {
  CPLX w = C(ctanh)(make(-__imag__ z, __real__ z));
  return make(__imag__ w, -__real__ w);
}

// asinh z = log(z + s), s = sqrt(z^2 + 1), computed for Re z >= 0 (it is
// odd) so that the sum does not cancel; z^2 + 1 as
// x^2 + (1-y)(1+y) + 2xyi, which keeps its low bits near y = 1.  For a
// small z, log(1 + u) with u = z + s - 1 = z + z^2/(s + 1), whose modulus
// is taken with log1p; where z^2 overflows, log(2z).
CPLX C(casinh)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (isnan(x) || isnan(y)) {
    if (isinf(x) || isinf(y))
      return make(isinf(x) ? x : INFINITY, isnan(y) ? y : x + y);
    if (y == 0)
      return make(x, y);
    return make(x + y, x + y);
  }
  bool negative = signbit(x);
  REAL ax = M(fabs)(x);
  CPLX a = make(ax, y), w;
  if (ax > SQRT_LIMIT || M(fabs)(y) > SQRT_LIMIT) {
    w = C(clog)(a);
    __real__ w += M(log)(2);
  } else {
    CPLX s = C(csqrt)(make(ax * ax + (1 - y) * (1 + y), 2 * ax * y));
    if (ax < (REAL)0.5 && M(fabs)(y) < (REAL)0.5) {
      CPLX u = a + a * a / (s + 1);
      REAL ur = __real__ u, ui = __imag__ u;
      w = make(M(log1p)(2 * ur + ur * ur + ui * ui) / 2, M(atan2)(ui, 1 + ur));
    } else {
      w = C(clog)(a + s);
    }
  }
  return negative ? make(-__real__ w, __imag__ w) : w;
}

CPLX C(casin)(CPLX z) {  // asin z = -i asinh(iz)
  CPLX w = C(casinh)(make(-__imag__ z, __real__ z));
  return make(__imag__ w, -__real__ w);
}

// Kahan's arccos: with s = sqrt(1 - z) and t = sqrt(1 + z), the real
// part is 2 atan2(Re s, Re t) and the imaginary part asinh(Im(conj(t) s)),
// both well conditioned, near 1 and -1 as elsewhere.
CPLX C(cacos)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (isnan(x) || isnan(y)) {
    if (isinf(x))
      return make(y, -INFINITY);  // NaN -+ inf i
    if (isinf(y))
      return make(x, -y);
    if (x == 0)
      return make(M(acos)(0), y);
    return make(x + y, x + y);
  }
  if (isinf(x) || isinf(y)) {
    REAL re = isinf(x) ? (isinf(y) ? (x > 0 ? M(acos)(0) / 2 : 3 * M(acos)(0) / 2)
                                   : (x > 0 ? 0 : 2 * M(acos)(0)))
                       : M(acos)(0);
    return make(re, -M(copysign)(INFINITY, y));
  }
  CPLX s = C(csqrt)(make(1 - x, -y)), t = C(csqrt)(make(1 + x, y));
  REAL re = 2 * M(atan2)(__real__ s, __real__ t);
  REAL im = M(asinh)(__real__ t * __imag__ s - __imag__ t * __real__ s);
  return make(re, im);
}

// acosh z: whichever of +-i acos z has a real part >= 0.
CPLX C(cacosh)(CPLX z) {
  CPLX w = C(cacos)(z);
  if (signbit(__imag__ w))
    return make(-__imag__ w, __real__ w);
  return make(__imag__ w, -__real__ w);
}

// atanh z = (log(1+z) - log(1-z)) / 2, in Kahan's form: the real part
// as log1p(4x / ((1-x)^2 + y^2)) / 4, the imaginary part as an atan2.
CPLX C(catanh)(CPLX z) {
  REAL x = __real__ z, y = __imag__ z;
  if (isnan(x) || isnan(y)) {
    if (isinf(x))
      return make(M(copysign)(0, x), y);
    if (isinf(y))
      return make(M(copysign)(0, x), M(copysign)(M(acos)(0), y));
    if (x == 0)
      return make(x, y + y);
    return make(x + y, x + y);
  }
  if (isinf(x) || isinf(y) || M(fabs)(x) > SQRT_LIMIT || M(fabs)(y) > SQRT_LIMIT) {
    // atanh z is about 1/z: its real part x / |z|^2, scaled by the
    // larger part m so that nothing overflows.
    REAL re = M(copysign)(0, x);
    if (isfinite(x) && isfinite(y) && x != 0) {
      REAL m = M(fmax)(M(fabs)(x), M(fabs)(y)), xm = x / m, ym = y / m;
      re = xm / (xm * xm + ym * ym) / m;
    }
    return make(re, M(copysign)(M(acos)(0), y));
  }
  if (M(fabs)(x) == 1 && y == 0)
    return make(x / 0.0f, y);  // a pole: +-inf, divide-by-zero
  REAL ax = M(fabs)(x), one_minus = 1 - ax;
  REAL d = one_minus * one_minus + y * y;
  // Near the pole d underflows: log of its square root by hypot instead.
  REAL re = d < ax ? (M(log)(4 * ax + d) - 2 * M(log)(M(hypot)(one_minus, y))) / 4
                   : M(log1p)(4 * ax / d) / 4;
  REAL im = M(atan2)(2 * y, one_minus * (1 + ax) - y * y) / 2;
  return make(M(copysign)(re, x), im);
}

CPLX C(catan)(CPLX z) {  // atan z = -i atanh(iz)
  CPLX w = C(catanh)(make(-__imag__ z, __real__ z));
  return make(__imag__ w, -__real__ w);
}
