// Escaping locals of every frame of a deep recursion stay alive and intact while a collection
// runs at the deepest level.
// expect: ok
#include "safety.h"

static void churn(void) {
  for (int i = 0; i < 30000; i++) {
    int *junk = malloc(64);
    for (int j = 0; j < 16; j++) junk[j] = -1;
  }
}

static long descend(int depth) {
  int mine[16];
  int *p = mine;
  for (int i = 0; i < 16; i++) p[i] = depth * 100 + i;
  if (depth == 0) churn();
  else descend(depth - 1);
  long sum = 0;
  for (int i = 0; i < 16; i++) {
    if (p[i] != depth * 100 + i) { printf("frame %d clobbered\n", depth); exit(1); }
    sum += p[i];
  }
  return sum;
}

int main(void) {
  printf("%ld\n", descend(200));
  return 0;
}
