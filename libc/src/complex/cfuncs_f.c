// cfuncs_f.c — the <complex.h> functions for float _Complex (cfuncs.h).
#include <complex.h>
#include <math.h>
#include <stdbool.h>

#define REAL float
#define C(name) name##f
#define M(name) name##f
#define EXP_LIMIT 88        // exp(x) overflows above about this x
#define TANH_LIMIT 9       // tanh(x) rounds to +-1 beyond this |x|
#define EXP_BITS 128         // the largest finite value is below 2^EXP_BITS
#define MANT_BITS 24       // bits of the significand
#define SQRT_LIMIT M(ldexp)(1, EXP_BITS / 2 - 2)  // z*z stays finite below this

#include "cfuncs.h"
