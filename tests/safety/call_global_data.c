// A function-pointer table whose entry points at a data global: the call traps.
// expect: bad function call
#include "safety.h"

typedef int (*op_t)(int);

static int twice(int x) { return 2 * x; }
long not_code[4] = {0xc3c3c3c3c3c3c3c3, 0, 0, 0};
op_t table[2] = { twice, (op_t)not_code };

int main(void) {
  printf("%d\n", table[0](21));
  FAULT_NEXT();
  printf("%d\n", table[opaque(1)](21));
  puts("after the fault");
  return 0;
}
