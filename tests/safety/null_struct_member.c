// Reading a member at offset 8 through a null struct pointer (address 8) is a null dereference.
// expect: null pointer dereference
#include "safety.h"

struct item { long key; long value; };

static long value_of(struct item *it) { return it->value; }

int main(void) {
  struct item one = {1, 10};
  printf("%ld\n", value_of(&one));
  FAULT_NEXT();
  printf("%ld\n", value_of(NULL));
  puts("after the fault");
  return 0;
}
