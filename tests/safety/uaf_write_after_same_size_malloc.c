// Writing through a dangling pointer after its memory size was malloc'd again traps
// (and so cannot corrupt the new owner's data).
// expect: use after free
#include "safety.h"

int main(void) {
  char *old = malloc(24);
  free(old);
  char *fresh = malloc(24);
  strcpy(fresh, "owned by fresh");
  printf("%s\n", fresh);
  FAULT_NEXT();
  strcpy(old, "corrupted!");
  printf("after the fault %s\n", fresh);
  return 0;
}
