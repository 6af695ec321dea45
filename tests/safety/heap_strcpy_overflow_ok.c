// Good twin of heap_strcpy_overflow.c: the buffer is strlen + 1 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  const char *msg = "hello world";
  char *dst = malloc(strlen(msg) + 1);
  puts("copying");
  FAULT_NEXT();
  strcpy(dst, msg);
  printf("after the fault %s\n", dst);
  free(dst);
  return 0;
}
