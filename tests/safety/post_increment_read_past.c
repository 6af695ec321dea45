// `*p++` loads through p and then moves p (the access is p's own, so an
// earlier check of `*p` covers it); with no earlier check, reading one
// element past a heap array still traps at the `*p++`.
// expect: out-of-bounds read
// expect-at: post_increment_read_past.c:18:12
#include "safety.h"

int main(void) {
  int n = opaque(5);
  int *a = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
  int *p = a, sum = 0;
  for (int i = 0; i < n; i++) {
    printf("%d\n", sum);
    if (i == 4)
      FAULT_NEXT();
    sum += *p++;
  }
  printf("%d\n", sum);
  puts("after the fault");
  return 0;
}
