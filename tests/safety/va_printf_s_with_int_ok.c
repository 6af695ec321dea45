// Good twin of va_printf_s_with_int.c: %s gets the pointer.
// expect: ok
#include "safety.h"

int main(void) {
  const char *name = "world";
  printf("hello %s\n", name);
  FAULT_NEXT();
  printf("%s\n", name);
  puts("after the fault");
  return 0;
}
