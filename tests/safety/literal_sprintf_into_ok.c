// Good twin of literal_sprintf_into.c: the buffer is a writable global array.
// expect: ok
#include "safety.h"

static char storage[11] = "0000000000";
static char *make_buffer(void) { return storage; }

int main(void) {
  char *buf = make_buffer();
  puts("formatting");
  FAULT_NEXT();
  sprintf(buf, "%d", opaque(42));
  printf("after the fault %s\n", buf);
  return 0;
}
