// float and double arithmetic, comparisons (including NaN and signed zero),
// constants in every notation, math.h calls, and printf of floating values.
#include "test.h"
#include <float.h>
#include <math.h>

static double half(double x) { return x / 2; }
static float fadd(float a, float b) { return a + b; }
static double many(double a, double b, double c, double d, double e, double f,
                   double g, double h, double i, double j) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
static double mixargs(int a, double b, long c, float d, char e, double f) {
  return a + b + c + d + e + f;
}

int main(void) {
  CHECKF(0.5, 1.0 / 2);
  CHECKF(2.5, 5 / 2.0);
  CHECKF(-1.5, 1.5 - 3);
  CHECKF(6.25, 2.5 * 2.5);
  CHECKF(0.1 + 0.2, 0.30000000000000004);
  CHECK(0, 0.1 + 0.2 == 0.3);
  CHECK(1, 0.1f + 0.2f == 0.3f);
  CHECKF(1e10, 10000000000.0);
  CHECKF(0.001, 1e-3);
  CHECKF(255.0, 0x1.fep7);
  CHECKF(0.5, 0x.8p0);
  CHECKF(1.0, 1.);
  CHECKF(0.5, .5);
  CHECKF(3.0f, 3.f);
  CHECK(4, sizeof(1.0f));
  CHECK(8, sizeof(1.0));
  CHECK(4, sizeof(1e3F));
  CHECKF(2.0, half(4));
  CHECKF(3.5f, fadd(1.25f, 2.25f));
  CHECKF(1 + 4 + 9 + 16 + 25 + 36 + 49 + 64 + 81 + 100, many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  CHECKF(1 + 2.5 + 3 + 4.5 + 65 + 6.25, mixargs(1, 2.5, 3, 4.5f, 'A', 6.25));

  // comparisons
  {
    double a = 1.5, b = 2.5;
    CHECK(1, a < b);
    CHECK(0, a > b);
    CHECK(1, a <= 1.5);
    CHECK(1, b >= a);
    CHECK(0, a == b);
    CHECK(1, a != b);
    float f = 1.5f;
    CHECK(1, f == a);
    double nan = NAN;
    CHECK(0, nan == nan);
    CHECK(1, nan != nan);
    CHECK(0, nan < 1.0);
    CHECK(0, nan > 1.0);
    CHECK(0, nan <= nan);
    CHECK(0, nan >= 1.0);
    CHECK(1, !(nan == 1.0));
    CHECK(1, isnan(nan));
    CHECK(1, nan ? 1 : 0);       // NaN is nonzero
    double z = 0.0, nz = -0.0;
    CHECK(1, z == nz);
    CHECK(1, signbit(nz) != 0);
    CHECK(0, signbit(z) != 0);
    CHECK(1, 1 / nz < 0);
    CHECK(1, isinf(1 / z));
    CHECK(1, (double)INFINITY > DBL_MAX);
    CHECK(1, -INFINITY < -DBL_MAX);
    CHECK(0, !a);
    CHECK(1, !z);
    CHECK(1, a && b);
    CHECK(1, z || a);
    if (nz)
      CHECK(0, 1);
  }

  // arithmetic details
  {
    double d = 1.0;
    d += 0.5;
    d *= 4;
    d -= 1;
    d /= 2;
    CHECKF(2.5, d);
    d++;
    CHECKF(3.5, d);
    --d;
    CHECKF(2.5, d);
    float f = 0.1f;
    f += 0.2f;
    CHECKF(0.300000011920928955078125f, f);
    CHECKF(-2.5, -d);
    int i = 3;
    d = i / 2;          // integer division first
    CHECKF(1.0, d);
    d = i / 2.0;
    CHECKF(1.5, d);
    f = 16777216.0f;
    f += 1.0f;
    CHECKF(16777216.0f, f);
    double big = 1e308;
    CHECK(1, isinf(big * 10));
    double tiny = 5e-324;
    CHECK(1, tiny > 0);
    CHECKF(0.0, tiny / 2);
    CHECKF(DBL_EPSILON, 2.220446049250313e-16);
    CHECKF(FLT_EPSILON, 1.1920929e-07f);
  }

  // math library
  CHECKF(3.0, sqrt(9.0));
  CHECKF(1.0, pow(2.0, 0.0));
  CHECKF(1024.0, pow(2.0, 10.0));
  CHECKF(2.0, fabs(-2.0));
  CHECKF(3.0, floor(3.7));
  CHECKF(-3.0, ceil(-3.7));
  CHECKF(2.0f, sqrtf(4.0f));
  CHECKF(0.0, sin(0.0));
  CHECKF(1.5, fmod(7.5, 2.0));

  // printf of floating values
  {
    char buf[128];
    snprintf(buf, sizeof buf, "%f %.2f %e %g %g", 1.5, 2.345, 12345.678, 0.0001, 1e20);
    CHECKS("1.500000 2.35 1.234568e+04 0.0001 1e+20", buf);
    float f = 0.25f;
    snprintf(buf, sizeof buf, "%.3f|%8.2f|%-8.1f|%+.0f", f, -3.14159, 2.0, 2.5);
    CHECKS("0.250|   -3.14|2.0     |+2", buf);
    snprintf(buf, sizeof buf, "%a %g %g %g", 1.0, NAN, INFINITY, -0.0);
    CHECKS("0x1p+0 nan inf -0", buf);
    snprintf(buf, sizeof buf, "%d %f %d %f %s", 1, 1.0, 2, 2.0, "x");
    CHECKS("1 1.000000 2 2.000000 x", buf);
    snprintf(buf, sizeof buf, "%.17g", 0.1);
    CHECKS("0.10000000000000001", buf);
    double vals[3] = {1.0 / 3, 2.0 / 3, 1.0};
    snprintf(buf, sizeof buf, "%.5f,%.5f,%.5f", vals[0], vals[1], vals[2]);
    CHECKS("0.33333,0.66667,1.00000", buf);
    double x = 123456789.0;
    snprintf(buf, sizeof buf, "%.0f %.1e", x, x);
    CHECKS("123456789 1.2e+08", buf);
    CHECKF(2.5, strtod("2.5", 0));
    CHECKF(-1e-5, atof("-1e-5"));
  }
  return 0;
}
