// Out-of-bounds pointer arithmetic is not itself a fault: a pointer may go far outside its
// object and come back; only accesses are checked.
// expect: ok
#include "safety.h"

int main(void) {
  int *a = calloc(8, sizeof(int));
  int *far = a + opaque(1000000);
  int *below = a - opaque(1000);
  int *end = a + 8;
  far -= 1000000;
  below += 1000;
  *far = 1;
  below[1] = 2;
  printf("%d %d %d\n", a[0], a[1], (int)(end - a));
  return 0;
}
