// Good twin of ptr_memset_clears_cap.c: the pointer is saved as a pointer and stored back as one.
// expect: ok
#include "safety.h"

struct rec { char *name; long n; };

int main(void) {
  struct rec *r = malloc(sizeof *r);
  r->name = "kept";
  char *saved = r->name;
  memset(r, 0, sizeof *r);
  r->name = saved;
  printf("bits restored: %d\n", (uintptr_t)r->name == (uintptr_t)saved);
  FAULT_NEXT();
  printf("%s\n", r->name);
  puts("after the fault");
  return 0;
}
