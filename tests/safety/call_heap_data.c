// Calling a heap buffer (filled with a "ret" opcode) as a function traps as bad function call.
// expect: bad function call
#include "safety.h"

typedef int (*fn_t)(void);

int main(void) {
  unsigned char *code = malloc(16);
  memset(code, 0xc3, 16); /* ret */
  fn_t f = (fn_t)code;
  puts("calling data");
  FAULT_NEXT();
  f();
  puts("after the fault");
  return 0;
}
