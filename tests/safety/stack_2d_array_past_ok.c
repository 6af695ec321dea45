// Good twin of stack_2d_array_past.c: reads a[r - 1][0].
// expect: ok
#include "safety.h"

int main(void) {
  int a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) a[i][j] = 10 * i + j;
  int r = opaque(3);
  printf("a[2][3] = %d\n", a[2][3]);
  FAULT_NEXT();
  printf("a[2][0] = %d\n", a[r - 1][0]);
  puts("after the fault");
  return 0;
}
