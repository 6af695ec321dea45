// Walking a pointer 100 bytes past a short literal (into other read-only data) and reading traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const char *s = "short";
  const char *t = "another literal that may follow";
  const char *p = s + opaque(100);
  printf("%s / %s\n", s, t);
  FAULT_NEXT();
  printf("%d\n", *p);
  puts("after the fault");
  return 0;
}
