// mkstemp.c — mkstemp and mkdtemp: replace the final XXXXXX with letters
// and digits until an exclusive create (a file, or a directory) succeeds.
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Tries names until make(name) succeeds or fails other than EEXIST.
static int try_names(char *tmpl, int directory) {
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
    int r = directory ? mkdir(tmpl, 0700) : open(tmpl, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (r >= 0 || errno != EEXIST)
      return r;
  }
  errno = EEXIST;
  return -1;
}

int mkstemp(char *tmpl) {
  return try_names(tmpl, 0);
}

char *mkdtemp(char *tmpl) {
  return try_names(tmpl, 1) == 0 ? tmpl : 0;
}
