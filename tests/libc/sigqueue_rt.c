// sigqueue_rt.c — sigqueue and queued real-time signals: the value, code,
// pid and uid an SA_SIGINFO handler gets, every instance of a real-time
// signal delivered in the order it was queued (lowest signal first), a
// standard signal queued twice delivered once, sigwaitinfo taking queued
// values in order, and a value queued to a child.  Built safe and with
// gcc: both must print the same.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_LOG 300

static int log_sig[MAX_LOG], log_val[MAX_LOG], log_code[MAX_LOG];
static volatile int nlog;
static int same_pid, same_uid;
static void *last_ptr;

static void on_info(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  if (nlog < MAX_LOG) {
    log_sig[nlog] = sig;
    log_val[nlog] = si->si_value.sival_int;
    log_code[nlog] = si->si_code;
    nlog++;
  }
  same_pid = si->si_pid == getpid();
  same_uid = si->si_uid == getuid();
  last_ptr = si->si_ptr;
}

// Every signal is blocked while the handler runs, so that each one runs
// to its end before the next is delivered (on Linux, several signals
// unblocked at once otherwise stack their handlers in reverse order).
static void install(int sig) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_info;
  sigfillset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO;
  if (sigaction(sig, &sa, NULL) != 0)
    printf("sigaction(%d) failed\n", sig);
}

static const char *code_name(int code) {
  return code == SI_QUEUE ? "SI_QUEUE" : code == SI_USER ? "SI_USER" : "other";
}

static void print_log(const char *what) {
  printf("%s: %d deliveries:", what, nlog);
  for (int i = 0; i < nlog; i++)
    printf(" %s%d=%d", log_sig[i] >= SIGRTMIN ? "RTMIN+" : "sig",
           log_sig[i] >= SIGRTMIN ? log_sig[i] - SIGRTMIN : log_sig[i], log_val[i]);
  printf("\n");
  nlog = 0;
}

static void block(int how, int a, int b, int c) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, a);
  sigaddset(&set, b);
  sigaddset(&set, c);
  sigprocmask(how, &set, NULL);
}

static void one_value(void) {
  union sigval v;
  v.sival_int = 12345;
  int r = sigqueue(getpid(), SIGUSR1, v);
  printf("sigqueue(self, SIGUSR1, 12345) = %d: %d delivery, code %s, value %d, pid is "
         "getpid %d, uid is getuid %d\n",
         r, nlog, code_name(log_code[0]), log_val[0], same_pid, same_uid);
  nlog = 0;

  static int target;
  v.sival_ptr = &target;
  sigqueue(getpid(), SIGRTMIN, v);
  printf("sival_ptr comes back as the same address: %d\n", last_ptr == (void *)&target);
  nlog = 0;
}

// Queued while blocked: each real-time instance is kept, in order; the
// standard signal once.  Unblocking runs them lowest signal first.
static void ordering(void) {
  block(SIG_BLOCK, SIGUSR1, SIGRTMIN, SIGRTMIN + 1);
  union sigval v;
  for (int i = 1; i <= 3; i++) {
    v.sival_int = i;
    sigqueue(getpid(), SIGRTMIN + 1, v);
  }
  v.sival_int = 10;
  sigqueue(getpid(), SIGRTMIN, v);
  v.sival_int = 77;
  sigqueue(getpid(), SIGUSR1, v);
  v.sival_int = 78;
  sigqueue(getpid(), SIGUSR1, v);
  v.sival_int = 20;
  sigqueue(getpid(), SIGRTMIN, v);
  sigset_t pend;
  sigpending(&pend);
  printf("pending while blocked: USR1 %d, RTMIN %d, RTMIN+1 %d, RTMIN+2 %d; ran %d\n",
         sigismember(&pend, SIGUSR1), sigismember(&pend, SIGRTMIN),
         sigismember(&pend, SIGRTMIN + 1), sigismember(&pend, SIGRTMIN + 2), nlog);
  block(SIG_UNBLOCK, SIGUSR1, SIGRTMIN, SIGRTMIN + 1);
  print_log("after unblocking");

  block(SIG_BLOCK, SIGUSR1, SIGRTMIN, SIGRTMIN + 1);
  for (int i = 0; i < 200; i++) {
    v.sival_int = 1000 + i;
    if (sigqueue(getpid(), SIGRTMIN + 1, v) != 0)
      printf("sigqueue %d failed: %s\n", i, strerror(errno));
  }
  block(SIG_UNBLOCK, SIGUSR1, SIGRTMIN, SIGRTMIN + 1);
  int in_order = 1;
  for (int i = 0; i < nlog; i++)
    if (log_val[i] != 1000 + i || log_sig[i] != SIGRTMIN + 1 || log_code[i] != SI_QUEUE)
      in_order = 0;
  printf("200 queued: %d delivered, in order %d\n", nlog, in_order);
  nlog = 0;
}

// sigwaitinfo takes the queued instances one at a time, in order.
static void waiting(void) {
  block(SIG_BLOCK, SIGRTMIN + 2, SIGRTMIN + 2, SIGRTMIN + 2);
  union sigval v;
  for (int i = 0; i < 3; i++) {
    v.sival_int = 500 + i;
    sigqueue(getpid(), SIGRTMIN + 2, v);
  }
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGRTMIN + 2);
  for (int i = 0; i < 3; i++) {
    siginfo_t si;
    memset(&si, 0, sizeof si);
    int sig = sigwaitinfo(&set, &si);
    printf("sigwaitinfo: RTMIN+%d, code %s, value %d, pid is getpid %d\n", sig - SIGRTMIN,
           code_name(si.si_code), si.si_value.sival_int, si.si_pid == getpid());
  }
  struct timespec zero = {0, 0};
  errno = 0;
  int r = sigtimedwait(&set, NULL, &zero);
  printf("then nothing: %d, %s\n", r, errno == EAGAIN ? "EAGAIN" : "?");
}

// A child with the signal blocked takes what its parent queued.
static void to_child(void) {
  block(SIG_BLOCK, SIGRTMIN + 3, SIGRTMIN + 3, SIGRTMIN + 3);
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGRTMIN + 3);
    int sum = 0;
    for (int i = 0; i < 4; i++) {
      siginfo_t si;
      sigwaitinfo(&set, &si);
      printf("child: value %d, code %s, pid is the parent %d\n", si.si_value.sival_int,
             code_name(si.si_code), si.si_pid == getppid());
      sum += si.si_value.sival_int;
    }
    fflush(stdout);
    _exit(sum);
  }
  union sigval v;
  for (int i = 0; i < 4; i++) {
    v.sival_int = 1 << i;
    sigqueue(child, SIGRTMIN + 3, v);
  }
  int status = 0;
  waitpid(child, &status, 0);
  printf("child exited with %d\n", WEXITSTATUS(status));
  errno = 0;
  int r = sigqueue(child, 0, v);
  printf("sigqueue to the reaped child: %d, %s\n", r, errno == ESRCH ? "ESRCH" : "?");
}

int main(void) {
  printf("SIGRTMIN %d, SIGRTMAX %d\n", SIGRTMIN, SIGRTMAX);
  install(SIGUSR1);
  install(SIGRTMIN);
  install(SIGRTMIN + 1);
  one_value();
  ordering();
  waiting();
  to_child();
  union sigval v;
  v.sival_int = 0;
  int zero = sigqueue(getpid(), 0, v);
  errno = 0;
  int bad = sigqueue(getpid(), 65, v);
  printf("sigqueue(self, 0) %d; sigqueue(self, 65) %d %s\n", zero, bad,
         errno == EINVAL ? "EINVAL" : "?");
  return 0;
}
