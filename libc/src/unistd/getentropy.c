// getentropy.c — at most 256 random bytes, all or nothing, on the
// runtime's getrandom (which may return fewer bytes when interrupted).
#include <errno.h>
#include <sys/random.h>

int getentropy(void *buf, size_t len) {
  if (len > 256) {
    errno = EIO;
    return -1;
  }
  unsigned char *p = buf;
  while (len > 0) {
    ssize_t got = getrandom(p, len, 0);
    if (got < 0) {
      if (errno == EINTR)
        continue;
      return -1;
    }
    p += got;
    len -= (size_t)got;
  }
  return 0;
}
