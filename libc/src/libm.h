// libm.h — what the math functions share privately.
#ifndef LIBM_H
#define LIBM_H

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

long double __expl(long double x);
long double __logl(long double x);

#endif
