// A global pointer initialised to point outside its target array (arr + 6 of 4) keeps arr's
// capability: dereferencing it traps, while stepping back into range works.
// expect: out-of-bounds read
#include "safety.h"

int arr[4] = {10, 20, 30, 40};
int *past = arr + 6;
const char *tail = "abcdef" + 4;

int main(void) {
  printf("%d %s\n", past[-3], tail);
  FAULT_NEXT();
  printf("%d\n", *past);
  puts("after the fault");
  return 0;
}
