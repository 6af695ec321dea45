// Writing a field of a const global struct through a cast pointer traps.
// expect: write to read-only memory
#include "safety.h"

struct settings { int width; int height; };
const struct settings defaults = {80, 24};

static void resize(struct settings *s) { s->height = 50; }

int main(void) {
  printf("%dx%d\n", defaults.width, defaults.height);
  FAULT_NEXT();
  resize((struct settings *)&defaults);
  printf("after the fault %d\n", defaults.height);
  return 0;
}
