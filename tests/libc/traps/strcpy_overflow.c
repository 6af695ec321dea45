// expect: out-of-bounds write
// expect-at: libc/src/string/strcpy.c
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(4);
  strcpy(p, "four");  // 5 bytes with the terminator
  return p[0];
}
