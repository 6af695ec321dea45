// A growing array of pointers (realloc, doubling) while allocating: every element keeps its
// capability and content through copies and collections.
// expect: ok
#include "safety.h"

int main(void) {
  int cap = 1, n = 0;
  char **v = malloc(cap * sizeof *v);
  for (int i = 0; i < 20000; i++) {
    if (n == cap) {
      cap *= 2;
      v = realloc(v, cap * sizeof *v);
    }
    v[n] = malloc(12);
    snprintf(v[n], 12, "s%d", i);
    n++;
    char *junk = malloc(512);
    junk[0] = 0;
  }
  long total = 0;
  for (int i = 0; i < n; i++) total += atoi(v[i] + 1);
  printf("%d strings, total %ld, last %s\n", n, total, v[n - 1]);
  return 0;
}
