// Returning a local array (it decays to a pointer) and filling it afterwards is safe.
// expect: ok
#include "safety.h"

static char *make_name(const char *who) {
  char name[32];
  strcpy(name, who);
  return name;
}

int main(void) {
  char *a = make_name("alice");
  char *b = make_name("bob");
#ifdef __SAFECC_SAFE__
  if (a == b || strcmp(a, "alice") != 0 || strcmp(b, "bob") != 0) return 1;
  strcat(a, " and friends");
  if (strcmp(a, "alice and friends") != 0 || strcmp(b, "bob") != 0) return 1;
#endif
  puts("both names survived, separately");
  return 0;
}
