// system.c — system: /bin/sh -c command in a child, waiting for it.
// system(NULL) reports that a shell exists.
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int system(const char *cmd) {
  if (!cmd)
    return access("/bin/sh", X_OK) == 0;
  pid_t pid = fork();
  if (pid < 0)
    return -1;
  if (pid == 0) {
    char *argv[] = {"sh", "-c", (char *)cmd, 0};
    execve("/bin/sh", argv, environ);
    _exit(127);
  }
  int status;
  if (waitpid(pid, &status, 0) < 0)
    return -1;
  return status;
}
