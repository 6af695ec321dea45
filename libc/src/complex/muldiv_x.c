// muldiv_x.c — __mulxc3 and __divxc3, for long double _Complex (muldiv.h).
#include <math.h>

#define REAL long double
#define COMPLEX long double _Complex
#define MUL __mulxc3
#define DIV __divxc3
#define FABS fabsl
#define COPYSIGN copysignl
#define ISINF isinf
#define ISNAN isnan
#define ISFINITE isfinite

COMPLEX MUL(REAL a, REAL b, REAL c, REAL d);
COMPLEX DIV(REAL a, REAL b, REAL c, REAL d);

#include "muldiv.h"
