// Good twin of free_global.c: a heap copy of the global is freed.
// expect: ok
#include "safety.h"

char pool[64];

int main(void) {
  strcpy(pool, "global");
  char *p = malloc(sizeof pool);
  memcpy(p, pool, sizeof pool);
  printf("%s\n", p);
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
