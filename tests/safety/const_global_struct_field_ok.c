// Good twin of const_global_struct_field.c: resizes a writable copy of the const defaults.
// expect: ok
#include "safety.h"

struct settings { int width; int height; };
const struct settings defaults = {80, 24};

static void resize(struct settings *s) { s->height = 50; }

int main(void) {
  printf("%dx%d\n", defaults.width, defaults.height);
  FAULT_NEXT();
  struct settings mine = defaults;
  resize(&mine);
  printf("after the fault %d %d\n", defaults.height, mine.height);
  return 0;
}
