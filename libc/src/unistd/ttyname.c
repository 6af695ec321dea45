// ttyname.c — ttyname on the runtime's ttyname_r, with one static buffer
// as POSIX allows (the answer may be overwritten by the next call).
#include <errno.h>
#include <unistd.h>

static char name[128];

char *ttyname(int fd) {
  int e = ttyname_r(fd, name, sizeof name);
  if (e) {
    errno = e;
    return 0;
  }
  return name;
}
