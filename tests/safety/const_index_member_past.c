// A constant index past a member array that also lies past the whole global struct
// (cfg.slots[6] of a struct holding int slots[2]) is checked.
// expect: out-of-bounds read
#include "safety.h"

struct cfg { int mode; int slots[2]; } cfg = {1, {2, 3}};

int main(void) {
  printf("%d %d\n", cfg.mode, cfg.slots[1]);
  FAULT_NEXT();
  printf("%d\n", cfg.slots[6]);
  puts("after the fault");
  return 0;
}
