// A struct with a flexible array member allocated for 3 elements: writing data[3] traps.
// expect: out-of-bounds write
#include "safety.h"

struct vec { int n; int data[]; };

int main(void) {
  int n = opaque(3);
  struct vec *v = malloc(sizeof(struct vec) + n * sizeof(int));
  v->n = n;
  for (int i = 0; i < n; i++) v->data[i] = i + 1;
  printf("n = %d, data[2] = %d\n", v->n, v->data[2]);
  FAULT_NEXT();
  v->data[n] = 4;
  puts("after the fault");
  return 0;
}
