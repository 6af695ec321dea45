// expect: pointer without capability
// expect-at: sigqueue_ptr_no_capability.c:17:10
// A pointer queued with sigqueue reaches the handler's siginfo with its
// address but no capability (docs/safe-mode.md "Signals"): the kernel
// carries the value as plain bytes, so using it traps.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int counter = 41;
static int seen;

static void on_rt(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  seen = *(int *)si->si_ptr + 1;
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_rt;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGRTMIN, &sa, NULL);
  union sigval v;
  v.sival_ptr = &counter;
  sigqueue(getpid(), SIGRTMIN, v);
  printf("%d\n", seen);
  return 0;
}
