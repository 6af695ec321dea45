// link.c — link and symlink, on the runtime's linkat and symlinkat.
#include <fcntl.h>
#include <unistd.h>

int link(const char *existing, const char *path) {
  return linkat(AT_FDCWD, existing, AT_FDCWD, path, 0);
}

int symlink(const char *target, const char *path) {
  return symlinkat(target, AT_FDCWD, path);
}
