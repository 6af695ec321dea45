// Atomic builtins on pointer slots move capabilities like plain pointer loads and stores:
// __atomic_store_n / load_n / exchange_n / compare_exchange_n on a pointer (a lock-free stack
// push and pop), each result dereferenced.
// expect: ok
#include "safety.h"

struct node { struct node *next; int v; };

static struct node *top;

static void push(struct node *n) {
  struct node *old = __atomic_load_n(&top, __ATOMIC_ACQUIRE);
  do n->next = old;
  while (!__atomic_compare_exchange_n(&top, &old, n, 0, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE));
}

static struct node *pop(void) {
  struct node *old = __atomic_load_n(&top, __ATOMIC_ACQUIRE);
  while (old && !__atomic_compare_exchange_n(&top, &old, old->next, 0, __ATOMIC_ACQ_REL,
                                             __ATOMIC_ACQUIRE))
    ;
  return old;
}

int main(void) {
  for (int i = 1; i <= 3; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i;
    push(n);
  }
  char *a = malloc(4), *b = "lit";
  strcpy(a, "abc");
  char *slot = NULL;
  __atomic_store_n(&slot, a, __ATOMIC_SEQ_CST);
  char *was = __atomic_exchange_n(&slot, b, __ATOMIC_SEQ_CST);
  char *now = __atomic_load_n(&slot, __ATOMIC_SEQ_CST);
  printf("%s %s ", was, now);
  for (struct node *n; (n = pop()) != NULL;) printf("%d ", n->v);
  puts("");
  return 0;
}
