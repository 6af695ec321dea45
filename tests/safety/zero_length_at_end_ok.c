// Zero-length operations at the end of an object (one past its last byte) are allowed:
// memcpy, memmove and memset of 0 bytes there, and snprintf into 0 bytes.
// expect: ok
#include "safety.h"

int main(void) {
  char *p = malloc(16);
  char *end = p + opaque(16);
  memset(p, 'a', 16);
  memcpy(end, "x", 0);
  memmove(p, end, 0);
  memset(end, 0, 0);
  int n = snprintf(end, 0, "%d", 12345);
  printf("%d %.16s\n", n, p);
  return 0;
}
