// spawn.c — posix_spawn and posix_spawnp: fork, let the child set itself
// up and exec (spawn_child.c), and learn through a close-on-exec pipe
// whether it got that far.  The pipe closes unread when the exec
// succeeds; otherwise the child writes its errno and exits, and that
// errno is the result (the child is reaped and no pid is returned, as
// glibc does).  Every signal is blocked around the fork, so no handler
// of the parent runs in the child before it has reset them.
#include <errno.h>
#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include "spawn_impl.h"

// The child's errno, or 0 when the pipe closed without one (it exec'd).
static int child_error(int fd) {
  int e = 0;
  ssize_t got;
  do
    got = read(fd, &e, sizeof e);
  while (got < 0 && errno == EINTR);
  return got == (ssize_t)sizeof e ? e : 0;
}

static void reap(pid_t pid) {
  while (waitpid(pid, 0, 0) < 0 && errno == EINTR) {
  }
}

static int start_child(pid_t *pidp, SpawnRequest *r) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) < 0)
    return errno;
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    r->report = fds[1];
    __spawn_child(r);
  }
  int e = pid < 0 ? errno : 0;
  close(fds[1]);
  if (pid > 0)
    e = child_error(fds[0]);
  close(fds[0]);
  if (pid > 0 && e)
    reap(pid);
  else if (pid > 0 && pidp)
    *pidp = pid;
  return e;
}

int __spawn(pid_t *pid, SpawnRequest *r) {
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &r->parent_mask);
  int e = start_child(pid, r);
  sigprocmask(SIG_SETMASK, &r->parent_mask, 0);
  return e;
}

// A null environment is an empty one, as the kernel takes it.
static char *const no_environment[] = {0};

int posix_spawn(pid_t *restrict pid, const char *restrict path,
                const posix_spawn_file_actions_t *actions,
                const posix_spawnattr_t *restrict attr, char *const argv[restrict],
                char *const envp[restrict]) {
  SpawnRequest r = {path, actions, attr, argv, envp ? envp : no_environment, 0, -1, {{0}}};
  return __spawn(pid, &r);
}

int posix_spawnp(pid_t *restrict pid, const char *restrict file,
                 const posix_spawn_file_actions_t *actions,
                 const posix_spawnattr_t *restrict attr, char *const argv[restrict],
                 char *const envp[restrict]) {
  SpawnRequest r = {file, actions, attr, argv, envp ? envp : no_environment, 1, -1, {{0}}};
  return __spawn(pid, &r);
}
