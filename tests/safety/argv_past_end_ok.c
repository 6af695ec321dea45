// Good twin of argv_past_end.c: argv strings are writable, argv[argc] is NULL.
// expect: ok
#include "safety.h"

int main(int argc, char **argv) {
  printf("argc %d, argv[argc] is null: %d\n", argc, argv[argc] == NULL);
  FAULT_NEXT();
  char *p = argv[argc + opaque(1) - 1];
  argv[0][0] = argv[0][0];
  size_t n = strlen(argv[0]);
  printf("after the fault %d %d\n", p != NULL, argv[0][n] == 0);
  return 0;
}
