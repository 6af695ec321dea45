// memcpy into a null destination traps as null pointer dereference.
// expect: null pointer dereference
#include "safety.h"

int main(void) {
  char *dst = opaque(0) ? malloc(8) : NULL;
  puts("copying");
  FAULT_NEXT();
  memcpy(dst, "data", 4);
  puts("after the fault");
  return 0;
}
