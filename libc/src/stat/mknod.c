// mknod.c — mknod, mkfifo and mkfifoat, on the runtime's mknodat.
#include <fcntl.h>
#include <sys/stat.h>

int mknod(const char *path, mode_t mode, dev_t dev) {
  return mknodat(AT_FDCWD, path, mode, dev);
}

int mkfifoat(int dirfd, const char *path, mode_t mode) {
  return mknodat(dirfd, path, (mode & 07777) | S_IFIFO, 0);
}

int mkfifo(const char *path, mode_t mode) {
  return mkfifoat(AT_FDCWD, path, mode);
}
