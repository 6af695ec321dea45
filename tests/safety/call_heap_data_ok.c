// Good twin of call_heap_data.c: the function pointer points to a real function.
// expect: ok
#include "safety.h"

typedef int (*fn_t)(void);

static int real(void) { return 7; }

int main(void) {
  unsigned char *code = malloc(16);
  memset(code, 0xc3, 16);
  fn_t f = real;
  puts("calling data");
  FAULT_NEXT();
  printf("%d\n", f());
  puts("after the fault");
  return code[0] != 0xc3;
}
