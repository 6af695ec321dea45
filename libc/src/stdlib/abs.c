// abs.c — abs, labs, llabs, imaxabs.
#include <inttypes.h>
#include <stdlib.h>

int abs(int x) {
  return x < 0 ? -x : x;
}

long labs(long x) {
  return x < 0 ? -x : x;
}

long long llabs(long long x) {
  return x < 0 ? -x : x;
}

intmax_t imaxabs(intmax_t x) {
  return x < 0 ? -x : x;
}
