// Reading one past the end of a local array traps (a stack-kind object).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int a[8];
  int n = opaque(8);
  for (int i = 0; i < n; i++) a[i] = i * i;
  printf("a[7] = %d\n", a[7]);
  FAULT_NEXT();
  printf("a[8] = %d\n", a[n]);
  puts("after the fault");
  return 0;
}
