// Statically initialised global pointers that refer to each other and to themselves (a
// circular list built by the initialisers) carry capabilities from the start.
// expect: ok
#include "safety.h"

struct node { const char *name; struct node *next; };
extern struct node b;
struct node a = { "a", &b };
struct node b = { "b", &a };
struct node self = { "self", &self };

int main(void) {
  struct node *n = &a;
  for (int i = 0; i < 5; i++) {
    printf("%s ", n->name);
    n = n->next;
  }
  printf("%s %s\n", self.next->next->name, a.next->next->next->name);
  return 0;
}
