// A function's static local array is a global object: writing history[8] traps.
// expect: out-of-bounds write
#include "safety.h"

static int record(int v) {
  static int history[8];
  static int count;
  if (count == 8) FAULT_NEXT();
  history[count++] = v;
  return count;
}

int main(void) {
  for (int i = 0; i < 8; i++) record(i);
  puts("8 recorded");
  record(opaque(8));
  puts("after the fault");
  return 0;
}
