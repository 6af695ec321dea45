// mkstemp.c — mkstemp, mkdtemp and mktemp: replace the final XXXXXX with
// letters and digits until an exclusive create (a file, or a directory)
// succeeds, or (mktemp) until the name names nothing yet.
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { MAKE_FILE, MAKE_DIRECTORY, MAKE_NOTHING };

// Makes what `what` says under name; fails with EEXIST if name is taken.
static int make(const char *name, int what) {
  if (what == MAKE_FILE)
    return open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
  if (what == MAKE_DIRECTORY)
    return mkdir(name, 0700);
  struct stat st;
  if (lstat(name, &st) == 0) {
    errno = EEXIST;
    return -1;
  }
  return errno == ENOENT ? 0 : -1;
}

// Tries names until make(name) succeeds or fails other than EEXIST.
static int try_names(char *tmpl, int what) {
  size_t len = strlen(tmpl);
  if (len < 6 || strcmp(tmpl + len - 6, "XXXXXX")) {
    errno = EINVAL;
    return -1;
  }
  static const char chars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  static unsigned long counter;
  unsigned long seed = (unsigned long)getpid() * 2654435761UL ^ (unsigned long)time(0);
  for (int attempt = 0; attempt < 1000; attempt++) {
    unsigned long v = seed + ++counter * 0x9e3779b97f4a7c15UL;
    for (int i = 0; i < 6; i++) {
      tmpl[len - 6 + i] = chars[v % 62];
      v /= 62;
    }
    int r = make(tmpl, what);
    if (r >= 0 || errno != EEXIST)
      return r;
  }
  errno = EEXIST;
  return -1;
}

int mkstemp(char *tmpl) {
  return try_names(tmpl, MAKE_FILE);
}

char *mkdtemp(char *tmpl) {
  return try_names(tmpl, MAKE_DIRECTORY) == 0 ? tmpl : 0;
}

// mktemp only picks a name, so another process may take it first; as in
// glibc, a failure leaves an empty string.
char *mktemp(char *tmpl) {
  if (try_names(tmpl, MAKE_NOTHING) != 0)
    tmpl[0] = 0;
  return tmpl;
}
