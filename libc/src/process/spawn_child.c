// spawn_child.c — the child's side of posix_spawn, between fork and exec:
// signals, then the attributes, then the file actions in order, then the
// signal mask, then exec.  The first failure's errno goes back through
// the report pipe and the child exits with 127.
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <unistd.h>
#include "spawn_impl.h"

// Handlers do not survive exec, but until then the parent's would run
// here: every caught signal goes back to SIG_DFL now.  Ignored signals
// stay ignored unless POSIX_SPAWN_SETSIGDEF names them.
static void reset_signals(const posix_spawnattr_t *a, short flags) {
  for (int sig = 1; sig < NSIG; sig++) {
    if (sig == SIGKILL || sig == SIGSTOP)
      continue;
    void (*old)(int) = signal(sig, SIG_DFL);
    int to_default = (flags & POSIX_SPAWN_SETSIGDEF) && sigismember(&a->__sigdefault, sig) == 1;
    if (old == SIG_IGN && !to_default)
      signal(sig, SIG_IGN);
  }
}

static int set_attributes(const posix_spawnattr_t *a, short flags) {
  if ((flags & POSIX_SPAWN_SETSCHEDULER) &&
      sched_setscheduler(0, a->__policy, &a->__schedparam) < 0)
    return -1;
  if ((flags & (POSIX_SPAWN_SETSCHEDULER | POSIX_SPAWN_SETSCHEDPARAM)) ==
          POSIX_SPAWN_SETSCHEDPARAM &&
      sched_setparam(0, &a->__schedparam) < 0)
    return -1;
  if ((flags & POSIX_SPAWN_SETSID) && setsid() < 0)
    return -1;
  if ((flags & POSIX_SPAWN_SETPGROUP) && setpgid(0, a->__pgroup) < 0)
    return -1;
  if ((flags & POSIX_SPAWN_RESETIDS) && (setegid(getgid()) < 0 || seteuid(getuid()) < 0))
    return -1;
  return 0;
}

// An action is about to make or close the report pipe's descriptor, which
// the program did not know was open: the pipe moves out of the way.
static int move_report(SpawnRequest *r) {
  int fd = fcntl(r->report, F_DUPFD_CLOEXEC, 0);
  if (fd < 0)
    return -1;
  close(r->report);
  r->report = fd;
  return 0;
}

// open as POSIX says: whatever fd was is closed first, and the file ends
// up as fd.
static int open_action(const struct __spawn_action *act) {
  close(act->fd);
  int got = open(act->path, act->oflag, act->mode);
  if (got < 0)
    return -1;
  if (got != act->fd) {
    int r = dup2(got, act->fd);
    close(got);
    if (r < 0)
      return -1;
  }
  return 0;
}

// dup2 of a descriptor onto itself clears its close-on-exec flag
// (POSIX.1-2017), so that it survives the exec.
static int dup2_action(const struct __spawn_action *act) {
  if (act->from != act->fd)
    return dup2(act->from, act->fd) < 0 ? -1 : 0;
  int flags = fcntl(act->fd, F_GETFD);
  if (flags < 0)
    return -1;
  return fcntl(act->fd, F_SETFD, flags & ~FD_CLOEXEC);
}

static int run_action(const struct __spawn_action *act, int report) {
  if ((act->kind == SPAWN_DUP2 || act->kind == SPAWN_FCHDIR) && act->from == report) {
    errno = EBADF;  // not open as far as the program knows
    return -1;
  }
  switch (act->kind) {
  case SPAWN_OPEN:
    return open_action(act);
  case SPAWN_CLOSE:
    close(act->fd);  // a descriptor that was not open is no error (glibc)
    return 0;
  case SPAWN_DUP2:
    return dup2_action(act);
  case SPAWN_CHDIR:
    return chdir(act->path);
  default:
    return fchdir(act->from);
  }
}

static int run_actions(SpawnRequest *r) {
  const posix_spawn_file_actions_t *fa = r->actions;
  for (int i = 0; i < fa->__count; i++) {
    const struct __spawn_action *act = &fa->__actions[i];
    if (act->fd >= 0 && act->fd == r->report && move_report(r) < 0)
      return -1;
    if (run_action(act, r->report) < 0)
      return -1;
  }
  return 0;
}

static int prepare(SpawnRequest *r) {
  const posix_spawnattr_t *a = r->attr;
  short flags = a ? a->__flags : 0;
  reset_signals(a, flags);
  if (set_attributes(a, flags) < 0)
    return -1;
  if (r->actions && run_actions(r) < 0)
    return -1;
  const sigset_t *mask = (flags & POSIX_SPAWN_SETSIGMASK) ? &a->__sigmask : &r->parent_mask;
  return sigprocmask(SIG_SETMASK, mask, 0);
}

_Noreturn void __spawn_child(SpawnRequest *r) {
  if (prepare(r) == 0) {
    if (r->search_path)
      execvpe(r->path, r->argv, r->envp);
    else
      execve(r->path, r->argv, r->envp);
  }
  int e = errno;
  while (write(r->report, &e, sizeof e) < 0 && errno == EINTR) {
  }
  _exit(127);
}
