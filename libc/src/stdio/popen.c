// popen.c — popen and pclose: /bin/sh -c command with a pipe to or from
// it; the stream remembers the child so that pclose can wait for it.
#include <errno.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>
#include "stdio_impl.h"

typedef struct Child {
  FILE *f;
  pid_t pid;
  struct Child *next;
} Child;

static Child *children;

FILE *popen(const char *cmd, const char *mode) {
  int reading = mode[0] == 'r';
  if ((mode[0] != 'r' && mode[0] != 'w') || (mode[1] && mode[1] != 'e')) {
    errno = EINVAL;
    return 0;
  }
  int fds[2];
  if (pipe(fds) < 0)
    return 0;
  Child *c = malloc(sizeof *c);
  pid_t pid = c ? fork() : -1;
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    free(c);
    return 0;
  }
  if (pid == 0) {
    int mine = reading ? fds[1] : fds[0], target = reading ? 1 : 0;
    if (mine != target) {
      dup2(mine, target);
      close(mine);
    }
    close(reading ? fds[0] : fds[1]);
    char *argv[] = {"sh", "-c", (char *)cmd, 0};
    execve("/bin/sh", argv, environ);
    _exit(127);
  }
  close(reading ? fds[1] : fds[0]);
  FILE *f = __stdio_new(reading ? fds[0] : fds[1], reading ? F_READ : F_WRITE);
  if (!f) {
    close(reading ? fds[0] : fds[1]);
    free(c);
    return 0;
  }
  c->f = f;
  c->pid = pid;
  c->next = children;
  children = c;
  return f;
}

int pclose(FILE *f) {
  Child **pp = &children;
  while (*pp && (*pp)->f != f)
    pp = &(*pp)->next;
  if (!*pp) {
    errno = ECHILD;
    return -1;
  }
  Child *c = *pp;
  *pp = c->next;
  pid_t pid = c->pid;
  free(c);
  fclose(f);
  int status;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR)
      return -1;
  return status;
}
