// printf("%s") of a freed string traps inside the libc as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  char *name = malloc(8);
  strcpy(name, "gone");
  printf("%s\n", name);
  free(name);
  FAULT_NEXT();
  printf("%s\n", name);
  puts("after the fault");
  return 0;
}
