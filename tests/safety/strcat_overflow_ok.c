// Good twin of strcat_overflow.c: the buffer is big enough for the whole path.
// expect: ok
#include "safety.h"

int main(void) {
  char *path = malloc(16);
  strcpy(path, "/usr/");
  strcat(path, "lib");
  printf("%s\n", path);
  FAULT_NEXT();
  strcat(path, "/x86_64");
  printf("after the fault %s\n", path);
  return 0;
}
