// The twin of register_pointer_member_past.c: the object has both members.
// expect: ok
#include "safety.h"

struct cell {
  long value;
  struct cell *next;
};

int main(void) {
  struct cell *c = malloc(sizeof(struct cell));
  long sum = 0;
  c->value = 1;
  c->next = NULL;
  for (int i = 0; i < 4; i++) {
    c->value += i;
    sum += c->value;
  }
  printf("%ld %ld\n", sum, c->value);
  struct cell *next = c->next;
  printf("%d\n", next == NULL);
  return 0;
}
