// A struct assigned to a member through a pointer local (the copy goes
// straight through the pointer, without the address computed aside):
// the object is too small for the member, so the copy traps before any
// byte is written.
// expect: out-of-bounds write
// expect-at: struct_member_store_past.c:25:9
#include "safety.h"

struct inner {
  long n;
  char *name;
};

struct outer {
  long pad;
  struct inner in;
};

int main(void) {
  struct outer *p = malloc(sizeof(long) + sizeof(long));
  struct inner x = {1, "one"};
  p->pad = 7;
  printf("%ld\n", p->pad);
  FAULT_NEXT();
  p->in = x;
  puts("after the fault");
  return 0;
}
