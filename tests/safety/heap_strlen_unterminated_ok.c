// Good twin of heap_strlen_unterminated.c: the buffer holds the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char *s = malloc(5);
  memcpy(s, "abcd", 5);
  printf("s[3] = %c\n", s[3]);
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  puts("after the fault");
  free(s);
  return 0;
}
