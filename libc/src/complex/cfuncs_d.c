// cfuncs_d.c — the <complex.h> functions for double _Complex (cfuncs.h).
#include <complex.h>
#include <math.h>
#include <stdbool.h>

#define REAL double
#define C(name) name
#define M(name) name
#define EXP_LIMIT 709        // exp(x) overflows above about this x
#define TANH_LIMIT 19       // tanh(x) rounds to +-1 beyond this |x|
#define EXP_BITS 1024         // the largest finite value is below 2^EXP_BITS
#define MANT_BITS 53       // bits of the significand
#define SQRT_LIMIT M(ldexp)(1, EXP_BITS / 2 - 2)  // z*z stays finite below this

#include "cfuncs.h"
