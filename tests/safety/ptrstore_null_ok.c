// Good twin of ptrstore_null.c: a real destination.
// expect: ok
#include "safety.h"

static void give(char **out, char *v) { *out = v; }

int main(void) {
  char *got;
  give(&got, "one");
  printf("%s\n", got);
  FAULT_NEXT();
  give(&got, "two");
  printf("after the fault %s\n", got);
  return 0;
}
