// Good twin of literal_wide_past.c: reads the wide terminator, element 3.
// expect: ok
#include "safety.h"

int main(void) {
  const wchar_t *w = L"abc";
  printf("%d %d\n", (int)w[0], (int)w[3]);
  FAULT_NEXT();
  printf("%d\n", (int)w[opaque(4) - 1]);
  puts("after the fault");
  return 0;
}
