// setvbuf.c — setvbuf and setbuf (before any other operation on the stream).
#include <stdlib.h>
#include "stdio_impl.h"

int setvbuf(FILE *restrict f, char *restrict buf, int mode, size_t size) {
  if (mode != _IOFBF && mode != _IOLBF && mode != _IONBF)
    return -1;
  if (f->wlen && __stdio_flush(f))
    return -1;
  if (f->flags & F_OWNBUF)
    free(f->buf);
  f->flags &= ~(F_OWNBUF | F_TTYCHECK);
  f->bufmode = mode;
  f->buf = 0;
  f->bufsize = 0;
  if (mode != _IONBF && buf && size > 0) {
    f->buf = (unsigned char *)buf;
    f->bufsize = size;
  } else if (mode == _IONBF) {
    __stdio_setup_buffer(f);  // its one byte, now (__fbufsize says 1, as glibc's)
  }
  return 0;
}

void setbuf(FILE *restrict f, char *restrict buf) {
  setvbuf(f, buf, buf ? _IOFBF : _IONBF, BUFSIZ);
}
