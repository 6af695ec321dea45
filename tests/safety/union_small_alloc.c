// A union allocated with the size of its smallest member: writing the long member traps.
// expect: out-of-bounds write
#include "safety.h"

union value { char c; long l; };

int main(void) {
  union value *v = malloc(sizeof(char));
  v->c = 'x';
  printf("%c\n", v->c);
  FAULT_NEXT();
  v->l = 1;
  puts("after the fault");
  return 0;
}
