// confstr.c — confstr: the configuration strings, with the values glibc
// gives on x86_64 (an LP64 system with 64-bit off_t, where the only
// compilation flag worth naming is -m64 for the LP64_OFF64 model).
#include <errno.h>
#include <string.h>
#include <unistd.h>

// The string for name, or 0 when name is not one we know.
static const char *value(int name) {
  switch (name) {
  case _CS_PATH:
    return "/bin:/usr/bin";
  case _CS_V5_WIDTH_RESTRICTED_ENVS:
    return "XBS5_LP64_OFF64";
  case _CS_V6_WIDTH_RESTRICTED_ENVS:
    return "POSIX_V6_LP64_OFF64";
  case _CS_V7_WIDTH_RESTRICTED_ENVS:
    return "POSIX_V7_LP64_OFF64";
  case _CS_LFS64_CFLAGS:
  case _CS_LFS64_LINTFLAGS:
    return "-D_LARGEFILE64_SOURCE";
  case _CS_XBS5_LP64_OFF64_CFLAGS:
  case _CS_XBS5_LP64_OFF64_LDFLAGS:
  case _CS_POSIX_V6_LP64_OFF64_CFLAGS:
  case _CS_POSIX_V6_LP64_OFF64_LDFLAGS:
  case _CS_POSIX_V7_LP64_OFF64_CFLAGS:
  case _CS_POSIX_V7_LP64_OFF64_LDFLAGS:
    return "-m64";
  case _CS_V6_ENV:
  case _CS_V7_ENV:
    return "POSIXLY_CORRECT=1";
  }
  if ((name >= _CS_LFS_CFLAGS && name <= _CS_LFS64_LINTFLAGS) ||
      (name >= _CS_XBS5_ILP32_OFF32_CFLAGS && name <= _CS_POSIX_V7_LPBIG_OFFBIG_LINTFLAGS))
    return "";
  return 0;
}

// Copies as much of the string as fits (always terminated when len > 0)
// and returns the size the whole string needs, its NUL included.
size_t confstr(int name, char *buf, size_t len) {
  const char *s = value(name);
  if (!s) {
    errno = EINVAL;
    return 0;
  }
  size_t n = strlen(s);
  if (len > 0) {
    size_t k = n < len ? n : len - 1;
    memcpy(buf, s, k);
    buf[k] = 0;
  }
  return n + 1;
}
