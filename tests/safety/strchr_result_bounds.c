// strchr's result carries the searched string's capability: indexing past the string's end
// from it traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  char *s = malloc(8);
  strcpy(s, "key=val");
  char *eq = strchr(s, '=');
  printf("value %s\n", eq + 1);
  FAULT_NEXT();
  printf("%d\n", eq[opaque(5)]);
  puts("after the fault");
  return 0;
}
