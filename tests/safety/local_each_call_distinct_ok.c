// Each call's escaping local is a separate object: pointers from two calls do not alias.
// expect: ok
#include "safety.h"

static int *cell(int v) {
  int c = v;
  return &c;
}

int main(void) {
  int *a = cell(1);
  int *b = cell(2);
#ifdef __SAFECC_SAFE__
  if (a == b || *a != 1 || *b != 2) return 1;
  *a = 10;
  if (*b != 2) return 1;
#endif
  puts("two calls, two objects");
  return 0;
}
