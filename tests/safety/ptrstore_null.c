// Storing a pointer through a null pointer to a pointer traps as null pointer dereference.
// expect: null pointer dereference
#include "safety.h"

static void give(char **out, char *v) { *out = v; }

int main(void) {
  char *got;
  give(&got, "one");
  printf("%s\n", got);
  FAULT_NEXT();
  give(NULL, "two");
  puts("after the fault");
  return 0;
}
