// Bounds come from the object, not from the declaration: through `extern int arr[]` (an
// incomplete type), reading arr[4] of the 4-element definition traps.
// expect: out-of-bounds read
#include "safety.h"

extern int arr[];

static int get(int i) { return arr[i]; }

int main(void) {
  printf("%d\n", get(3));
  FAULT_NEXT();
  printf("%d\n", get(opaque(4)));
  puts("after the fault");
  return 0;
}

int arr[4] = {1, 2, 3, 4};
int after_arr = 5;
