// Two owners of one object each free it: the second free (through the copy) traps.
// expect: double free
#include "safety.h"

struct owner { char *data; };

int main(void) {
  struct owner a, b;
  a.data = malloc(8);
  b = a; /* the struct copy keeps the capability */
  free(a.data);
  puts("a freed");
  FAULT_NEXT();
  free(b.data);
  puts("after the fault");
  return 0;
}
