// printf("%s") given an integer (a string's address): the libc's pointer va_arg has no
// capability, so reading the string traps.
// expect: pointer without capability
// asan: miss the integer holds a valid address
#include "safety.h"

int main(void) {
  const char *name = "world";
  printf("hello %s\n", name);
  FAULT_NEXT();
  printf("%s\n", (uintptr_t)name);
  puts("after the fault");
  return 0;
}
