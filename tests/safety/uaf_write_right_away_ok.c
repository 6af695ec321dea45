// Good twin of uaf_write_right_away.c: writes before free.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(32);
  strcpy(p, "live");
  printf("%s\n", p);
  FAULT_NEXT();
  p[0] = 'd';
  printf("after the fault %s\n", p);
  free(p);
  return 0;
}
