// Good twin of frame_object_in_branch_past_end.c: the same array, made
// where its declaration is reached, read inside its bounds.
// expect: ok
#include "safety.h"

__attribute__((noinline)) static long element(const long *p, int i) {
  return p[i];
}

int main(void) {
  long sum = 0;
  for (int k = 0; k < 3; k++) {
    if (k > 0) {
      long x[2];
      x[0] = k;
      x[1] = 7;
      sum += element(x, 1);
      if (k == 2) {
        printf("%ld\n", sum);
        FAULT_NEXT();
        sum += element(x, opaque(1));
      }
    }
  }
  printf("%ld\n", sum);
  puts("after the fault");
  return 0;
}
