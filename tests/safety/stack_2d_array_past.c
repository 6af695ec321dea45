// int a[3][4]: a[3][0] is past the whole array object and traps (a[0][5] would be inside it).
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  int a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) a[i][j] = 10 * i + j;
  int r = opaque(3);
  printf("a[2][3] = %d\n", a[2][3]);
  FAULT_NEXT();
  printf("a[3][0] = %d\n", a[r][0]);
  puts("after the fault");
  return 0;
}
