// Good twin of global_init_ptr_outside.c: reads past[-6], the first element.
// expect: ok
#include "safety.h"

int arr[4] = {10, 20, 30, 40};
int *past = arr + 6;
const char *tail = "abcdef" + 4;

int main(void) {
  printf("%d %s\n", past[-3], tail);
  FAULT_NEXT();
  printf("%d\n", past[-6]);
  puts("after the fault");
  return 0;
}
