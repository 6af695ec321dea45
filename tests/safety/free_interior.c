// free of a pointer into the middle of a heap object traps as invalid free.
// expect: invalid free
#include "safety.h"

int main(void) {
  char *line = malloc(32);
  strcpy(line, "   padded");
  char *s = line;
  while (*s == ' ') s++;
  printf("%s\n", s);
  FAULT_NEXT();
  free(s);
  puts("after the fault");
  return 0;
}
