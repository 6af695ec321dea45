// memset with a length computed as a negative difference (end - start with the two swapped)
// is a huge size_t: it traps instead of wiping memory.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  char *start = buf + 4, *end = buf + 2;
  puts("clearing");
  FAULT_NEXT();
  memset(start, 0, end - start);
  puts("after the fault");
  return 0;
}
