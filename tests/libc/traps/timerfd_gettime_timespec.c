// expect: out-of-bounds write
// expect-at: call to timerfd_gettime
// timerfd_gettime writes a struct itimerspec (two timespecs, 32 bytes),
// not one timespec.
#include <stdio.h>
#include <sys/timerfd.h>
int main(void) {
  int fd = timerfd_create(CLOCK_MONOTONIC, 0);
  struct timespec left;
  printf("%d\n", timerfd_gettime(fd, (struct itimerspec *)&left));
  return 0;
}
