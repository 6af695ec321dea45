// Good twin of stack_struct_local_past.c: reads the struct's last byte.
// expect: ok
#include "safety.h"

struct pair { int a; int b; };

int main(void) {
  struct pair s = {1, 2};
  const char *bytes = (const char *)&s;
  int n = opaque(sizeof s);
  printf("a = %d, b = %d, size %d\n", s.a, s.b, n);
  FAULT_NEXT();
  printf("%d\n", bytes[n - 1]);
  puts("after the fault");
  return 0;
}
