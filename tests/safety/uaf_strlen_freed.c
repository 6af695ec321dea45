// strlen of a freed string traps inside the libc as use after free.
// expect: use after free
#include "safety.h"

int main(void) {
  char *s = malloc(10);
  strcpy(s, "freed");
  free(s);
  puts("measuring");
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  puts("after the fault");
  return 0;
}
