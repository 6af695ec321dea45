// Good twin of uaf_freed_in_global.c: the global is cleared at free and re-allocated.
// expect: ok
#include "safety.h"

struct session { int id; char user[20]; };
struct session *current;

int main(void) {
  current = malloc(sizeof *current);
  current->id = 1;
  free(current);
  current = NULL;
  for (int i = 0; i < 100000; i++) {
    struct session *s = malloc(sizeof *s);
    s->id = i;
  }
  puts("churned");
  FAULT_NEXT();
  if (!current) current = calloc(1, sizeof *current);
  strcpy(current->user, "mallory");
  printf("after the fault %s\n", current->user);
  return 0;
}
