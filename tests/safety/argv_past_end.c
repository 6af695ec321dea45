// argv has argc + 1 entries (the last is NULL): reading argv[argc + 1] (glibc's envp[0]) traps.
// expect: out-of-bounds read
// asan: miss argv and envp are one contiguous array the kernel made; ASan does not poison it
#include "safety.h"

int main(int argc, char **argv) {
  printf("argc %d, argv[argc] is null: %d\n", argc, argv[argc] == NULL);
  FAULT_NEXT();
  char *p = argv[argc + opaque(1)];
  printf("after the fault %d\n", p != NULL);
  return 0;
}
