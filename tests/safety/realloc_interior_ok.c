// Good twin of realloc_interior.c: reallocates the object's start, then finds the body again.
// expect: ok
#include "safety.h"

int main(void) {
  char *buf = malloc(32);
  strcpy(buf, "header:body");
  char *body = strchr(buf, ':') + 1;
  printf("%s\n", body);
  FAULT_NEXT();
  buf = realloc(buf, 64);
  body = strchr(buf, ':') + 1;
  printf("after the fault %s\n", body);
  return 0;
}
