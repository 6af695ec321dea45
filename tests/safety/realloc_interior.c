// realloc of a pointer into the middle of a heap object traps as invalid free.
// expect: invalid free
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  strcpy(buf, "header:body");
  char *body = strchr(buf, ':') + 1;
  printf("%s\n", body);
  FAULT_NEXT();
  body = realloc(body, 64);
  printf("after the fault %s\n", body);
  return 0;
}
