// Good twin of const_index_literal_past.c: "abc"[3] is the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  printf("%c\n", "abc"[2]);
  FAULT_NEXT();
  printf("%d\n", "abc"[3]);
  puts("after the fault");
  return 0;
}
