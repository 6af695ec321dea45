// Indexing a string literal directly with a constant past its end ("abc"[5]) is checked.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  printf("%c\n", "abc"[2]);
  FAULT_NEXT();
  printf("%d\n", "abc"[5]);
  puts("after the fault");
  return 0;
}
