// A dangling pointer kept in a local across a lot of allocation (so that collections run
// and freed memory is reused): reading through it still traps as use after free.
// expect: use after free
#include "safety.h"

static void churn(void) {
  /* About 256 MB in total, 64 bytes to 64 KB at a time, all dropped. */
  for (int i = 0; i < 20000; i++) {
    char *p = malloc(64 + (i % 1024) * 64);
    p[0] = (char)i;
    if (i % 3 == 0) free(p);
  }
}

int main(void) {
  long *victim = malloc(8 * sizeof(long));
  victim[0] = 42;
  free(victim);
  churn();
  long *same = malloc(8 * sizeof(long));
  same[0] = 7;
  puts("churned");
  FAULT_NEXT();
  printf("%ld\n", victim[0]);
  puts("after the fault");
  return 0;
}
