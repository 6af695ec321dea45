// Reading a member of a freed struct through a pointer to the struct traps.
// expect: use after free
#include "safety.h"

struct conn { int fd; char name[12]; };

static void close_conn(struct conn *c) { free(c); }

int main(void) {
  struct conn *c = calloc(1, sizeof *c);
  c->fd = 3;
  strcpy(c->name, "server");
  printf("%s on %d\n", c->name, c->fd);
  close_conn(c);
  FAULT_NEXT();
  printf("%s\n", c->name);
  puts("after the fault");
  return 0;
}
