// tmpfile.c — tmpfile: an anonymous file in /tmp (Linux O_TMPFILE), so
// nothing needs removing afterwards.
#include <fcntl.h>
#include <unistd.h>
#include "stdio_impl.h"

FILE *tmpfile(void) {
  int fd = open("/tmp", O_TMPFILE | O_RDWR, 0600);
  if (fd < 0)
    return 0;
  FILE *f = __stdio_new(fd, F_READ | F_WRITE);
  if (!f)
    close(fd);
  return f;
}
