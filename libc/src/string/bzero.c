// bzero.c — the BSD memset(p, 0, n).
#include <string.h>
#include <strings.h>

void bzero(void *p, size_t n) {
  memset(p, 0, n);
}
