// nan.c — nan, nanf, nanl: a quiet NaN whose payload is the number the
// string spells (as strtod reads "NAN(n-char-sequence)"); any other
// string gives the payload 0.
#include <math.h>
#include <stdlib.h>
#include "libm.h"

static unsigned long long payload(const char *s) {
  char *end;
  unsigned long long p = strtoull(s, &end, 0);
  return *end ? 0 : p;
}

double nan(const char *s) {
  union dbits v;
  v.i = 0x7ff8000000000000ULL | (payload(s) & 0x7ffffffffffffULL);
  return v.f;
}

float nanf(const char *s) {
  union fbits v;
  v.i = 0x7fc00000u | (uint32_t)(payload(s) & 0x3fffff);
  return v.f;
}

long double nanl(const char *s) {
  union ldbits v;
  v.i.m = 0xc000000000000000ULL | (payload(s) & 0x3fffffffffffffffULL);
  v.i.se = 0x7fff;
  return v.f;
}
