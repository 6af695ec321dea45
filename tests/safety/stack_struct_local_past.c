// Reading one byte past a local struct through a char pointer traps.
// expect: out-of-bounds read
#include "safety.h"

struct pair { int a; int b; };

int main(void) {
  struct pair s = {1, 2};
  const char *bytes = (const char *)&s;
  int n = opaque(sizeof s);
  printf("a = %d, b = %d, size %d\n", s.a, s.b, n);
  FAULT_NEXT();
  printf("%d\n", bytes[n]);
  puts("after the fault");
  return 0;
}
