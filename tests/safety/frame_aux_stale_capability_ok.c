// The twin of frame_aux_stale_capability.c: the second call stores the
// pointer as a pointer, with its capability, into the struct's aux array
// in the frame, and reads through it.
// expect: ok
#include "safety.h"

struct holder {
  char *p;
  long n;
};

// Both calls have the same frame, so h is at the same place each time.
__attribute__((noinline)) static int peek(char *p, int index) {
  struct holder h;
  h.p = p;
  h.n = opaque(index);
  return h.p[h.n];
}

int main(void) {
  char *block = malloc(8);
  strcpy(block, "abc");
  int first = peek(block, 0);
  int second = peek(block, 2);
  printf("%d %d\n", first, second);
  puts("after the fault");
  return 0;
}
