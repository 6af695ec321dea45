// A function declared here with fewer parameters than its definition in another translation
// unit (store_into(int v, int *dst) in parts/defs.c): the missing pointer is null and the
// callee's store traps.
// also: parts/defs.c
// expect: null pointer dereference
#include "safety.h"

void store_into(int v);

int main(void) {
  puts("calling");
  FAULT_NEXT();
  store_into(opaque(0));
  puts("after the fault");
  return 0;
}
