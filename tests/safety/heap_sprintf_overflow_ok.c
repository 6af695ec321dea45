// Good twin of heap_sprintf_overflow.c: snprintf truncates to the 8-byte buffer.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(8);
  int a = opaque(1234567890), b = opaque(987654321);
  puts("formatting");
  FAULT_NEXT();
  int n = snprintf(buf, 8, "%d-%d", a, b);
  printf("after the fault %s (%d)\n", buf, n);
  free(buf);
  return 0;
}
