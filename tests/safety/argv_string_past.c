// argv[0] is an exact-size object: reading two bytes past its terminator traps.
// expect: out-of-bounds read
// asan: miss the argument strings are contiguous kernel-made memory; ASan does not poison it
#include "safety.h"

int main(int argc, char **argv) {
  size_t n = strlen(argv[0]);
  printf("argc %d, terminator %d\n", argc, argv[0][n]);
  FAULT_NEXT();
  printf("%d\n", argv[0][n + opaque(2)]);
  puts("after the fault");
  return 0;
}
