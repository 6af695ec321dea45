// Good twin of extern_signature_mismatch.c: declared and called with both parameters.
// also: parts/defs.c
// expect: ok
#include "safety.h"

void store_into(int v, int *dst);

int main(void) {
  int out = 0;
  puts("calling");
  FAULT_NEXT();
  store_into(opaque(4), &out);
  printf("after the fault %d\n", out);
  return 0;
}
