// Good twin of null_read.c: the result is checked for null.
// expect: ok
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
  int *r = find(a, 4, opaque(9));
  printf("found 9: %d\n", r ? *r : -1);
  puts("after the fault");
  return 0;
}
