// fopen.c — fopen, fdopen, and the mode-string parser they share.
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "stdio_impl.h"

// "r", "w", "a", each optionally with '+', and the modifiers 'b' (no
// effect), 'x' (O_EXCL) and 'e' (O_CLOEXEC).  Returns the F_ flags, or 0
// with errno EINVAL for a bad mode.
int __stdio_parse_mode(const char *mode, int *oflags) {
  int flags, o;
  switch (*mode) {
  case 'r': flags = F_READ; o = O_RDONLY; break;
  case 'w': flags = F_WRITE; o = O_WRONLY | O_CREAT | O_TRUNC; break;
  case 'a': flags = F_WRITE | F_APPEND; o = O_WRONLY | O_CREAT | O_APPEND; break;
  default:
    errno = EINVAL;
    return 0;
  }
  for (const char *p = mode + 1; *p; p++) {
    if (*p == '+') {
      flags |= F_READ | F_WRITE;
      o = (o & ~O_ACCMODE) | O_RDWR;
    } else if (*p == 'x') {
      o |= O_EXCL;
    } else if (*p == 'e') {
      o |= O_CLOEXEC;
    }
  }
  *oflags = o;
  return flags;
}

// A new listed stream on fd; its buffer comes at the first use.
FILE *__stdio_new(int fd, int flags) {
  FILE *f = calloc(1, sizeof *f);
  if (!f)
    return 0;
  f->fd = fd;
  f->flags = flags;
  f->bufmode = _IOFBF;
  __stdio_link(f);
  return f;
}

FILE *fopen(const char *restrict path, const char *restrict mode) {
  int o;
  int flags = __stdio_parse_mode(mode, &o);
  if (!flags)
    return 0;
  int fd = open(path, o, 0666);
  if (fd < 0)
    return 0;
  FILE *f = __stdio_new(fd, flags);
  if (!f)
    close(fd);
  return f;
}

FILE *fdopen(int fd, const char *mode) {
  int o;
  int flags = __stdio_parse_mode(mode, &o);
  if (!flags)
    return 0;
  return __stdio_new(fd, flags);
}
