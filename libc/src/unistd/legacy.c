// legacy.c — old interfaces on newer ones: getwd (getcwd with PATH_MAX
// bytes, which the caller's buffer must really have), getdtablesize
// (the descriptor limit) and killpg (kill of a negated process group).
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <unistd.h>

char *getwd(char *buf) {
  return getcwd(buf, PATH_MAX);
}

int getdtablesize(void) {
  long n = sysconf(_SC_OPEN_MAX);
  return n > 0 && n < INT_MAX ? (int)n : INT_MAX;
}

int killpg(pid_t group, int sig) {
  if (group < 0) {
    errno = EINVAL;
    return -1;
  }
  return kill(-group, sig);
}
