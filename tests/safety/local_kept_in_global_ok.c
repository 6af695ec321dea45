// A pointer to a local kept in a global after its function returned stays usable.
// (gcc: the stack slot is reused, so only the safe build reads it back.)
// expect: ok
#include "safety.h"

static long *saved;

static void register_counter(void) {
  long counter = 100;
  saved = &counter;
}

static long churn_stack(int n) {
  long a[16];
  for (int i = 0; i < 16; i++) a[i] = n;
  return n ? churn_stack(n - 1) + a[3] : a[0];
}

int main(void) {
  register_counter();
  churn_stack(10);
#ifdef __SAFECC_SAFE__
  if (*saved != 100) { printf("counter = %ld\n", *saved); return 1; }
  for (int i = 0; i < 5; i++) ++*saved;
  if (*saved != 105) return 1;
#endif
  puts("counter kept its value");
  return 0;
}
