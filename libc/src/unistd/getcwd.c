// getcwd.c — getcwd and realpath on the runtime's __getcwd and
// __realpath, which need a buffer.  A null buffer gets one from malloc
// (the program's own, if it brings one, as bash does), as glibc does:
// getcwd(NULL, 0) grows its buffer until the name fits.
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <unistd.h>

char *__getcwd(char *, size_t);
char *__realpath(const char *restrict, char *restrict);

char *getcwd(char *buf, size_t size) {
  if (buf)
    return __getcwd(buf, size);
  size_t try = size ? size : 256;
  for (;;) {
    char *mine = malloc(try);
    if (!mine)
      return NULL;
    if (__getcwd(mine, try))
      return mine;
    int e = errno;
    free(mine);
    if (e != ERANGE || size) {
      errno = e;
      return NULL;
    }
    try *= 2;
  }
}

char *realpath(const char *restrict path, char *restrict resolved) {
  if (resolved)
    return __realpath(path, resolved);
  char *mine = malloc(PATH_MAX);
  if (!mine)
    return NULL;
  if (!__realpath(path, mine)) {
    int e = errno;
    free(mine);
    errno = e;
    return NULL;
  }
  return mine;
}
