// Good twin of call_string_literal.c: the literal is printed, not called.
// expect: ok
#include "safety.h"

static void show(const char *s) { printf("%d bytes\n", (int)strlen(s)); }

int main(void) {
  const char *shellcode = "\xc3\xc3\xc3\xc3";
  void (*f)(const char *) = show;
  puts("calling a literal");
  FAULT_NEXT();
  f(shellcode);
  puts("after the fault");
  return 0;
}
