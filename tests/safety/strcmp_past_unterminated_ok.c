// Good twin of strcmp_past_unterminated.c: the array has room for the
// terminator, so strcmp stops inside it.
// expect: ok
#include "safety.h"

int main(void) {
  char *a = malloc(10), *b = malloc(16);
  memcpy(a, "abcdefghi", 10);
  memcpy(b, "abcdefghijk", 12);
  printf("%c\n", a[8]);
  FAULT_NEXT();
  printf("%d\n", strcmp(a, b) < 0);
  puts("after the fault");
  return 0;
}
