// Good twin of free_literal.c: the default is a heap copy of the literal.
// expect: ok
#include "safety.h"

static char *name_or_default(char *given) {
  if (given) return given;
  char *d = malloc(sizeof "default");
  strcpy(d, "default");
  return d;
}

int main(void) {
  char *n = name_or_default(NULL);
  printf("%s\n", n);
  FAULT_NEXT();
  free(n);
  puts("after the fault");
  return 0;
}
