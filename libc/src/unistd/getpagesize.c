// getpagesize.c — the old BSD name for sysconf(_SC_PAGESIZE).
#include <unistd.h>

int getpagesize(void) {
  return (int)sysconf(_SC_PAGESIZE);
}
