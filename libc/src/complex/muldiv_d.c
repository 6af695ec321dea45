// muldiv_d.c — __muldc3 and __divdc3, for double _Complex (muldiv.h).
#include <math.h>

#define REAL double
#define COMPLEX double _Complex
#define MUL __muldc3
#define DIV __divdc3
#define FABS fabs
#define COPYSIGN copysign
#define ISINF isinf
#define ISNAN isnan
#define ISFINITE isfinite

COMPLEX MUL(REAL a, REAL b, REAL c, REAL d);
COMPLEX DIV(REAL a, REAL b, REAL c, REAL d);

#include "muldiv.h"
