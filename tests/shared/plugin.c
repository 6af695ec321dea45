// tests/shared/plugin.c — a safe library that load_plugin.c opens with
// dlopen: a global its constructor changes, a list whose only root is
// the plugin's own static pointer, and a function that calls back the
// program.
#include <stdlib.h>

struct cell {
  int value;
  struct cell *next;
};

int plugin_counter = 5;
static struct cell *cells;
static int started;

__attribute__((constructor)) static void start(void) {
  started = 1;
  plugin_counter += 100;
}

void plugin_push(int v) {
  struct cell *c = malloc(sizeof *c);
  c->value = v;
  c->next = cells;
  cells = c;
}

long plugin_sum(void) {
  long s = 0;
  for (struct cell *c = cells; c; c = c->next)
    s += c->value;
  return s;
}

int plugin_apply(int (*f)(int), int n) {
  int s = 0;
  for (int i = 1; i <= n; i++)
    s += f(i);
  return s + started;
}
