// Passing a struct by value out of a freed heap object traps as use after free.
// expect: use after free
#include "safety.h"

struct msg { int kind; char text[12]; };

static void show(struct msg m) { printf("%d %s\n", m.kind, m.text); }

int main(void) {
  struct msg *m = malloc(sizeof *m);
  m->kind = 1;
  strcpy(m->text, "hi");
  show(*m);
  free(m);
  FAULT_NEXT();
  show(*m);
  puts("after the fault");
  return 0;
}
