// Writing a heap object right after free traps as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  char *p = malloc(32);
  strcpy(p, "live");
  printf("%s\n", p);
  free(p);
  FAULT_NEXT();
  p[0] = 'd';
  puts("after the fault");
  return 0;
}
