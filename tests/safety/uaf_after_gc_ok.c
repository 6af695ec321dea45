// Good twin of uaf_after_gc.c: the same churn, the object is freed only after the last read.
// expect: ok
#include "safety.h"

static void churn(void) {
  for (int i = 0; i < 20000; i++) {
    char *p = malloc(64 + (i % 1024) * 64);
    p[0] = (char)i;
    if (i % 3 == 0) free(p);
  }
}

int main(void) {
  long *victim = malloc(8 * sizeof(long));
  victim[0] = 42;
  churn();
  long *same = malloc(8 * sizeof(long));
  same[0] = 7;
  puts("churned");
  FAULT_NEXT();
  printf("%ld\n", victim[0]);
  puts("after the fault");
  free(victim);
  return 0;
}
