// Good twin of strdup_past.c: reads the copy's terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char *d = strdup("abc");
  printf("%s %d\n", d, d[3]);
  FAULT_NEXT();
  printf("%d\n", d[opaque(5) - 2]);
  puts("after the fault");
  free(d);
  return 0;
}
