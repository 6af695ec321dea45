// free of a string literal traps as invalid free.
// expect: invalid free
#include "safety.h"

static char *name_or_default(char *given) { return given ? given : "default"; }

int main(void) {
  char *n = name_or_default(NULL);
  printf("%s\n", n);
  FAULT_NEXT();
  free(n);
  puts("after the fault");
  return 0;
}
