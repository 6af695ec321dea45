// A struct that holds a pointer and lives in the frame keeps the
// capabilities of its words in an aux array in the frame too.  The first
// call leaves a capability there; the second call's struct, at the same
// place, gets only the address written into it, as an integer.  The
// array is zeroed when the struct is made, so the address carries no
// capability and reading through it traps.
// expect: pointer without capability
// expect-at: frame_aux_stale_capability.c:29:13
// asan: miss the forged pointer has a valid address; only capabilities tell it apart
#include "safety.h"

struct holder {
  char *p;
  long n;
};

// Both calls have the same frame, so h is at the same place each time.
__attribute__((noinline)) static int peek(char *p, uintptr_t addr, int forge) {
  struct holder h;
  if (forge)
    *(uintptr_t *)&h.p = addr;  // the address, without a capability
  else
    h.p = p;
  h.n = opaque(1);
  if (!forge)
    return h.p[0];
  FAULT_NEXT();
  return
         h.p[0];
}

int main(void) {
  char *block = malloc(8);
  strcpy(block, "abc");
  int first = peek(block, 0, 0);
  int second = peek(block, (uintptr_t)block, 1); // (no call between the two)
  printf("%d %d\n", first, second);
  puts("after the fault");
  return 0;
}
