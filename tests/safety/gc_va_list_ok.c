// The variadic argument area, referenced only by a va_list, survives collections triggered
// between va_arg calls; its pointers keep their capabilities.
// expect: ok
#include "safety.h"
#include <stdarg.h>

static void churn(void) {
  for (int i = 0; i < 20000; i++) {
    long *junk = malloc(128);
    memset(junk, 0x77, 128);
  }
}

static void show(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    churn();
    const char *s = va_arg(ap, const char *);
    long v = va_arg(ap, long);
    printf("%s=%ld ", s, v);
  }
  va_end(ap);
  puts("");
}

int main(void) {
  char *dyn = malloc(8);
  strcpy(dyn, "dyn");
  show(3, "a", 1L, dyn, 2L, "c", 3L);
  return 0;
}
