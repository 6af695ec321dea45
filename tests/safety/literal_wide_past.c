// A wide string literal L"abc" is a 16-byte read-only object: reading element 4 traps.
// expect: out-of-bounds read
#include "safety.h"

int main(void) {
  const wchar_t *w = L"abc";
  printf("%d %d\n", (int)w[0], (int)w[3]);
  FAULT_NEXT();
  printf("%d\n", (int)w[opaque(4)]);
  puts("after the fault");
  return 0;
}
