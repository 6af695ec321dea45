// muldiv.h — the body of the complex product and quotient helpers that
// compilers call for `z * w` and `z / w` (libgcc's names: __mulsc3,
// __muldc3, __mulxc3, __divsc3, __divdc3, __divxc3), written once for the
// part type REAL.  Each of muldiv_f.c, muldiv_d.c and muldiv_x.c defines
// REAL, COMPLEX, MUL, DIV and the <math.h> functions for its type, then
// includes this file.
//
// The product is the schoolbook (ac - bd) + (ad + bc)i; the quotient uses
// Smith's method (R. L. Smith, "Algorithm 116: Complex division", CACM
// 1962), which divides by the larger of |c| and |d| so that c*c + d*d
// cannot overflow.  When both parts come out NaN although an operand was
// infinite (or a finite product overflowed), the value is recomputed as
// C11 Annex G.5.1 describes, so that an infinite operand gives an
// infinite result and a finite one divided by an infinite one gives zero.

// 1 for an infinite x, else 0, with x's sign ("boxing" the infinity).
static REAL box(REAL x) {
  return COPYSIGN(ISINF(x) ? 1 : 0, x);
}

// 0 with x's sign for a NaN, else x.
static REAL nan_to_zero(REAL x) {
  return ISNAN(x) ? COPYSIGN(0, x) : x;
}

COMPLEX MUL(REAL a, REAL b, REAL c, REAL d) {
  REAL ac = a * c, bd = b * d, ad = a * d, bc = b * c;
  REAL x = ac - bd, y = ad + bc;
  if (ISNAN(x) && ISNAN(y)) {
    int again = 0;
    if (ISINF(a) || ISINF(b)) {  // the left operand is infinite
      a = box(a);
      b = box(b);
      c = nan_to_zero(c);
      d = nan_to_zero(d);
      again = 1;
    }
    if (ISINF(c) || ISINF(d)) {  // the right operand is infinite
      c = box(c);
      d = box(d);
      a = nan_to_zero(a);
      b = nan_to_zero(b);
      again = 1;
    }
    if (!again && (ISINF(ac) || ISINF(bd) || ISINF(ad) || ISINF(bc))) {
      // A finite product overflowed: recover its infinities.
      a = nan_to_zero(a);
      b = nan_to_zero(b);
      c = nan_to_zero(c);
      d = nan_to_zero(d);
      again = 1;
    }
    if (again) {
      x = INFINITY * (a * c - b * d);
      y = INFINITY * (a * d + b * c);
    }
  }
  COMPLEX z;
  __real__ z = x;
  __imag__ z = y;
  return z;
}

COMPLEX DIV(REAL a, REAL b, REAL c, REAL d) {
  REAL x, y;
  if (FABS(c) < FABS(d)) {
    REAL ratio = c / d, denom = c * ratio + d;
    x = (a * ratio + b) / denom;
    y = (b * ratio - a) / denom;
  } else {
    REAL ratio = d / c, denom = d * ratio + c;
    x = (b * ratio + a) / denom;
    y = (b - a * ratio) / denom;
  }
  if (ISNAN(x) && ISNAN(y)) {
    if (c == 0 && d == 0 && (!ISNAN(a) || !ISNAN(b))) {
      // Nonzero / zero: an infinity in the direction of the numerator.
      x = COPYSIGN(INFINITY, c) * a;
      y = COPYSIGN(INFINITY, c) * b;
    } else if ((ISINF(a) || ISINF(b)) && ISFINITE(c) && ISFINITE(d)) {
      a = box(a);
      b = box(b);
      x = INFINITY * (a * c + b * d);
      y = INFINITY * (b * c - a * d);
    } else if ((ISINF(c) || ISINF(d)) && ISFINITE(a) && ISFINITE(b)) {
      c = box(c);
      d = box(d);
      x = 0 * (a * c + b * d);
      y = 0 * (b * c - a * d);
    }
  }
  COMPLEX z;
  __real__ z = x;
  __imag__ z = y;
  return z;
}
