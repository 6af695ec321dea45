// expect: out-of-bounds write
// expect-at: malloc_usable_size_past_end.c:12
// malloc_usable_size says how many bytes may be written; the byte after
// them is outside the object (with glibc it would land in the chunk's
// slack or the next chunk's header).
#include <malloc.h>
#include <stdlib.h>
int main(void) {
  unsigned char *p = malloc(13);
  size_t n = malloc_usable_size(p);
  unsigned char *volatile q = p;
  q[n] = 1;
  return p[0];
}
