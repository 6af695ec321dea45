// strlen(NULL) traps inside the libc as null pointer dereference.
// expect: null pointer dereference
#include "safety.h"

static char *lookup(int key) { return key == 1 ? "one" : NULL; }

int main(void) {
  printf("%zu\n", strlen(lookup(1)));
  FAULT_NEXT();
  printf("%zu\n", strlen(lookup(opaque(2))));
  puts("after the fault");
  return 0;
}
