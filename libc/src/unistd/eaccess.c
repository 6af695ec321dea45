// eaccess.c — eaccess and euidaccess (GNU): access checked with the
// effective user and group IDs instead of the real ones.
#include <fcntl.h>
#include <unistd.h>

int euidaccess(const char *path, int mode) {
  return faccessat(AT_FDCWD, path, mode, AT_EACCESS);
}

int eaccess(const char *path, int mode) {
  return euidaccess(path, mode);
}
