// Good twin of stack_array_read_past_end.c: reads a[n - 1].
// expect: ok
#include "safety.h"

int main(void) {
  int a[8];
  int n = opaque(8);
  for (int i = 0; i < n; i++) a[i] = i * i;
  printf("a[7] = %d\n", a[7]);
  FAULT_NEXT();
  printf("a[7] = %d\n", a[n - 1]);
  puts("after the fault");
  return 0;
}
