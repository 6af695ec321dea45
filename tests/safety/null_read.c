// Reading through a null pointer traps as null pointer dereference.
// expect: null pointer dereference
#include "safety.h"

static int *find(int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    if (a[i] == key) return &a[i];
  return NULL;
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("found 3: %d\n", *find(a, 4, 3));
  FAULT_NEXT();
  printf("found 9: %d\n", *find(a, 4, opaque(9)));
  puts("after the fault");
  return 0;
}
