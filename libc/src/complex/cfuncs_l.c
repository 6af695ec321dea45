// cfuncs_l.c — the <complex.h> functions for long double _Complex (cfuncs.h).
#include <complex.h>
#include <math.h>
#include <stdbool.h>

#define REAL long double
#define C(name) name##l
#define M(name) name##l
#define EXP_LIMIT 11356        // exp(x) overflows above about this x
#define TANH_LIMIT 22       // tanh(x) rounds to +-1 beyond this |x|
#define EXP_BITS 16384         // the largest finite value is below 2^EXP_BITS
#define MANT_BITS 64       // bits of the significand
#define SQRT_LIMIT M(ldexp)(1, EXP_BITS / 2 - 2)  // z*z stays finite below this

#include "cfuncs.h"
