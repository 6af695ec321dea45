// strcpy of a 10-character argument-like string into char name[8] traps.
// expect: out-of-bounds write
#include "safety.h"

static void greet(const char *who) {
  char name[8];
  strcpy(name, who);
  printf("hello %s\n", name);
}

int main(void) {
  greet("bob");
  FAULT_NEXT();
  greet("bartholomew");
  puts("after the fault");
  return 0;
}
