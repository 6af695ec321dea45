// posix_madvise.c — POSIX's advice on mapped pages.  It returns an error
// number instead of setting errno, and its DONTNEED may not discard data,
// so it is only a hint here (as in the Linux C libraries).
#include <errno.h>
#include <sys/mman.h>

int posix_madvise(void *addr, size_t len, int advice) {
  if (advice == POSIX_MADV_DONTNEED)
    return 0;
  if (madvise(addr, len, advice) != 0)
    return errno;
  return 0;
}
