// Writing one past the end of an initialised global array traps.
// expect: out-of-bounds write
#include "safety.h"

char name[8] = "global";
char neighbour[8] = "intact";

int main(void) {
  int n = opaque(8);
  printf("%s %s\n", name, neighbour);
  FAULT_NEXT();
  name[n] = 'X';
  printf("after the fault %s\n", neighbour);
  return 0;
}
