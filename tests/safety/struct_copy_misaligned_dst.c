// A struct assignment into a place with a different alignment mod 8 (buf + 4) copies the bytes
// but not the capability of its pointer field: using the copied pointer traps.
// expect: pointer without capability
#include "safety.h"

struct ref { char *name; long n; };

int main(void) {
  struct ref r = { "named", 1 };
  char *buf = calloc(64, 1);
  struct ref *slot = (struct ref *)(buf + opaque(4));
  *slot = r;
  printf("bits equal: %d\n", slot->name == r.name);
  FAULT_NEXT();
  printf("%s\n", slot->name);
  puts("after the fault");
  return 0;
}
