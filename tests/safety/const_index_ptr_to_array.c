// Through a pointer to a whole array, (*pa)[4] of int[4] is checked.
// expect: out-of-bounds write
#include "safety.h"

static void set_last(int (*pa)[4]) { (*pa)[4] = 1; }

int main(void) {
  int arr[4] = {0};
  puts("setting");
  FAULT_NEXT();
  set_last(&arr);
  puts("after the fault");
  return 0;
}
