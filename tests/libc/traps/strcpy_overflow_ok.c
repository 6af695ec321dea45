// expect: ok
// Twin of strcpy_overflow.c: room for the terminator.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = malloc(5);
  strcpy(p, "four");
  printf("%s\n", p);
  return 0;
}
