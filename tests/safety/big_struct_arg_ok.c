// A 1 KB struct passed and returned by value, with pointers at its start and its end, keeps
// both capabilities.
// expect: ok
#include "safety.h"

struct big { char *first; char pad[1000]; char *last; };

static struct big touch(struct big b) {
  b.first[0] = 'F';
  b.last[0] = 'L';
  b.pad[999] = 'p';
  return b;
}

int main(void) {
  struct big b;
  memset(&b, 0, sizeof b);
  b.first = malloc(2);
  b.last = malloc(2);
  struct big r = touch(b);
  printf("%c %c %c\n", r.first[0], r.last[0], r.pad[999]);
  return 0;
}
