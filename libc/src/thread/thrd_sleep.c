// thrd_sleep.c — nanosleep with C11's results: 0, -1 when a signal
// interrupted the sleep (with the time left in *remaining, if given), and
// -2 for any other failure, as glibc answers.  errno is left as it was,
// as glibc leaves it: C11 reports through the result.
#include <errno.h>
#include <threads.h>
#include <time.h>

int thrd_sleep(const struct timespec *duration, struct timespec *remaining) {
  int saved = errno;
  if (nanosleep(duration, remaining) == 0)
    return 0;
  int err = errno;
  errno = saved;
  return err == EINTR ? -1 : -2;
}
