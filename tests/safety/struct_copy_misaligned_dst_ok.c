// Good twin of struct_copy_misaligned_dst.c: the copy goes to buf + 8 and keeps the capability.
// expect: ok
#include "safety.h"

struct ref { char *name; long n; };

int main(void) {
  struct ref r = { "named", 1 };
  char *buf = calloc(64, 1);
  struct ref *slot = (struct ref *)(buf + opaque(4) + 4);
  *slot = r;
  printf("bits equal: %d\n", slot->name == r.name);
  FAULT_NEXT();
  printf("%s\n", slot->name);
  puts("after the fault");
  return 0;
}
