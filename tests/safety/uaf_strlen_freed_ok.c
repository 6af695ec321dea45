// Good twin of uaf_strlen_freed.c: measures before free.
// expect: ok
#include "safety.h"

int main(void) {
  char *s = malloc(10);
  strcpy(s, "freed");
  puts("measuring");
  FAULT_NEXT();
  printf("%zu\n", strlen(s));
  free(s);
  puts("after the fault");
  return 0;
}
