// expect: ok
// Twin of strlen_unterminated.c: the terminator is inside the object.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(4);
  memcpy(p, "abc", 4);
  printf("%zu\n", strlen(p));
  return 0;
}
