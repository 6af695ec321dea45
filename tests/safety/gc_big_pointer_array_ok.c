// An 8 MB array of 1,000,000 pointers is the only thing that keeps its objects alive: after
// collections every one is intact (the collector traces big aux arrays).
// expect: ok
#include "safety.h"

int main(void) {
  int n = 1000000;
  int **all = malloc(n * sizeof *all);
  for (int i = 0; i < n; i++) {
    all[i] = malloc(sizeof(int));
    *all[i] = i;
  }
  for (int i = 0; i < 100000; i++) {
    int *junk = malloc(sizeof(int));
    *junk = -1;
  }
  long sum = 0;
  for (int i = 0; i < n; i++) sum += *all[i] == i;
  printf("%ld intact\n", sum);
  return 0;
}
