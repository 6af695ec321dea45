// shm_open.c — POSIX shared memory objects as glibc makes them: files in
// /dev/shm.  A name is read as glibc 2.36 reads it: leading '/'s are
// dropped, and what remains must be non-empty, without '/', and short
// enough for glibc's path buffer (under 260 bytes), else shm_open fails
// with EINVAL and shm_unlink with ENOENT (found by comparison with
// glibc 2.36).  Names of 256 to 259 bytes reach the kernel, which
// answers ENAMETOOLONG.  The descriptor is always close-on-exec and never
// follows a symbolic link, as glibc's.
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "shm_impl.h"

// Writes "/dev/shm/<prefix><name>" into path (SHM_PATH_MAX bytes); 0, or
// -1 for a name glibc refuses: the prefix and the name together may have
// SHM_NAME_MAX bytes.
int __shm_path(char *path, const char *prefix, const char *name) {
  while (*name == '/')
    name++;
  size_t n = strlen(name), p = strlen(prefix);
  if (n == 0 || p + n > SHM_NAME_MAX || memchr(name, '/', n))
    return -1;
  memcpy(path, SHM_DIR, sizeof SHM_DIR - 1);
  memcpy(path + sizeof SHM_DIR - 1, prefix, p);
  memcpy(path + sizeof SHM_DIR - 1 + p, name, n + 1);
  return 0;
}

int shm_open(const char *name, int oflag, mode_t mode) {
  char path[SHM_PATH_MAX];
  if (__shm_path(path, "", name)) {
    errno = EINVAL;
    return -1;
  }
  int fd = open(path, oflag | O_NOFOLLOW | O_CLOEXEC, mode);
  if (fd < 0 && errno == EISDIR)
    errno = EINVAL;  // a directory is just another unsuitable name
  return fd;
}

int shm_unlink(const char *name) {
  char path[SHM_PATH_MAX];
  if (__shm_path(path, "", name)) {
    errno = ENOENT;  // no object can have that name
    return -1;
  }
  int r = unlink(path);
  if (r < 0 && errno == EPERM)
    errno = EACCES;  // POSIX's word for it
  return r;
}
