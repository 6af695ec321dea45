// Good twin of stack_sprintf_overflow.c: snprintf with sizeof num truncates.
// expect: ok
#include "safety.h"

int main(void) {
  char num[4];
  sprintf(num, "%d", opaque(123));
  printf("num = %s\n", num);
  FAULT_NEXT();
  snprintf(num, sizeof num, "%d", opaque(12345));
  printf("after the fault %s\n", num);
  return 0;
}
