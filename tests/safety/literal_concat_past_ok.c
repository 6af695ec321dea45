// Good twin of literal_concat_past.c: reads index 4.
// expect: ok
#include "safety.h"

int main(void) {
  const char *s = "ab" "cd";
  printf("%s %d\n", s, s[4]);
  FAULT_NEXT();
  printf("%d\n", s[opaque(5) - 1]);
  puts("after the fault");
  return 0;
}
