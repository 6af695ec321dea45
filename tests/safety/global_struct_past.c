// Reading past a global struct through a pointer to its last member traps.
// expect: out-of-bounds read
#include "safety.h"

struct config { int verbose; int level; } cfg = {1, 3};

int main(void) {
  int *last = &cfg.level;
  printf("level %d\n", *last);
  FAULT_NEXT();
  printf("%d\n", last[opaque(1)]);
  puts("after the fault");
  return 0;
}
