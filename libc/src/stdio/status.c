// status.c — feof, ferror, clearerr, fileno.
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

int fileno(FILE *f) {
  return f->fd;
}
