// Freeing the same heap object twice traps as double free at the second free.
// expect: double free
#include "safety.h"

int main(void) {
  char *p = malloc(40);
  strcpy(p, "once");
  printf("%s\n", p);
  free(p);
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
