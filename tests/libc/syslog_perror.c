// syslog_perror.c — syslog with LOG_PERROR: what reaches stderr (compared
// with glibc), the priority mask, %m, and that a missing /dev/log makes
// syslog drop the message without failing.
#include <errno.h>
#include <stdio.h>
#include <syslog.h>

int main(void) {
  openlog("tester", LOG_PERROR, LOG_LOCAL3);
  syslog(LOG_INFO, "hello %d", 42);
  syslog(LOG_ERR | LOG_DAEMON, "with a newline\n");
  int old = setlogmask(LOG_UPTO(LOG_WARNING));
  printf("old mask %#x\n", old);
  syslog(LOG_INFO, "masked out");
  syslog(LOG_WARNING, "warning kept");
  errno = ENOENT;
  syslog(LOG_ERR, "errno says: %m");
  printf("errno kept: %d\n", errno == ENOENT);
  printf("mask now %#x\n", setlogmask(0));
  closelog();
  openlog(0, 0, 0);
  syslog(LOG_NOTICE, "dropped quietly");
  closelog();
  printf("LOG_MAKEPRI %d LOG_MASK %d LOG_FAC %d LOG_PRI %d\n", LOG_MAKEPRI(LOG_MAIL, LOG_CRIT),
         LOG_MASK(LOG_ERR), LOG_FAC(LOG_LOCAL7 | LOG_DEBUG), LOG_PRI(LOG_LOCAL7 | LOG_DEBUG));
  fflush(stdout);
  return 0;
}
