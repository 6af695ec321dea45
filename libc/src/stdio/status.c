// status.c — feof, ferror, clearerr, fileno.
#include <errno.h>
#include "stdio_impl.h"

int feof(FILE *f) {
  return (f->flags & F_EOF) != 0;
}

int ferror(FILE *f) {
  return (f->flags & F_ERR) != 0;
}

void clearerr(FILE *f) {
  f->flags &= ~(F_EOF | F_ERR);
}

// A memory stream has no descriptor (fd is -1 there, as in glibc).
int fileno(FILE *f) {
  if (f->fd < 0)
    errno = EBADF;
  return f->fd;
}
