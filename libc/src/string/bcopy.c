// bcopy.c — the BSD copy with its arguments the other way round, which
// may overlap (so memmove, which also moves capabilities).
#include <string.h>
#include <strings.h>

void bcopy(const void *src, void *dst, size_t n) {
  memmove(dst, src, n);
}
