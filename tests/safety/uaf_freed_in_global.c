// A dangling pointer kept in a global (a root through the global's aux array) across
// collections: writing through it traps as use after free.
// expect: use after free
#include "safety.h"

struct session { int id; char user[20]; };
struct session *current;

int main(void) {
  current = malloc(sizeof *current);
  current->id = 1;
  free(current);
  for (int i = 0; i < 100000; i++) {
    struct session *s = malloc(sizeof *s);
    s->id = i;
  }
  puts("churned");
  FAULT_NEXT();
  strcpy(current->user, "mallory");
  puts("after the fault");
  return 0;
}
