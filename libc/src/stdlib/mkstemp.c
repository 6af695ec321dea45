// mkstemp.c — mkstemp: replaces the final XXXXXX with letters and digits
// until an exclusive create succeeds.
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int mkstemp(char *tmpl) {
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
    int fd = open(tmpl, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd >= 0 || errno != EEXIST)
      return fd;
  }
  errno = EEXIST;
  return -1;
}
