// A small array declared in a branch inside a loop lives in the frame and
// gets its header where the declaration is reached, not in the prologue
// (src/locals.c, is_frame_object_made_at_declaration): a read one element
// past its end, through a pointer, must still trap.
// expect: out-of-bounds read
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
        sum += element(x, opaque(2));
      }
    }
  }
  printf("%ld\n", sum);
  puts("after the fault");
  return 0;
}
