// Good twin of strchr_literal_write.c: searches a writable array.
// expect: ok
#include "safety.h"

int main(void) {
  char kv[] = "key=val";
  char *eq = strchr(kv, '=');
  printf("%s\n", eq);
  FAULT_NEXT();
  *eq = 0;
  printf("after the fault %s\n", kv);
  return 0;
}
