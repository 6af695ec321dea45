// muldiv_f.c — __mulsc3 and __divsc3, for float _Complex (muldiv.h).
#include <math.h>

#define REAL float
#define COMPLEX float _Complex
#define MUL __mulsc3
#define DIV __divsc3
#define FABS fabsf
#define COPYSIGN copysignf
#define ISINF isinf
#define ISNAN isnan
#define ISFINITE isfinite

COMPLEX MUL(REAL a, REAL b, REAL c, REAL d);
COMPLEX DIV(REAL a, REAL b, REAL c, REAL d);

#include "muldiv.h"
