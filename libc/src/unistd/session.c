// session.c — getpgrp, the caller's process group (getpgid of itself).
#include <unistd.h>

pid_t getpgrp(void) {
  return getpgid(0);
}
