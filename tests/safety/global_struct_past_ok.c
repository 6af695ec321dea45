// Good twin of global_struct_past.c: steps back from the last member to the first (same object).
// expect: ok
#include "safety.h"

struct config { int verbose; int level; } cfg = {1, 3};

int main(void) {
  int *last = &cfg.level;
  printf("level %d\n", *last);
  FAULT_NEXT();
  printf("%d\n", last[-opaque(1)]);
  puts("after the fault");
  return 0;
}
