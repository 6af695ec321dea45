// strcat appending past the end of a 12-byte heap buffer traps inside strcat.
// expect: out-of-bounds write
#include "safety.h"

int main(void) {
  char *path = malloc(12);
  strcpy(path, "/usr/");
  strcat(path, "lib");
  printf("%s\n", path);
  FAULT_NEXT();
  strcat(path, "/x86_64");
  puts("after the fault");
  return 0;
}
