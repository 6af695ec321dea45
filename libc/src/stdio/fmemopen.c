// fmemopen.c — fmemopen: a stream on the caller's buffer of size bytes
// (or on one of our own, freed at fclose, when buf is null).
//
// The FILE keeps its usual buffer; these operations move its bytes to
// and from the memory, with glibc's rules (which POSIX allows):
// - the data ends at `end`: size for "r" and "r+", 0 for "w" and "w+",
//   the first NUL (or size) for "a" and "a+"; reads stop there, SEEK_END
//   counts from there, and seeks may go anywhere in 0..size;
// - "w+" (spelled so) empties the buffer at once with a NUL at buf[0];
// - "a" writes always go to the end;
// - a write that ends past the data is followed by a NUL when there is
//   room, and when the data has reached the end of the buffer the last
//   byte becomes a NUL (except in append mode, or when the bytes written
//   end with their own NUL): with size 8, "12345678" leaves "1234567";
// - a write that does not fit stores what fits and then fails (ENOSPC).
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "stdio_impl.h"

typedef struct {
  unsigned char *buf;
  size_t size;
  size_t pos;   // the position, 0..size
  size_t end;   // the end of the data, 0..size
  int append;
  int own;      // buf is ours
} MemFile;

static ssize_t mem_read(void *cookie, unsigned char *dst, size_t n) {
  MemFile *m = cookie;
  if (m->pos >= m->end)
    return 0;
  if (n > m->end - m->pos)
    n = m->end - m->pos;
  memcpy(dst, m->buf + m->pos, n);
  m->pos += n;
  return (ssize_t)n;
}

static ssize_t mem_write(void *cookie, const unsigned char *src, size_t n) {
  MemFile *m = cookie;
  size_t at = m->append ? m->end : m->pos;
  int terminate = n == 0 || src[n - 1] != 0;
  if (n > m->size - at) {
    if (m->pos + terminate >= m->size) {
      errno = ENOSPC;
      return -1;
    }
    n = m->size - at;
  }
  memcpy(m->buf + at, src, n);
  m->pos = at + n;
  if (m->pos > m->end) {
    m->end = m->pos;
    if (m->end < m->size && terminate)
      m->buf[m->end] = 0;
    else if (!m->append && terminate)
      m->buf[m->size - 1] = 0;
  }
  return (ssize_t)n;
}

static off_t mem_seek(void *cookie, off_t off, int whence) {
  MemFile *m = cookie;
  off_t base = whence == SEEK_SET ? 0 : whence == SEEK_CUR ? (off_t)m->pos : (off_t)m->end;
  if (off < -base || off > (off_t)m->size - base) {
    errno = EINVAL;
    return -1;
  }
  m->pos = (size_t)(base + off);
  return (off_t)m->pos;
}

static int mem_close(void *cookie) {
  MemFile *m = cookie;
  if (m->own)
    free(m->buf);
  free(m);
  return 0;
}

static const StreamOps mem_ops = {mem_read, mem_write, mem_seek, mem_close};

FILE *fmemopen(void *restrict buf, size_t size, const char *restrict mode) {
  int o;
  int flags = __stdio_parse_mode(mode, &o);
  if (!flags)
    return 0;
  MemFile *m = calloc(1, sizeof *m);
  if (!m)
    return 0;
  m->buf = buf;
  if (!buf) {
    m->buf = calloc(1, size ? size : 1);
    m->own = 1;
    if (!m->buf) {
      free(m);
      return 0;
    }
  }
  m->size = size;
  if (mode[0] == 'w' && mode[1] == '+' && size > 0)
    m->buf[0] = 0;
  if (mode[0] == 'r')
    m->end = size;
  else if (mode[0] == 'a')
    m->end = strnlen((const char *)m->buf, size);
  m->append = mode[0] == 'a';
  m->pos = m->append ? m->end : 0;
  FILE *f = __stdio_new(-1, flags);
  if (!f) {
    mem_close(m);
    return 0;
  }
  f->ops = &mem_ops;
  f->cookie = m;
  return f;
}
