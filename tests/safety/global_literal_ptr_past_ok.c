// Good twin of global_literal_ptr_past.c: reads the literal's terminator.
// expect: ok
#include "safety.h"

struct entry { int id; const char *name; } entries[2] = { {1, "one"}, {2, "two"} };

int main(void) {
  printf("%d %s %d %s\n", entries[0].id, entries[0].name, entries[1].id, entries[1].name);
  FAULT_NEXT();
  printf("%d\n", entries[1].name[opaque(4) - 1]);
  puts("after the fault");
  return 0;
}
