// A const scalar global without an initialiser (const long limit;, zero) is read-only too.
// expect: write to read-only memory
#include "safety.h"

const long limit;

static void set(long *p, long v) { *p = v; }

int main(void) {
  printf("%ld\n", limit);
  FAULT_NEXT();
  set((long *)&limit, 100);
  printf("after the fault %ld\n", limit);
  return 0;
}
