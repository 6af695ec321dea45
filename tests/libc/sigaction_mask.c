// sigaction_mask.c — what sigaction's sa_mask, SA_NODEFER and SA_RESETHAND
// do while a handler runs, run safe and with gcc: both must print the same.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void show_mask(const char *when) {
  sigset_t cur;
  sigprocmask(SIG_BLOCK, NULL, &cur);
  printf("%s: USR1 %d USR2 %d TERM %d HUP %d\n", when, sigismember(&cur, SIGUSR1),
         sigismember(&cur, SIGUSR2), sigismember(&cur, SIGTERM), sigismember(&cur, SIGHUP));
}

static void on_usr1(int sig) {
  printf("usr1 handler got %d\n", sig);
  show_mask("in usr1's handler");
}

static volatile sig_atomic_t depth, runs;

// Raises its own signal once from inside: with SA_NODEFER the second run
// nests, without it the second run comes when the first returns.
static void reraise(int sig) {
  int d = ++depth;
  printf("enter %d (depth %d)\n", sig, d);
  if (runs++ == 0) {
    raise(sig);
    printf("raise inside returned (depth %d)\n", d);
  }
  printf("leave (depth %d)\n", d);
  depth--;
}

static void on_usr2_then_usr1(int sig) {
  printf("usr2 handler: raising SIGUSR1, which sa_mask blocks\n");
  raise(SIGUSR1);
  printf("usr2 handler: back from raise\n");
  (void)sig;
}

static void once(int sig) {
  struct sigaction now;
  sigaction(sig, NULL, &now);
  printf("SA_RESETHAND handler: disposition now %s\n",
         now.sa_handler == SIG_DFL ? "SIG_DFL" : "still the handler");
  show_mask("in the SA_RESETHAND handler");
}

static void set(int sig, void (*h)(int), int flags, int masked1, int masked2) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = h;
  sigemptyset(&sa.sa_mask);
  if (masked1)
    sigaddset(&sa.sa_mask, masked1);
  if (masked2)
    sigaddset(&sa.sa_mask, masked2);
  sa.sa_flags = flags;
  printf("sigaction(%d): %d\n", sig, sigaction(sig, &sa, NULL));
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  set(SIGUSR1, on_usr1, 0, SIGUSR2, SIGTERM);
  show_mask("before");
  raise(SIGUSR1);
  show_mask("after");

  // A signal blocked before the handler stays blocked after it.
  sigset_t hup;
  sigemptyset(&hup);
  sigaddset(&hup, SIGHUP);
  sigprocmask(SIG_BLOCK, &hup, NULL);
  raise(SIGUSR1);
  show_mask("after, SIGHUP blocked before");
  sigprocmask(SIG_UNBLOCK, &hup, NULL);

  set(SIGUSR1, on_usr1, SA_NODEFER, SIGUSR2, 0);
  raise(SIGUSR1);
  show_mask("after SA_NODEFER");

  set(SIGUSR1, reraise, SA_NODEFER, 0, 0);
  depth = runs = 0;
  raise(SIGUSR1);
  printf("runs %d\n", runs);
  set(SIGUSR1, reraise, 0, 0, 0);
  depth = runs = 0;
  raise(SIGUSR1);
  printf("runs %d\n", runs);

  // SIGUSR1 raised in SIGUSR2's handler waits for that handler to return.
  set(SIGUSR1, on_usr1, 0, 0, 0);
  set(SIGUSR2, on_usr2_then_usr1, 0, SIGUSR1, 0);
  raise(SIGUSR2);
  show_mask("after both");

  // SA_RESETHAND: the first delivery resets the disposition, so the
  // second one takes the default action (ends the child).
  pid_t child = fork();
  if (child == 0) {
    set(SIGUSR2, once, SA_RESETHAND, 0, 0);
    raise(SIGUSR2);
    printf("child: raising SIGUSR2 again\n");
    raise(SIGUSR2);
    printf("child: still alive\n");
    _exit(0);
  }
  int status;
  waitpid(child, &status, 0);
  printf("child: signaled %d, signal %d\n", WIFSIGNALED(status),
         WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  return 0;
}
