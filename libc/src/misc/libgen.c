// libgen.c — dirname and basename (POSIX: they may write into the path).
#include <libgen.h>
#include <string.h>

// "/usr/lib/" -> "/usr", "lib" -> ".", "/" -> "/".
char *dirname(char *path) {
  if (!path || !*path)
    return ".";
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/')
    n--;
  while (n > 0 && path[n - 1] != '/')
    n--;
  if (n == 0)
    return ".";
  while (n > 1 && path[n - 1] == '/')
    n--;
  path[n] = 0;
  return path;
}

// "/usr/lib/" -> "lib", "/" -> "/".
char *basename(char *path) {
  if (!path || !*path)
    return ".";
  size_t n = strlen(path);
  while (n > 1 && path[n - 1] == '/')
    path[--n] = 0;
  char *slash = strrchr(path, '/');
  return slash && slash[1] ? slash + 1 : path;
}
