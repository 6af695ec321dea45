// tests/shared/items.c — a safe shared library (run-driver builds it
// with -fsafe -fPIC -shared): a list whose only root is the library's
// own static pointer, a constructor, a global the program reads, a
// callback through the program's function pointer, and an overflow.
#include <stdlib.h>
#include <string.h>

struct item {
  char *name;
  struct item *next;
};

static struct item *items;  // the collector must find this root
int lib_calls;              // read by the program
static int initialised;

__attribute__((constructor)) static void lib_init(void) { initialised = 42; }

int lib_initialised(void) { return initialised; }

void add_item(const char *name) {
  struct item *it = malloc(sizeof *it);
  it->name = strdup(name);
  it->next = items;
  items = it;
  lib_calls++;
}

int count_items(int (*pred)(const char *)) {
  int n = 0;
  for (struct item *it = items; it; it = it->next)
    n += pred(it->name);
  return n;
}

void overflow(int i) {
  char buf[8];
  memset(buf, 0, sizeof buf);
  buf[i] = 1;  // line: overflow
}
