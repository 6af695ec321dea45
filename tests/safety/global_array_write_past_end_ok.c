// Good twin of global_array_write_past_end.c: writes name[n - 1].
// expect: ok
#include "safety.h"

char name[8] = "global";
char neighbour[8] = "intact";

int main(void) {
  int n = opaque(8);
  printf("%s %s\n", name, neighbour);
  FAULT_NEXT();
  name[n - 1] = 0;
  printf("after the fault %s\n", neighbour);
  return 0;
}
