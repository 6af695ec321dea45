// A function pointer used as a data pointer does not give access to the code bytes: reading
// through it is outside the function object.
// expect: out-of-bounds read
// asan: miss code bytes are readable memory
#include "safety.h"

static int victim(int x) { return x + 1; }

int main(void) {
  const unsigned char *code = (const unsigned char *)victim;
  printf("%d\n", victim(1));
  FAULT_NEXT();
  printf("%d\n", code[0]);
  puts("after the fault");
  return 0;
}
