// Reading a field of the element one past the end of a heap array of structs traps.
// expect: out-of-bounds read
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = malloc(n * sizeof *pts);
  for (int i = 0; i < n; i++) { pts[i].x = i; pts[i].y = -i; }
  printf("pts[3] = (%d, %d)\n", pts[3].x, pts[3].y);
  FAULT_NEXT();
  printf("pts[4].y = %d\n", pts[n].y);
  puts("after the fault");
  return 0;
}
