// Good twin of null_strlen.c: a missing key is handled before strlen.
// expect: ok
#include "safety.h"

static char *lookup(int key) { return key == 1 ? "one" : NULL; }

int main(void) {
  printf("%zu\n", strlen(lookup(1)));
  FAULT_NEXT();
  char *s = lookup(opaque(2));
  printf("%zu\n", s ? strlen(s) : 0);
  puts("after the fault");
  return 0;
}
