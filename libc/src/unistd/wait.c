// wait.c — wait, wait3, creat: one-line wrappers of runtime entry points.
#include <fcntl.h>
#include <sys/wait.h>

pid_t wait(int *status) {
  return waitpid(-1, status, 0);
}

pid_t wait3(int *status, int options, struct rusage *usage) {
  return wait4(-1, status, options, usage);
}

int creat(const char *path, mode_t mode) {
  return open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
}
