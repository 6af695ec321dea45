// Good twin of printf_s_freed.c: printed before free.
// expect: ok
#include "safety.h"

int main(void) {
  char *name = malloc(8);
  strcpy(name, "gone");
  printf("%s\n", name);
  FAULT_NEXT();
  printf("%s\n", name);
  free(name);
  puts("after the fault");
  return 0;
}
