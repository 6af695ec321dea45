// Good twin of union_small_alloc.c: allocated with sizeof(union value).
// expect: ok
#include "safety.h"

union value { char c; long l; };

int main(void) {
  union value *v = malloc(sizeof *v);
  v->c = 'x';
  printf("%c\n", v->c);
  FAULT_NEXT();
  v->l = 1;
  printf("after the fault %ld\n", v->l);
  return 0;
}
