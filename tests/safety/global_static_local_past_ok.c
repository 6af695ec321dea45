// Good twin of global_static_local_past.c: the history wraps around.
// expect: ok
#include "safety.h"

static int record(int v) {
  static int history[8];
  static int count;
  if (count == 8) FAULT_NEXT();
  history[count++ % 8] = v;
  return count;
}

int main(void) {
  for (int i = 0; i < 8; i++) record(i);
  puts("8 recorded");
  record(opaque(8));
  puts("after the fault");
  return 0;
}
