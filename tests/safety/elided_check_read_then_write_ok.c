// The twin of elided_check_read_then_write.c: a writable copy.
// expect: ok
#include "safety.h"

static volatile char sink;

int main(void) {
  char *s = malloc(4);
  strcpy(s, "abc");
  sink = (*s, sink = (*s = 'x'));
  printf("%c %s\n", sink, s);
  return 0;
}
