// Good twin of null_read_signals_blocked.c: the lookup's result is
// tested for null.
// expect: ok
#include "safety.h"
#include <signal.h>

struct entry { int key, value; };

static struct entry *lookup(struct entry *t, int n, int key) {
  for (int i = 0; i < n; i++)
    if (t[i].key == key) return &t[i];
  return NULL;
}

int main(void) {
  struct entry t[3] = {{1, 10}, {2, 20}, {3, 30}};
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, NULL);
  printf("value of 2: %d\n", lookup(t, 3, 2)->value);
  FAULT_NEXT();
  struct entry *e = lookup(t, 3, opaque(7));
  printf("value of 7: %d\n", e ? e->value : -1);
  puts("after the fault");
  return 0;
}
