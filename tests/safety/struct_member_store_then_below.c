// A struct member stored through p covers p->in's bytes only: p points 8
// bytes before the start of its object, so p->in is inside it but p->pad,
// read after, is below its start and must be checked (and trap).
// expect: out-of-bounds read
// expect-at: struct_member_store_then_below.c:26:13
#include "safety.h"

struct inner {
  long n;
  char *name;
};

struct outer {
  long pad;
  struct inner in;
};

static volatile long sink;

int main(void) {
  char *raw = malloc(sizeof(struct inner));
  struct outer *p = (struct outer *)(raw - sizeof(long));
  struct inner x = {1, "one"};
  FAULT_NEXT();
  p->in = x;
  sink = p->pad;
  puts("after the fault");
  return 0;
}
