// utimes.c — the older ways to set a file's times, on the runtime's
// utimensat: utimes (microseconds), utime (seconds), futimens (a descriptor).
#include <fcntl.h>
#include <errno.h>
#include <stddef.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <utime.h>

int utimes(const char *path, const struct timeval tv[2]) {
  if (!tv)
    return utimensat(AT_FDCWD, path, NULL, 0);
  struct timespec ts[2];
  for (int i = 0; i < 2; i++) {
    if (tv[i].tv_usec < 0 || tv[i].tv_usec >= 1000000) {
      errno = EINVAL;
      return -1;
    }
    ts[i].tv_sec = tv[i].tv_sec;
    ts[i].tv_nsec = tv[i].tv_usec * 1000;
  }
  return utimensat(AT_FDCWD, path, ts, 0);
}

int utime(const char *path, const struct utimbuf *times) {
  if (!times)
    return utimensat(AT_FDCWD, path, NULL, 0);
  struct timespec ts[2] = {{times->actime, 0}, {times->modtime, 0}};
  return utimensat(AT_FDCWD, path, ts, 0);
}

int futimens(int fd, const struct timespec times[2]) {
  return utimensat(fd, NULL, times, 0);
}
