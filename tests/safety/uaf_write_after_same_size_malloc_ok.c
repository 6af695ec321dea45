// Good twin of uaf_write_after_same_size_malloc.c: writes through fresh.
// expect: ok
#include "safety.h"

int main(void) {
  char *old = malloc(24);
  free(old);
  char *fresh = malloc(24);
  strcpy(fresh, "owned by fresh");
  printf("%s\n", fresh);
  FAULT_NEXT();
  strcpy(fresh, "corrupted!");
  printf("after the fault %s\n", fresh);
  free(fresh);
  return 0;
}
