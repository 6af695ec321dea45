// malloc_trim.c — glibc gives free memory at the top of its heaps back
// to the system and says whether it released any.  The runtime's
// collector already returns empty blocks to the kernel after each
// collection, so there is nothing to do on request: 0, "nothing
// released", which glibc also answers when it finds nothing to trim.
#include <malloc.h>

int malloc_trim(size_t pad) {
  (void)pad;
  return 0;
}
