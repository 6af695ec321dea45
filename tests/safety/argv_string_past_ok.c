// Good twin of argv_string_past.c: reads argv[0]'s terminator, its last byte.
// expect: ok
#include "safety.h"

int main(int argc, char **argv) {
  size_t n = strlen(argv[0]);
  printf("argc %d, terminator %d\n", argc, argv[0][n]);
  FAULT_NEXT();
  printf("%d\n", argv[0][n + opaque(2) - 2]);
  puts("after the fault");
  return 0;
}
