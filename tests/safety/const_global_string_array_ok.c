// Good twin of const_global_string_array.c: a non-const char array global is writable.
// expect: ok
#include "safety.h"

char greeting[16] = "hello";

int main(void) {
  printf("%s\n", greeting);
  FAULT_NEXT();
  strcpy((char *)greeting, "bye");
  printf("after the fault %s\n", greeting);
  return 0;
}
