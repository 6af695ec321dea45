// The twin of struct_member_store_past.c with an object big enough.
// expect: ok
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
  struct outer *p = malloc(sizeof(struct outer));
  struct inner x = {1, "one"};
  p->pad = 7;
  printf("%ld\n", p->pad);
  p->in = x;
  printf("%ld %s\n", p->in.n, p->in.name);
  return 0;
}
