// Good twin of heap_malloc1_second_byte.c: malloc(2) makes p[1] valid.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(2);
  p[0] = 'a';
  printf("p[0] = %c\n", p[0]);
  FAULT_NEXT();
  p[1] = 0;
  printf("p[1] = %d\n", p[1]);
  puts("after the fault");
  free(p);
  return 0;
}
