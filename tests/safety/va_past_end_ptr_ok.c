// Good twin of va_past_end_ptr.c: both calls end the list with NULL.
// expect: ok
#include "safety.h"
#include <stdarg.h>

static int count_words(const char *first, ...) {
  va_list ap;
  va_start(ap, first);
  int n = 0;
  for (const char *w = first; w; w = va_arg(ap, const char *)) {
    n++;
  }
  va_end(ap);
  return n;
}

int main(void) {
  printf("%d\n", count_words("a", "b", "c", (char *)NULL));
  FAULT_NEXT();
  printf("%d\n", count_words("a", "b", "c", (char *)NULL));
  puts("after the fault");
  return 0;
}
