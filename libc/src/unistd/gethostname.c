// gethostname.c — the node name from uname.  A name that does not fit
// (with its terminator) fails with ENAMETOOLONG, as on glibc.
#include <errno.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

int gethostname(char *name, size_t len) {
  struct utsname u;
  if (uname(&u) != 0)
    return -1;
  size_t n = strlen(u.nodename);
  if (n + 1 > len) {
    errno = ENAMETOOLONG;
    return -1;
  }
  memcpy(name, u.nodename, n + 1);
  return 0;
}
