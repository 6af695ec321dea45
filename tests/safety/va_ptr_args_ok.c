// Pointers passed through varargs keep their capabilities (va_arg of char * and of int *).
// expect: ok
#include "safety.h"
#include <stdarg.h>

static void join(char *out, int n, ...) {
  va_list ap;
  va_start(ap, n);
  out[0] = 0;
  for (int i = 0; i < n; i++) {
    strcat(out, va_arg(ap, const char *));
    int *count = va_arg(ap, int *);
    ++*count;
  }
  va_end(ap);
}

int main(void) {
  char buf[32];
  int c1 = 0, c2 = 0;
  join(buf, 2, "ab", &c1, "cd", &c2);
  printf("%s %d %d\n", buf, c1, c2);
  return 0;
}
