// insque.c — insque and remque: doubly-linked lists (linear or circular)
// of any struct whose first two members are the forward and backward
// pointers.
#include <search.h>

struct link {
  struct link *next, *prev;
};

// A null prev starts a linear list of one element.
void insque(void *elem, void *prev) {
  struct link *e = elem, *p = prev;
  if (!p) {
    e->next = e->prev = 0;
    return;
  }
  e->next = p->next;
  e->prev = p;
  if (p->next)
    p->next->prev = e;
  p->next = e;
}

void remque(void *elem) {
  struct link *e = elem;
  if (e->next)
    e->next->prev = e->prev;
  if (e->prev)
    e->prev->next = e->next;
}
