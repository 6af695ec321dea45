// getlogin.c — getlogin and getlogin_r.
//
// There is no utmp reader here (glibc looks the controlling terminal up
// in /var/run/utmp), so the login name is the LOGNAME environment
// variable, which login(1), sshd and su set.  Without it there is no
// name: getlogin returns null and getlogin_r ENXIO, as glibc does when
// the terminal has no utmp entry.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

char *getlogin(void) {
  char *name = getenv("LOGNAME");
  if (!name || !*name) {
    errno = ENXIO;
    return 0;
  }
  return name;
}

int getlogin_r(char *buf, size_t size) {
  char *name = getlogin();
  if (!name)
    return ENXIO;
  size_t n = strlen(name);
  if (n >= size)
    return ERANGE;
  memcpy(buf, name, n + 1);
  return 0;
}
