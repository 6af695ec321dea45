// tmpnam.c — tmpnam (C11 7.21.4.4) and tempnam (POSIX XSI): names of
// files that did not exist when the name was made.  Both are racy by
// nature (another process can take the name before it is used), which is
// why tmpfile and mkstemp exist; they are here because programs call them.
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "stdio_impl.h"

// Appends six random letters and digits to name[0..n) (NUL-terminated)
// until the name is not taken: 1 on success, 0 after TMP_MAX tries.
static int fresh_name(char *name, size_t n) {
  static const char digits[] =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  for (int attempt = 0; attempt < TMP_MAX; attempt++) {
    for (size_t i = 0; i < 6; i++)
      name[n + i] = digits[arc4random_uniform(sizeof digits - 1)];
    name[n + 6] = 0;
    struct stat st;
    if (lstat(name, &st) < 0 && errno == ENOENT)
      return 1;
  }
  return 0;
}

char *tmpnam(char *s) {
  static char internal[L_tmpnam];
  char name[L_tmpnam];
  size_t n = strlen(P_tmpdir "/tmp_");
  memcpy(name, P_tmpdir "/tmp_", n);
  int saved = errno;
  if (!fresh_name(name, n))
    return 0;
  errno = saved;
  char *out = s ? s : internal;
  memcpy(out, name, n + 7);
  return out;
}

static int usable_dir(const char *dir) {
  struct stat st;
  return dir && *dir && stat(dir, &st) == 0 && S_ISDIR(st.st_mode) && access(dir, W_OK | X_OK) == 0;
}

// The directory is TMPDIR's if it is a writable directory, else dir's,
// else P_tmpdir; the prefix is at most five bytes of pfx.  The name is
// malloc'd.
char *tempnam(const char *dir, const char *pfx) {
  const char *env = getenv("TMPDIR");
  const char *d = usable_dir(env) ? env : usable_dir(dir) ? dir : P_tmpdir;
  size_t dn = strlen(d), pn = pfx ? strnlen(pfx, 5) : 0;
  while (dn > 1 && d[dn - 1] == '/')
    dn--;
  char *name = malloc(dn + 1 + pn + 7);
  if (!name)
    return 0;
  memcpy(name, d, dn);
  name[dn] = '/';
  memcpy(name + dn + 1, pfx ? pfx : "", pn);
  int saved = errno;
  if (!fresh_name(name, dn + 1 + pn)) {
    free(name);
    return 0;
  }
  errno = saved;
  return name;
}
