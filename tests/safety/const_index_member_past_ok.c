// Good twin of const_index_member_past.c: reads cfg.slots[1].
// expect: ok
#include "safety.h"

struct cfg { int mode; int slots[2]; } cfg = {1, {2, 3}};

int main(void) {
  printf("%d %d\n", cfg.mode, cfg.slots[1]);
  FAULT_NEXT();
  printf("%d\n", cfg.slots[1]);
  puts("after the fault");
  return 0;
}
