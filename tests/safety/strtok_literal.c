// strtok writes its terminators into the string: on a string literal it traps.
// expect: write to read-only memory
#include "safety.h"

int main(void) {
  char *line = "a,b";
  printf("%s\n", line);
  FAULT_NEXT();
  char *tok = strtok(line, ",");
  printf("after the fault %s\n", tok);
  return 0;
}
