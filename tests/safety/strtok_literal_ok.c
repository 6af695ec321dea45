// Good twin of strtok_literal.c: tokenises a writable copy.
// expect: ok
#include "safety.h"

int main(void) {
  char line[] = "a,b";
  printf("%s\n", line);
  FAULT_NEXT();
  char *tok = strtok(line, ",");
  printf("after the fault %s\n", tok);
  return 0;
}
