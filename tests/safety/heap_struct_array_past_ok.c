// Good twin of heap_struct_array_past.c: reads pts[n - 1].y.
// expect: ok
#include "safety.h"

struct point { int x, y; };

int main(void) {
  int n = opaque(4);
  struct point *pts = malloc(n * sizeof *pts);
  for (int i = 0; i < n; i++) { pts[i].x = i; pts[i].y = -i; }
  printf("pts[3] = (%d, %d)\n", pts[3].x, pts[3].y);
  FAULT_NEXT();
  printf("pts[3].y = %d\n", pts[n - 1].y);
  puts("after the fault");
  free(pts);
  return 0;
}
