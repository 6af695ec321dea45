// expect: ok
// Twin of timerfd_gettime_timespec.c: a whole struct itimerspec.
#include <stdio.h>
#include <sys/timerfd.h>
int main(void) {
  int fd = timerfd_create(CLOCK_MONOTONIC, 0);
  struct itimerspec cur;
  printf("%d %ld\n", timerfd_gettime(fd, &cur), (long)cur.it_value.tv_sec);
  return 0;
}
