// Good twin of double_free_after_gc.c: p is freed once, after the churn.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(100);
  for (int i = 0; i < 50000; i++) {
    char *t = malloc(100 + i % 4000);
    t[0] = 1;
  }
  puts("churned");
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
