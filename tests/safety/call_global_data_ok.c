// Good twin of call_global_data.c: both table entries are functions.
// expect: ok
#include "safety.h"

typedef int (*op_t)(int);

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
long not_code[4] = {0xc3c3c3c3c3c3c3c3, 0, 0, 0};
op_t table[2] = { twice, thrice };

int main(void) {
  printf("%d\n", table[0](21));
  FAULT_NEXT();
  printf("%d\n", table[opaque(1)](21));
  puts("after the fault");
  return not_code[1] != 0;
}
