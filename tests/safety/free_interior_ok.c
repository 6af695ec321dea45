// Good twin of free_interior.c: frees the start of the object.
// expect: ok
#include "safety.h"

int main(void) {
  char *line = malloc(32);
  strcpy(line, "   padded");
  char *s = line;
  while (*s == ' ') s++;
  printf("%s\n", s);
  FAULT_NEXT();
  free(line);
  puts("after the fault");
  return 0;
}
