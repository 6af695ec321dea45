// Good twin of read_function_code.c: the function is only called and its address compared.
// expect: ok
#include "safety.h"

static int victim(int x) { return x + 1; }

int main(void) {
  const unsigned char *code = (const unsigned char *)victim;
  printf("%d\n", victim(1));
  FAULT_NEXT();
  printf("%d\n", (uintptr_t)code == (uintptr_t)victim);
  puts("after the fault");
  return 0;
}
