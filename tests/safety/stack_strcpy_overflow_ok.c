// Good twin of stack_strcpy_overflow.c: the name buffer is big enough.
// expect: ok
#include "safety.h"

static void greet(const char *who) {
  char name[16];
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
