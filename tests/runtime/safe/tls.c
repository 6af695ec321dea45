// tls.c (safe C) — pointers stored in thread-local globals (which are not
// in the sc_globals table) keep their objects alive across collections.
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Thread_local char *tls_ptr;
_Thread_local struct { char *a, *b; } tls_pair;

int main(void) {
  tls_ptr = malloc(32);
  strcpy(tls_ptr, "thread local ok\n");
  tls_pair.b = malloc(8);
  strcpy(tls_pair.b, "pair\n");
  for (int i = 0; i < 300000; i++) {
    char *g = malloc(64);
    g[0] = 1;
  }
  int bad = strcmp(tls_ptr, "thread local ok\n") != 0 || strcmp(tls_pair.b, "pair\n") != 0;
  write(1, bad ? "tls: BAD\n" : "tls: ok\n", bad ? 9 : 8);
  return bad;
}
