// Good twin of sig_struct_arg_short.c: the struct is passed whole.
// expect: ok
#include "safety.h"

struct span { const char *begin; const char *end; };

static long length(struct span s) { return *s.end == 0 ? s.end - s.begin : -1; }

int main(void) {
  const char *text = "abcdef";
  struct span s = { text, text + 6 };
  printf("%ld\n", length(s));
  long (*right)(struct span) = length;
  FAULT_NEXT();
  printf("%ld\n", right(s));
  puts("after the fault");
  return 0;
}
