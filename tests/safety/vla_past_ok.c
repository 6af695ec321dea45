// Good twin of vla_past.c: the array has n + 1 elements.
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(5);
  int v[n + 1];
  for (int i = 0; i < n; i++) v[i] = i;
  printf("%d\n", v[n - 1]);
  FAULT_NEXT();
  v[n] = 5;
  printf("after the fault %d\n", v[n]);
  return 0;
}
