// Struct and union assignment copy the capabilities of the pointers they contain, at any
// nesting: a union member, a pointer inside an array inside a struct, a nested struct.
// expect: ok
#include "safety.h"

union cell { char *p; long l; };
struct inner { long tag; char *name; };
struct outer { int n; union cell cells[3]; struct inner in; };

int main(void) {
  struct outer a;
  a.n = 3;
  a.cells[0].p = "zero";
  a.cells[1].l = 11;
  a.cells[2].p = malloc(4);
  strcpy(a.cells[2].p, "two");
  a.in.tag = 1;
  a.in.name = "inner";
  struct outer b;
  b = a;
  struct outer *h = malloc(sizeof *h);
  *h = b;
  union cell u = h->cells[2];
  printf("%s %ld %s %s %s\n", h->cells[0].p, h->cells[1].l, u.p, h->in.name, b.cells[2].p);
  return 0;
}
