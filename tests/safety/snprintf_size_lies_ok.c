// Good twin of snprintf_size_lies.c: the size is the buffer's.
// expect: ok
#include "safety.h"

int main(void) {
  char *b = malloc(4);
  size_t size = opaque(64);
  puts("formatting");
  FAULT_NEXT();
  snprintf(b, size / 16, "%s", "a long string");
  printf("after the fault %s\n", b);
  return 0;
}
