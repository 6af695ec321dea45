// fread.c — fread and fread_unlocked (GNU): buffered bytes first, then
// large requests straight into the caller's buffer (the runtime checks it
// against its capability).
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

size_t fread_unlocked(void *restrict p, size_t size, size_t n, FILE *restrict f) {
  if (size == 0 || n == 0)
    return 0;
  size_t total = size * n;
  if (total / size != n) {
    f->flags |= F_ERR;
    return 0;
  }
  unsigned char *dst = p;
  size_t got = 0;
  while (got < total && f->nunget)
    dst[got++] = f->unget[--f->nunget];
  if (got < total && f->rpos < f->rlen) {
    size_t k = f->rlen - f->rpos;
    if (k > total - got)
      k = total - got;
    memcpy(dst + got, f->buf + f->rpos, k);
    f->rpos += k;
    got += k;
  }
  if (got < total && __stdio_want_read(f))
    return got / size;
  while (got < total && !(f->flags & F_EOF)) {
    if (total - got >= f->bufsize) {
      ssize_t r = __stdio_raw_read(f, dst + got, total - got);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0) {
        f->flags |= r == 0 ? F_EOF : F_ERR;
        break;
      }
      got += (size_t)r;
      continue;
    }
    if (__stdio_fill(f))
      break;
    size_t k = f->rlen - f->rpos;
    if (k > total - got)
      k = total - got;
    memcpy(dst + got, f->buf + f->rpos, k);
    f->rpos += k;
    got += k;
  }
  return got / size;
}

size_t fread(void *restrict p, size_t size, size_t n, FILE *restrict f) {
  __stdio_lock(f);
  size_t r = fread_unlocked(p, size, n, f);
  __stdio_unlock(f);
  return r;
}
