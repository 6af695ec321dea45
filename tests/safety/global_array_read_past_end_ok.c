// Good twin of global_array_read_past_end.c: reads table[n - 1] and next_global by name.
// expect: ok
#include "safety.h"

int table[5] = {1, 2, 3, 4, 5};
int next_global = 77;

int main(void) {
  int n = opaque(5);
  printf("table[4] = %d\n", table[n - 1]);
  FAULT_NEXT();
  printf("next_global = %d\n", next_global);
  puts("after the fault");
  return next_global == 0;
}
