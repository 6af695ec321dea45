// spawn_attrs.c — posix_spawnattr_t: getters and setters, and what the
// child gets: a new process group or session, a signal mask, signals set
// back to their default, scheduling; and the scheduling calls themselves.
// Run safe and with gcc: both must print the same.
#define _GNU_SOURCE  // POSIX_SPAWN_SETSID
#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static void on_signal(int sig) { (void)sig; }

static void getters_and_setters(void) {
  posix_spawnattr_t a;
  printf("sizes: attr %zu, file actions %zu\n", sizeof a, sizeof(posix_spawn_file_actions_t));
  posix_spawnattr_init(&a);
  short flags = -1;
  pid_t pg = -1;
  int policy = -1;
  struct sched_param sp = {-1};
  sigset_t set;
  posix_spawnattr_getflags(&a, &flags);
  posix_spawnattr_getpgroup(&a, &pg);
  posix_spawnattr_getschedpolicy(&a, &policy);
  posix_spawnattr_getschedparam(&a, &sp);
  posix_spawnattr_getsigmask(&a, &set);
  int empty = 1;
  for (int s = 1; s < 65; s++)
    if (sigismember(&set, s) == 1)
      empty = 0;
  printf("defaults: flags %d pgroup %d policy %d priority %d mask %s\n", flags, (int)pg, policy,
         sp.sched_priority, empty ? "empty" : "NOT EMPTY");
  printf("setflags 0x100: %s\n", strerror(posix_spawnattr_setflags(&a, 0x100)));
  printf("setflags all: %d\n", posix_spawnattr_setflags(&a, 0xff));
  posix_spawnattr_getflags(&a, &flags);
  printf("getflags: %#x\n", flags);
  posix_spawnattr_setpgroup(&a, 1234);
  posix_spawnattr_getpgroup(&a, &pg);
  printf("pgroup: %d\n", (int)pg);
  printf("setschedpolicy SCHED_BATCH: %s, SCHED_RR: %d\n",
         strerror(posix_spawnattr_setschedpolicy(&a, SCHED_BATCH)),
         posix_spawnattr_setschedpolicy(&a, SCHED_RR));
  posix_spawnattr_getschedpolicy(&a, &policy);
  sp.sched_priority = 7;
  posix_spawnattr_setschedparam(&a, &sp);
  sp.sched_priority = 0;
  posix_spawnattr_getschedparam(&a, &sp);
  printf("policy %d priority %d\n", policy, sp.sched_priority);
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  sigaddset(&set, SIGTERM);
  posix_spawnattr_setsigdefault(&a, &set);
  sigemptyset(&set);
  posix_spawnattr_getsigdefault(&a, &set);
  printf("sigdefault: USR1 %d TERM %d INT %d\n", sigismember(&set, SIGUSR1),
         sigismember(&set, SIGTERM), sigismember(&set, SIGINT));
  posix_spawnattr_destroy(&a);
}

// Runs /bin/sh -c cmd with the attributes; prints the result and exit.
static pid_t spawn_sh(const char *what, const posix_spawnattr_t *a, const char *cmd, int wait) {
  fflush(stdout);
  char *argv[] = {"sh", "-c", (char *)cmd, 0};
  pid_t pid = -1;
  int r = posix_spawn(&pid, "/bin/sh", NULL, a, argv, environ);
  if (r) {
    printf("%s: error %s\n", what, strerror(r));
    return -1;
  }
  if (!wait)
    return pid;
  int status = 0;
  waitpid(pid, &status, 0);
  printf("%s: exit %d\n", what, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  return pid;
}

// The child's group and session are set before it execs, so they can be
// read as soon as posix_spawn returns (the child waits on its stdin pipe).
static void group_and_session(void) {
  int fds[2];
  if (pipe(fds) < 0)
    return;
  int saved = dup(0);
  dup2(fds[0], 0);
  close(fds[0]);
  posix_spawnattr_t a;
  posix_spawnattr_init(&a);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&a, 0);
  pid_t p1 = spawn_sh("new group", &a, "read x", 0);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSID);
  pid_t p2 = spawn_sh("new session", &a, "read x", 0);
  posix_spawnattr_setflags(&a, 0);
  pid_t p3 = spawn_sh("no attributes", &a, "read x", 0);
  printf("SETPGROUP 0: own group %d, same session %d\n", getpgid(p1) == p1,
         getsid(p1) == getsid(0));
  printf("SETSID: own session %d, own group %d\n", getsid(p2) == p2, getpgid(p2) == p2);
  printf("none: parent's group %d\n", getpgid(p3) == getpgid(0));
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&a, p1);
  pid_t p4 = spawn_sh("join a group", &a, "read x", 0);
  printf("SETPGROUP p1: in p1's group %d\n", getpgid(p4) == p1);
  posix_spawnattr_destroy(&a);
  if (write(fds[1], "1\n2\n3\n4\n", 8) != 8)
    printf("write failed\n");
  close(fds[1]);
  dup2(saved, 0);
  close(saved);
  int status, n = 0;
  while (wait(&status) > 0)
    n += WIFEXITED(status) && WEXITSTATUS(status) == 0;
  printf("%d children ended well\n", n);
}

// grep reads the blocked and ignored signals of its own process (a shell
// would change its mask).  glibc's child also ignores glibc's two
// internal signals (32 and 33) from then on, an artefact of how it keeps
// them from running in the child; those two bits are left out.
static void show_signals(const char *what, const posix_spawnattr_t *a) {
  fflush(stdout);
  int fds[2];
  if (pipe(fds) < 0)
    return;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
  posix_spawn_file_actions_addclose(&fa, fds[0]);
  char *argv[] = {"grep", "-E", "^Sig(Blk|Ign)", "/proc/self/status", 0};
  pid_t pid;
  int r = posix_spawn(&pid, "/bin/grep", &fa, a, argv, environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  char buf[256];
  ssize_t n = r ? 0 : read(fds[0], buf, sizeof buf - 1);
  close(fds[0]);
  buf[n > 0 ? n : 0] = 0;
  unsigned long blk = 0, ign = 0;
  int got = sscanf(buf, "SigBlk: %lx SigIgn: %lx", &blk, &ign);
  int status = 0;
  if (!r)
    waitpid(pid, &status, 0);
  printf("%s: result %d, blocked %#lx, ignored %#lx (%d read, exit %d)\n", what, r, blk,
         ign & ~0x180000000UL, got, WIFEXITED(status) ? WEXITSTATUS(status) : -1);
}

static void signals(void) {
  posix_spawnattr_t a;
  posix_spawnattr_init(&a);
  show_signals("inherited mask", &a);
  show_signals("no attributes", NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  sigaddset(&set, SIGWINCH);
  posix_spawnattr_setsigmask(&a, &set);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSIGMASK);
  show_signals("SETSIGMASK USR1 WINCH", &a);
  sigset_t old;
  sigprocmask(SIG_BLOCK, &set, &old);
  posix_spawnattr_setflags(&a, 0);
  show_signals("parent blocks USR1 WINCH", &a);
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  posix_spawnattr_setsigmask(&a, &set);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSIGMASK);
  show_signals("and SETSIGMASK INT", &a);
  sigprocmask(SIG_SETMASK, &old, 0);
  sigprocmask(SIG_BLOCK, NULL, &old);
  printf("parent's mask back: USR1 %d WINCH %d INT %d\n", sigismember(&old, SIGUSR1),
         sigismember(&old, SIGWINCH), sigismember(&old, SIGINT));
  posix_spawnattr_setflags(&a, 0);
  signal(SIGUSR2, SIG_IGN);
  signal(SIGHUP, SIG_IGN);
  signal(SIGTERM, on_signal);
  show_signals("parent ignores USR2 HUP, catches TERM", &a);
  sigemptyset(&set);
  sigaddset(&set, SIGUSR2);
  posix_spawnattr_setsigdefault(&a, &set);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSIGDEF);
  show_signals("SETSIGDEF USR2", &a);
  signal(SIGUSR2, SIG_DFL);
  signal(SIGHUP, SIG_DFL);
  signal(SIGTERM, SIG_DFL);
  posix_spawnattr_destroy(&a);
}

static void scheduling(void) {
  struct sched_param sp = {-1};
  printf("sched_getscheduler: %d\n", sched_getscheduler(0));
  int r = sched_getparam(0, &sp);
  printf("sched_getparam: %d priority %d\n", r, sp.sched_priority);
  printf("priorities FIFO %d..%d, OTHER %d..%d\n", sched_get_priority_min(SCHED_FIFO),
         sched_get_priority_max(SCHED_FIFO), sched_get_priority_min(SCHED_OTHER),
         sched_get_priority_max(SCHED_OTHER));
  sp.sched_priority = 0;
  printf("sched_setscheduler OTHER 0: %d\n", sched_setscheduler(0, SCHED_OTHER, &sp));
  sp.sched_priority = 5;
  errno = 0;
  r = sched_setparam(0, &sp);
  printf("sched_setparam 5 under OTHER: %d %s\n", r, strerror(errno));
  r = sched_getscheduler(-1);
  printf("sched_getscheduler(-1): %d %s\n", r, strerror(errno));

  posix_spawnattr_t a;
  posix_spawnattr_init(&a);
  sp.sched_priority = 0;
  posix_spawnattr_setschedparam(&a, &sp);
  posix_spawnattr_setschedpolicy(&a, SCHED_OTHER);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSCHEDULER);
  spawn_sh("SETSCHEDULER OTHER 0", &a, "exit 0", 1);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_SETSCHEDPARAM);
  spawn_sh("SETSCHEDPARAM 0", &a, "exit 0", 1);
  sp.sched_priority = 5;
  posix_spawnattr_setschedparam(&a, &sp);
  spawn_sh("SETSCHEDPARAM 5 under OTHER", &a, "exit 0", 1);
  posix_spawnattr_setflags(&a, POSIX_SPAWN_RESETIDS | POSIX_SPAWN_USEVFORK);
  spawn_sh("RESETIDS", &a, "exit 4", 1);
  posix_spawnattr_destroy(&a);
}

int main(void) {
  getters_and_setters();
  group_and_session();
  signals();
  scheduling();
  return 0;
}
