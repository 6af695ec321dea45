// Storing a pointer one slot past the end of a heap array of pointers traps (the pointer-store
// path, which also records the capability, is bounds-checked like any write).
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  int n = opaque(2);
  const char **names = malloc(n * sizeof *names);
  names[0] = "zero";
  names[1] = "one";
  printf("%s %s\n", names[0], names[1]);
  FAULT_NEXT();
  names[n] = "two";
  puts("after the fault");
  return 0;
}
