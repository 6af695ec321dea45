// open_memstream.c — open_memstream: a write-only stream into a buffer
// that grows as needed; the caller frees it after fclose.
//
// The FILE keeps its usual buffer; each time its bytes reach the memory
// (fflush, fclose, a full buffer) and at each seek, *bufp and *sizep are
// updated: *bufp is the buffer, *sizep the position, as glibc gives them.
// A seek past the end fills the gap with NULs at once (glibc fills it
// at the next fflush); the data is always followed by a NUL, and fclose
// puts one at the position, so a stream rewound before fclose leaves "".
// SEEK_END counts from the end of the data (POSIX's "current buffer
// length"; glibc counts from the position after the last fflush).
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

typedef struct {
  char **bufp;
  size_t *sizep;
  char *buf;
  size_t cap;   // bytes allocated, always > len
  size_t pos;   // the position, 0..len
  size_t len;   // the data's length; buf[len] is a NUL
} MemStream;

static void publish(MemStream *m) {
  *m->bufp = m->buf;
  *m->sizep = m->pos;
}

// Makes the data at least len bytes long (the new bytes are NULs), with
// room for the NUL after them.
static int extend(MemStream *m, size_t len) {
  if (len >= m->cap) {
    size_t cap = m->cap * 2 > len ? m->cap * 2 : len + 1;
    char *buf = realloc(m->buf, cap);
    if (!buf) {
      errno = ENOMEM;
      return -1;
    }
    m->buf = buf;
    m->cap = cap;
  }
  if (len > m->len) {
    memset(m->buf + m->len, 0, len + 1 - m->len);
    m->len = len;
  }
  return 0;
}

static ssize_t ms_read(void *cookie, unsigned char *dst, size_t n) {
  (void)cookie, (void)dst, (void)n;
  errno = EBADF;
  return -1;
}

static ssize_t ms_write(void *cookie, const unsigned char *src, size_t n) {
  MemStream *m = cookie;
  if (n > (size_t)-2 - m->pos) {
    errno = EFBIG;
    return -1;
  }
  if (extend(m, m->pos + n) < 0)
    return -1;
  memcpy(m->buf + m->pos, src, n);
  m->pos += n;
  publish(m);
  return (ssize_t)n;
}

static off_t ms_seek(void *cookie, off_t off, int whence) {
  MemStream *m = cookie;
  off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->len;
  if (off < -base || off > ((off_t)1 << 62) - base) {
    errno = EINVAL;
    return -1;
  }
  if (extend(m, (size_t)(base + off)) < 0)
    return -1;
  m->pos = (size_t)(base + off);
  publish(m);
  return (off_t)m->pos;
}

static int ms_close(void *cookie) {
  MemStream *m = cookie;
  m->buf[m->pos] = 0;
  publish(m);
  free(m);
  return 0;
}

static const StreamOps ms_ops = {ms_read, ms_write, ms_seek, ms_close};

FILE *open_memstream(char **bufp, size_t *sizep) {
  if (!bufp || !sizep) {
    errno = EINVAL;
    return 0;
  }
  MemStream *m = calloc(1, sizeof *m);
  if (!m)
    return 0;
  m->bufp = bufp;
  m->sizep = sizep;
  m->cap = 64;
  m->buf = calloc(1, m->cap);
  FILE *f = m->buf ? __stdio_new(-1, F_WRITE) : 0;
  if (!f) {
    free(m->buf);
    free(m);
    return 0;
  }
  f->ops = &ms_ops;
  f->cookie = m;
  publish(m);
  return f;
}
