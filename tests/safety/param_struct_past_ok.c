// Good twin of param_struct_past.c: reads the struct's last byte.
// expect: ok
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
  printf("%d\n", byte_at(p, opaque((int)sizeof p) - 1));
  puts("after the fault");
  return 0;
}
