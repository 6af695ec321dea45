// Good twin of strchr_result_bounds.c: eq[4] is the terminator.
// expect: ok
#include "safety.h"

int main(void) {
  char *s = malloc(8);
  strcpy(s, "key=val");
  char *eq = strchr(s, '=');
  printf("value %s\n", eq + 1);
  FAULT_NEXT();
  printf("%d\n", eq[opaque(5) - 1]);
  puts("after the fault");
  return 0;
}
