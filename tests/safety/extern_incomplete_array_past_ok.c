// Good twin of extern_incomplete_array_past.c: reads arr[3].
// expect: ok
#include "safety.h"

extern int arr[];

static int get(int i) { return arr[i]; }

int main(void) {
  printf("%d\n", get(3));
  FAULT_NEXT();
  printf("%d\n", get(opaque(4) - 1));
  puts("after the fault");
  return 0;
}

int arr[4] = {1, 2, 3, 4};
int after_arr = 5;
