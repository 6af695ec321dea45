// A callee that takes a struct of two pointers by value, called through a pointer type that
// passes one int: the missing word (end) is a null pointer, and reading *end traps.
// expect: null pointer dereference
#include "safety.h"

struct span { const char *begin; const char *end; };

static long length(struct span s) { return *s.end == 0 ? s.end - s.begin : -1; }

int main(void) {
  const char *text = "abcdef";
  struct span s = { text, text + 6 };
  printf("%ld\n", length(s));
  long (*wrong)(int) = (long (*)(int))length;
  FAULT_NEXT();
  printf("%ld\n", wrong(opaque(1)));
  puts("after the fault");
  return 0;
}
