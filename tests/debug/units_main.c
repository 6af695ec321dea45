// tests/debug/units_main.c and units_lib.c — two translation units
// compiled apart with -g: gdb steps from one into the other (units.gdb).
#include <stdio.h>

struct counter {
  int calls;
  long sum;
};
extern struct counter total;
int scale_all(int *v, int n, int k);

int main(void) {
  int values[4] = {1, 2, 3, 4};
  int r = scale_all(values, 4, 3);  // line: main-call
  printf("%d %d %ld\n", r, total.calls, total.sum);  // line: main-print
  return 0;
}
