// free of a global array traps as invalid free.
// expect: invalid free
#include "safety.h"

char pool[64];

int main(void) {
  char *p = pool;
  strcpy(p, "global");
  printf("%s\n", p);
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
