// fwrite.c — fwrite and fwrite_unlocked (GNU): size*n bytes, returning
// the number of whole items.
#include "stdio_impl.h"

size_t fwrite_unlocked(const void *restrict p, size_t size, size_t n, FILE *restrict f) {
  if (size == 0 || n == 0)
    return 0;
  size_t total = size * n;
  if (total / size != n) {  // cannot be an object's size
    f->flags |= F_ERR;
    return 0;
  }
  if (__stdio_orient(f, -1) || __stdio_want_write(f))
    return 0;
  return __stdio_write(f, p, total) / size;
}

size_t fwrite(const void *restrict p, size_t size, size_t n, FILE *restrict f) {
  __stdio_lock(f);
  size_t r = fwrite_unlocked(p, size, n, f);
  __stdio_unlock(f);
  return r;
}
