// memalign.c — glibc's older aligned allocators, on aligned_alloc.
//
// memalign takes any alignment, as glibc does: up to 16 (malloc's own)
// it is malloc, otherwise it is rounded up to a power of two; past
// SIZE_MAX / 2 + 1 there is none (EINVAL).  The runtime aligns to at
// most half of its 64 KiB blocks, so bigger alignments fail with ENOMEM.
#include <errno.h>
#include <malloc.h>
#include <stdint.h>
#include <unistd.h>

void *memalign(size_t align, size_t size) {
  if (align <= 16)
    return malloc(size);
  if (align > SIZE_MAX / 2 + 1) {
    errno = EINVAL;
    return NULL;
  }
  size_t a = 32;
  while (a < align)
    a <<= 1;
  void *p = aligned_alloc(a, size);
  if (!p)
    errno = ENOMEM;
  return p;
}

void *valloc(size_t size) { return memalign((size_t)sysconf(_SC_PAGESIZE), size); }

// The size rounded up to whole pages (0 stays 0, as in glibc 2.36).
void *pvalloc(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (size > SIZE_MAX - (page - 1)) {
    errno = ENOMEM;
    return NULL;
  }
  return memalign(page, (size + page - 1) & ~(page - 1));
}
