// div.c — div, ldiv, lldiv, imaxdiv (C division truncates toward zero).
#include <inttypes.h>
#include <stdlib.h>

div_t div(int a, int b) {
  div_t r = {a / b, a % b};
  return r;
}

ldiv_t ldiv(long a, long b) {
  ldiv_t r = {a / b, a % b};
  return r;
}

lldiv_t lldiv(long long a, long long b) {
  lldiv_t r = {a / b, a % b};
  return r;
}

imaxdiv_t imaxdiv(intmax_t a, intmax_t b) {
  imaxdiv_t r = {a / b, a % b};
  return r;
}
