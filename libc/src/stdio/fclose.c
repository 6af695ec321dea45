// fclose.c — fclose: flush, close, and free the stream (the standard
// streams are static: they are only closed).
#include <stdlib.h>
#include <unistd.h>
#include "stdio_impl.h"

int fclose(FILE *f) {
  int r = 0;
  if (f->wlen && __stdio_flush(f))
    r = EOF;
  if (__stdio_raw_close(f) < 0)
    r = EOF;
  __stdio_unlink(f);
  if (f == stdin || f == stdout || f == stderr) {
    f->flags = 0;
    return r;
  }
  if (f->flags & F_OWNBUF)
    free(f->buf);
  free(f);
  return r;
}
