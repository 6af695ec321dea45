// buffer.c — moving bytes between a FILE's buffer and its descriptor.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "stdio_impl.h"

// The stream's file: its descriptor, or its ops for a memory stream.
ssize_t __stdio_raw_read(FILE *f, unsigned char *buf, size_t n) {
  return f->ops ? f->ops->read(f->cookie, buf, n) : read(f->fd, buf, n);
}

ssize_t __stdio_raw_write(FILE *f, const unsigned char *buf, size_t n) {
  return f->ops ? f->ops->write(f->cookie, buf, n) : write(f->fd, buf, n);
}

off_t __stdio_raw_seek(FILE *f, off_t off, int whence) {
  return f->ops ? f->ops->seek(f->cookie, off, whence) : lseek(f->fd, off, whence);
}

int __stdio_raw_close(FILE *f) {
  return f->ops ? f->ops->close(f->cookie) : close(f->fd);
}

// Writes the n bytes (retrying short writes) and returns how many went
// out: fewer than n after an error.
static size_t write_all(FILE *f, const unsigned char *s, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = __stdio_raw_write(f, s + done, n - done);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    done += (size_t)r;
  }
  return done;
}

// Writes out the pending bytes of the write buffer.
int __stdio_flush(FILE *f) {
  if (f->wlen == 0)
    return 0;
  size_t n = f->wlen;
  f->wlen = 0;
  if (write_all(f, f->buf, n) < n) {
    f->flags |= F_ERR;
    return EOF;
  }
  return 0;
}

// Gives f its buffer at the first use: stdout learns here whether it is a
// terminal; an unbuffered stream reads through a one-byte buffer.
int __stdio_setup_buffer(FILE *f) {
  if (f->flags & F_TTYCHECK) {
    f->flags &= ~F_TTYCHECK;
    if (isatty(f->fd))
      f->bufmode = _IOLBF;
  }
  if (f->buf)
    return 0;
  if (f->bufmode != _IONBF) {
    f->buf = malloc(BUFSIZ);
    if (f->buf) {
      f->bufsize = BUFSIZ;
      f->flags |= F_OWNBUF;
      return 0;
    }
    f->bufmode = _IONBF;
  }
  f->buf = f->unget + UNGET_MAX - 1;  // never used at the same time as unget[7]
  f->bufsize = 1;
  return 0;
}

// Puts f in writing state: unread input is given back to the descriptor.
int __stdio_want_write(FILE *f) {
  if (!(f->flags & F_WRITE)) {
    f->flags |= F_ERR;
    errno = EBADF;
    return EOF;
  }
  if (f->rlen > f->rpos || f->nunget) {
    long back = (long)(f->rlen - f->rpos) + f->nunget;
    __stdio_raw_seek(f, -back, SEEK_CUR);
  }
  f->rpos = f->rlen = 0;
  f->nunget = 0;
  f->flags |= F_PUTTING;
  return __stdio_setup_buffer(f);
}

// Puts f in reading state: pending output is written first.
int __stdio_want_read(FILE *f) {
  if (!(f->flags & F_READ)) {
    f->flags |= F_ERR;
    errno = EBADF;
    return EOF;
  }
  if (f->wlen && __stdio_flush(f))
    return EOF;
  f->flags &= ~F_PUTTING;
  return __stdio_setup_buffer(f);
}

// The n bytes at s straight to f's descriptor (retrying short writes):
// how many went out, fewer than n after an error.  (Not write_all, whose
// loop is the same: it may hand its bytes to a memory stream's
// functions, through which a caller's pointer would escape.)
static size_t write_all_to_descriptor(FILE *f, const unsigned char *s, size_t n) {
  size_t done = 0;
  while (done < n) {
    ssize_t r = __libc_write(f->fd, s + done, n - done);
    if (r < 0 && errno == EINTR)
      continue;
    if (r <= 0)
      break;
    done += (size_t)r;
  }
  return done;
}

// The n bytes at s to a memory stream (f->ops) through its empty buffer,
// a buffer at a time: the stream's functions see only the buffer.  How
// many went out.
static size_t write_all_through_buffer(FILE *f, const unsigned char *s, size_t n) {
  size_t done = 0;
  while (done < n) {
    size_t k = n - done < f->bufsize ? n - done : f->bufsize;
    __libc_memcpy(f->buf, s + done, k);
    f->wlen = k;
    if (__stdio_flush(f))
      break;
    done += k;
  }
  return done;
}

// Appends n bytes to the stream (which is in writing state); returns how
// many were accepted (on an unbuffered stream, how many were written
// before an error).  Line buffering flushes when a newline went in.
// s goes nowhere but to the runtime's memcpy and write, which keep no
// pointer to it (stdio_impl.h), never to a memory stream's functions.
size_t __stdio_write(FILE *f, const unsigned char *s, size_t n) {
  if (f->flags & F_APPEND && f->wlen == 0)
    __stdio_raw_seek(f, 0, SEEK_END);
  if (f->bufmode == _IONBF || n >= f->bufsize) {
    if (__stdio_flush(f))
      return 0;
    size_t done = f->ops ? write_all_through_buffer(f, s, n) : write_all_to_descriptor(f, s, n);
    if (done < n)
      f->flags |= F_ERR;
    return done;
  }
  if (f->wlen + n > f->bufsize && __stdio_flush(f))
    return 0;
  int newline = 0;
  if (n <= 32) {  // a loop is cheaper than a runtime call here
    for (size_t i = 0; i < n; i++) {
      f->buf[f->wlen + i] = s[i];
      newline |= s[i] == '\n';
    }
  } else {
    __libc_memcpy(f->buf + f->wlen, s, n);
    newline = f->bufmode == _IOLBF && memchr(f->buf + f->wlen, '\n', n);
  }
  f->wlen += n;
  if (f->bufmode == _IOLBF && newline && __stdio_flush(f))
    return 0;
  return n;
}

// Refills the read buffer of f (in reading state and empty).  Like glibc,
// reading first flushes a line-buffered stdout, so prompts appear.
int __stdio_fill(FILE *f) {
  if (f->flags & F_EOF)
    return EOF;
  if (f != stdout && stdout->bufmode == _IOLBF && stdout->wlen)
    __stdio_flush(stdout);
  ssize_t r;
  do
    r = __stdio_raw_read(f, f->buf, f->bufsize);
  while (r < 0 && errno == EINTR);
  f->rpos = 0;
  f->rlen = r > 0 ? (size_t)r : 0;
  if (r > 0)
    return 0;
  f->flags |= r == 0 ? F_EOF : F_ERR;
  return EOF;
}
