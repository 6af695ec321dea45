// expect: ok
// Twin of sigqueue_ptr_no_capability.c: the handler finds its object by
// comparing the address that came back, or by an index in si_int.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int counters[2] = {41, 99};
static int seen;

static void on_rt(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  if (sig == SIGRTMIN)
    seen = si->si_ptr == (void *)&counters[0] ? counters[0] + 1 : -1;
  else
    seen += counters[si->si_int];
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_rt;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGRTMIN, &sa, NULL);
  sigaction(SIGRTMIN + 1, &sa, NULL);
  union sigval v;
  v.sival_ptr = &counters[0];
  sigqueue(getpid(), SIGRTMIN, v);
  v.sival_int = 1;
  sigqueue(getpid(), SIGRTMIN + 1, v);
  printf("%d\n", seen);
  return 0;
}
