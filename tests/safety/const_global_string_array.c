// A const char array global (not a literal itself) is read-only: strcpy into it traps.
// expect: write to read-only memory
#include "safety.h"

const char greeting[16] = "hello";

int main(void) {
  printf("%s\n", greeting);
  FAULT_NEXT();
  strcpy((char *)greeting, "bye");
  printf("after the fault %s\n", greeting);
  return 0;
}
