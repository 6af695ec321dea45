// Good twin of heap_flex_member_past.c: allocated for n + 1 elements.
// expect: ok
#include "safety.h"

struct vec { int n; int data[]; };

int main(void) {
  int n = opaque(3);
  struct vec *v = malloc(sizeof(struct vec) + (n + 1) * sizeof(int));
  v->n = n;
  for (int i = 0; i < n; i++) v->data[i] = i + 1;
  printf("n = %d, data[2] = %d\n", v->n, v->data[2]);
  FAULT_NEXT();
  v->data[n] = 4;
  printf("after the fault %d\n", v->data[3]);
  free(v);
  return 0;
}
