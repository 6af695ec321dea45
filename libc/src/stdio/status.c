// status.c — feof, ferror, clearerr, fileno, and their _unlocked forms
// (GNU).  Each reads or writes one field, so none takes the lock.
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

int feof_unlocked(FILE *f) {
  return feof(f);
}

int ferror_unlocked(FILE *f) {
  return ferror(f);
}

void clearerr_unlocked(FILE *f) {
  clearerr(f);
}

int fileno_unlocked(FILE *f) {
  return fileno(f);
}
