// Good twin of double_free_via_copy.c: b gets its own copy of the data.
// expect: ok
#include "safety.h"

struct owner { char *data; };

int main(void) {
  struct owner a, b;
  a.data = malloc(8);
  b.data = malloc(8);
  memcpy(b.data, a.data, 8);
  free(a.data);
  puts("a freed");
  FAULT_NEXT();
  free(b.data);
  puts("after the fault");
  return 0;
}
