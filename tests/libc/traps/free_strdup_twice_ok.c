// expect: ok
// Twin of free_strdup_twice.c: each strdup freed once.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = strdup("x");
  char *q = strdup(p);
  free(p);
  printf("%s\n", q);
  free(q);
  return 0;
}
