// fputs of a pointer walked past a literal's terminator traps on the first byte it reads.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const char *s = "end";
  const char *p = s + strlen(s) + 1;
  fputs(s, stdout);
  fputs("\n", stdout);
  FAULT_NEXT();
  fputs(p, stdout);
  puts("after the fault");
  return 0;
}
