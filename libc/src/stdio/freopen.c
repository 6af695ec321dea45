// freopen.c — freopen: the same FILE on a newly opened file (a null
// path, "change the mode of the current file", is not supported: EBADF).
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "stdio_impl.h"

FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict f) {
  fflush(f);
  __stdio_raw_close(f);
  f->ops = 0;
  f->cookie = 0;
  f->wlen = f->rpos = f->rlen = 0;
  f->nunget = 0;
  f->orient = 0;
  int o, flags = __stdio_parse_mode(mode, &o);
  int fd = path && flags ? open(path, o, 0666) : -1;
  if (!path)
    errno = EBADF;
  if (fd < 0) {
    fclose(f);
    return 0;
  }
  f->fd = fd;
  f->flags = flags | (f->flags & F_OWNBUF);
  return f;
}
