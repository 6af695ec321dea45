// perror.c — perror: "s: message\n" on stderr.
#include <errno.h>
#include <string.h>
#include "stdio_impl.h"

void perror(const char *s) {
  const char *msg = strerror(errno);
  if (s && *s)
    fprintf(stderr, "%s: %s\n", s, msg);
  else
    fprintf(stderr, "%s\n", msg);
}
