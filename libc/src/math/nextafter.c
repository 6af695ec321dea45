// nextafter.c — nextafter and nexttoward in the three precisions: one
// step of the integer encoding toward y.  A result that overflows to
// infinity or falls to a subnormal or zero is a range error (ERANGE),
// as glibc reports it, except the first step away from zero.
#include <math.h>
#include "libm.h"

static void range_check(int biased_exponent, int max_exponent) {
  if (biased_exponent == max_exponent || biased_exponent == 0)
    errno = ERANGE;
}

// The neighbour of the finite x in the direction of up (1) or down (0).
static double step(double x, int up) {
  union dbits v = {x};
  if (x == 0)
    v.i = (up ? 0 : 1ULL << 63) | 1;
  else if (up == (x > 0))
    v.i++;
  else
    v.i--;
  if (x != 0)
    range_check((int)((v.i >> 52) & 0x7ff), 0x7ff);
  return v.f;
}

static float stepf(float x, int up) {
  union fbits v = {x};
  if (x == 0)
    v.i = (up ? 0 : 1u << 31) | 1;
  else if (up == (x > 0))
    v.i++;
  else
    v.i--;
  if (x != 0)
    range_check((int)((v.i >> 23) & 0xff), 0xff);
  return v.f;
}

// long double: the integer bit is explicit, so a carry out of the
// significand or a borrow through the integer bit moves the exponent.
static long double stepl(long double x, int up) {
  union ldbits v = {x};
  int e = v.i.se & 0x7fff;
  if (x == 0) {
    v.i.m = 1;
    v.i.se = up ? 0 : 0x8000;
    e = 0;
  } else if (up == (x > 0)) {
    v.i.m++;
    if (v.i.m == 0) {  // carry: 1.111... becomes 10.000...
      v.i.m = 1ULL << 63;
      e++;
    } else if (e == 0 && v.i.m == 1ULL << 63) {
      e = 1;  // the largest subnormal grew into the smallest normal
    }
  } else {
    if (v.i.m == 1ULL << 63 && e > 1) {
      v.i.m = ~0ULL;
      e--;
    } else {
      v.i.m--;
      if (e == 1 && !(v.i.m >> 63))
        e = 0;  // below the smallest normal
    }
  }
  v.i.se = (uint16_t)((v.i.se & 0x8000) | e);
  if (x != 0)
    range_check(e, 0x7fff);
  return v.f;
}

double nextafter(double x, double y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  return step(x, x < y);
}

float nextafterf(float x, float y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  return stepf(x, x < y);
}

long double nextafterl(long double x, long double y) {
  if (x != x || y != y)
    return x + y;
  if (x == y)
    return y;
  return stepl(x, x < y);
}

double nexttoward(double x, long double y) {
  if (x != x || y != y)
    return (double)(x + y);
  if (x == y)
    return (double)y;
  return step(x, x < y);
}

float nexttowardf(float x, long double y) {
  if (x != x || y != y)
    return (float)(x + y);
  if (x == y)
    return (float)y;
  return stepf(x, x < y);
}

long double nexttowardl(long double x, long double y) {
  return nextafterl(x, y);
}
