// Good twin of null_struct_member.c: a real item is passed.
// expect: ok
#include "safety.h"

struct item { long key; long value; };

static long value_of(struct item *it) { return it->value; }

int main(void) {
  struct item one = {1, 10};
  printf("%ld\n", value_of(&one));
  FAULT_NEXT();
  struct item two = {2, 20};
  printf("%ld\n", value_of(&two));
  puts("after the fault");
  return 0;
}
