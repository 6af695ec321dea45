// A struct containing pointers passed through "..." and read back with va_arg keeps the
// capabilities of its pointer members.
// expect: ok
#include "safety.h"
#include <stdarg.h>

struct named { const char *name; int *count; };

static void bump_all(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    struct named s = va_arg(ap, struct named);
    *s.count += (int)strlen(s.name);
  }
  va_end(ap);
}

int main(void) {
  int a = 0, b = 0;
  char *dyn = malloc(6);
  strcpy(dyn, "hello");
  struct named x = { "abc", &a }, y = { dyn, &b };
  bump_all(2, x, y);
  printf("%d %d\n", a, b);
  return 0;
}
