// A struct passed by value whose address is taken is an object of exactly its size: reading one
// byte past it traps.
// expect: out-of-bounds read
#include "safety.h"

struct pt { int x, y; };

static int byte_at(struct pt v, int i) {
  const unsigned char *b = (const unsigned char *)&v;
  return b[i];
}

int main(void) {
  struct pt p = {1, 2};
  printf("%d\n", byte_at(p, 4));
  FAULT_NEXT();
  printf("%d\n", byte_at(p, opaque((int)sizeof p)));
  puts("after the fault");
  return 0;
}
