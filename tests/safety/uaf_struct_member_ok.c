// Good twin of uaf_struct_member.c: the name is printed before closing.
// expect: ok
#include "safety.h"

struct conn { int fd; char name[12]; };

static void close_conn(struct conn *c) { free(c); }

int main(void) {
  struct conn *c = calloc(1, sizeof *c);
  c->fd = 3;
  strcpy(c->name, "server");
  printf("%s on %d\n", c->name, c->fd);
  FAULT_NEXT();
  printf("%s\n", c->name);
  close_conn(c);
  puts("after the fault");
  return 0;
}
