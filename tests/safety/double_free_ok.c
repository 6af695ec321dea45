// Good twin of double_free.c: the pointer is set to null after free, and free(NULL) does nothing.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(40);
  strcpy(p, "once");
  printf("%s\n", p);
  free(p);
  p = NULL;
  FAULT_NEXT();
  free(p);
  puts("after the fault");
  return 0;
}
