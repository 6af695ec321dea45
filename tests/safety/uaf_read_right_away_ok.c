// Good twin of uaf_read_right_away.c: reads before free.
// expect: ok
#include "safety.h"

int main(void) {
  int *p = malloc(4 * sizeof(int));
  p[0] = 11;
  printf("p[0] = %d\n", p[0]);
  FAULT_NEXT();
  printf("p[0] = %d\n", p[0]);
  free(p);
  puts("after the fault");
  return 0;
}
