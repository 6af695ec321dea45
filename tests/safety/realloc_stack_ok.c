// Good twin of realloc_stack.c: the buffer being grown is a heap object.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(16);
  strcpy(buf, "stack");
  printf("%s\n", buf);
  FAULT_NEXT();
  char *grown = realloc(buf, 64);
  printf("after the fault %s\n", grown);
  return 0;
}
