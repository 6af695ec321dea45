// Reading one int past the end of a 10-int heap array traps (off by one, above).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int n = opaque(10);
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i * 3;
  printf("last: %d\n", a[n - 1]);
  FAULT_NEXT();
  printf("past the end: %d\n", a[n]);
  puts("after the fault");
  return 0;
}
