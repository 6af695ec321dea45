// getline.c — getdelim and getline: read a whole line into a growing
// malloc'd buffer.
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include "stdio_impl.h"

static ssize_t getdelim_unlocked(char **restrict line, size_t *restrict cap, int delim,
                                 FILE *restrict f) {
  if (!line || !cap) {
    errno = EINVAL;
    return -1;
  }
  size_t n = 0;
  for (;;) {
    int c = __fgetc_unlocked(f);
    if (c == EOF && (n == 0 || (f->flags & F_ERR)))
      return -1;
    if (n + 2 > *cap || !*line) {
      size_t ncap = *cap < 64 ? 128 : *cap * 2;
      char *p = realloc(*line, ncap);
      if (!p) {
        errno = ENOMEM;
        return -1;
      }
      *line = p;
      *cap = ncap;
    }
    if (c == EOF)
      break;
    (*line)[n++] = (char)c;
    if (c == delim)
      break;
  }
  (*line)[n] = 0;
  return (ssize_t)n;
}

ssize_t getdelim(char **restrict line, size_t *restrict cap, int delim, FILE *restrict f) {
  __stdio_lock(f);
  ssize_t r = getdelim_unlocked(line, cap, delim, f);
  __stdio_unlock(f);
  return r;
}

ssize_t getline(char **restrict line, size_t *restrict cap, FILE *restrict f) {
  return getdelim(line, cap, '\n', f);
}
