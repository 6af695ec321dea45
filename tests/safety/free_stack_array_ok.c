// Good twin of free_stack_array.c: frees a heap buffer instead.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  strcpy(buf, "on the heap");
  printf("%s\n", buf);
  FAULT_NEXT();
  free(buf);
  puts("after the fault");
  return 0;
}
