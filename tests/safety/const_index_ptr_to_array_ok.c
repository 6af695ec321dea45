// Good twin of const_index_ptr_to_array.c: (*pa)[3].
// expect: ok
#include "safety.h"

static void set_last(int (*pa)[4]) { (*pa)[3] = 1; }

int main(void) {
  int arr[4] = {0};
  puts("setting");
  FAULT_NEXT();
  set_last(&arr);
  printf("after the fault %d\n", arr[3]);
  return 0;
}
