// sprintf into a 4-byte local buffer of a 5-character number (plus NUL) traps.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char num[4];
  sprintf(num, "%d", opaque(123));
  printf("num = %s\n", num);
  FAULT_NEXT();
  sprintf(num, "%d", opaque(12345));
  puts("after the fault");
  return 0;
}
