// expect: ok
// Twin of malloc_usable_size_past_end.c: every usable byte, up to the
// last, may be written.
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  unsigned char *p = malloc(13);
  size_t n = malloc_usable_size(p);
  unsigned char *volatile q = p;
  q[n - 1] = 1;
  printf("last usable byte: %d, usable >= 13: %d\n", p[n - 1], n >= 13);
  free(p);
  return 0;
}
