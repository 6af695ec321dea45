// Good twin of struct_byval_from_freed.c: the second show happens before free.
// expect: ok
#include "safety.h"

struct msg { int kind; char text[12]; };

static void show(struct msg m) { printf("%d %s\n", m.kind, m.text); }

int main(void) {
  struct msg *m = malloc(sizeof *m);
  m->kind = 1;
  strcpy(m->text, "hi");
  show(*m);
  FAULT_NEXT();
  show(*m);
  free(m);
  puts("after the fault");
  return 0;
}
