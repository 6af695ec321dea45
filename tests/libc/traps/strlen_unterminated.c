// expect: out-of-bounds read
// expect-at: libc/src/string/strlen.c
// No word-at-a-time tricks: strlen stops at the object's end and traps.
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(3);
  memcpy(p, "abc", 3);
  return (int)strlen(p);
}
