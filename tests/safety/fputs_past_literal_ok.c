// Good twin of fputs_past_literal.c: p points at the terminator (an empty string).
// expect: ok
#include "safety.h"

int main(void) {
  const char *s = "end";
  const char *p = s + strlen(s);
  fputs(s, stdout);
  fputs("\n", stdout);
  FAULT_NEXT();
  fputs(p, stdout);
  puts("after the fault");
  return 0;
}
