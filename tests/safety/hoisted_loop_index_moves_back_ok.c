// A loop whose body moves i back once, staying inside the array (the good
// twin of hoisted_loop_index_moves_back.c).
// expect: ok
#include "safety.h"

int main(void) {
  int n = opaque(4), back = opaque(0);
  long *a = malloc(4 * sizeof(long));
  for (int i = 0; i < 4; i++) a[i] = i;
  long s = 0, turns = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    if (i == 2 && turns++ == 0)
      i = back;
  }
  printf("%ld\n", s);
  return 0;
}
