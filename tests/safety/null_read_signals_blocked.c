// A null pointer read while the program blocks every signal still traps
// as null pointer dereference: the runtime finds a null capability by the
// fault its check takes (runtime/trap.c), so no mask the program sets may
// block SIGSEGV, or the program would die without its safety error.
// expect: null pointer dereference
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
  printf("value of 7: %d\n", lookup(t, 3, opaque(7))->value);
  puts("after the fault");
  return 0;
}
