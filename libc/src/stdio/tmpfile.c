// tmpfile.c — tmpfile: an anonymous file in /tmp (Linux O_TMPFILE), so
// nothing needs removing afterwards; where the file system cannot do
// that, a fresh mkstemp name that is unlinked at once.
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include "stdio_impl.h"

FILE *tmpfile(void) {
  int fd = open("/tmp", O_TMPFILE | O_RDWR, 0600);
  if (fd < 0) {
    char name[] = "/tmp/tmpfileXXXXXX";
    fd = mkstemp(name);
    if (fd < 0)
      return 0;
    unlink(name);
  }
  FILE *f = __stdio_new(fd, F_READ | F_WRITE);
  if (!f)
    close(fd);
  return f;
}
