// Good twin of literal_read_below.c: reads s[0].
// expect: ok
#include "safety.h"

int main(void) {
  const char *s = "literal";
  int i = opaque(-1);
  printf("%s\n", s);
  FAULT_NEXT();
  printf("%d\n", s[i + 1]);
  puts("after the fault");
  return 0;
}
