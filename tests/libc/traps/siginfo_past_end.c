// expect: out-of-bounds write
// expect-at: siginfo_past_end.c:15:10
// The siginfo_t an SA_SIGINFO handler gets is an object of 128 bytes made
// by the runtime for that delivery: a write past it traps.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile int limit = 129;

static void on_usr1(int sig, siginfo_t *si, void *uc) {
  char *p = (char *)si;
  for (int i = 0; i < limit; i++)
    p[i] = 0;
  (void)sig;
  (void)uc;
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_usr1;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGUSR1, &sa, NULL);
  kill(getpid(), SIGUSR1);
  printf("ok\n");
  return 0;
}
