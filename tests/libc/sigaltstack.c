// sigaltstack.c — the alternate signal stack is recorded per thread and
// reported back: disabled at first, then the stack set, then disabled
// again; a size below MINSIGSTKSZ is ENOMEM, an unknown flag EINVAL; a
// handler installed with SA_ONSTACK runs (raise) and returns.  (glibc
// runs it on the alternate stack and the safe world on the thread's
// own, which this test does not look at.)
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

static volatile sig_atomic_t handled;

static void on_usr1(int sig) {
  handled = sig;
}

static void show(const char *what, int r, const stack_t *st) {
  printf("%s: %d, flags %s, size %zu, sp set %d\n", what, r,
         st->ss_flags & SS_DISABLE ? "SS_DISABLE" : st->ss_flags & SS_ONSTACK ? "SS_ONSTACK" : "0",
         st->ss_size, st->ss_sp != NULL);
}

int main(void) {
  stack_t old = {0}, ss = {0};
  show("initial", sigaltstack(NULL, &old), &old);
  ss.ss_sp = malloc(SIGSTKSZ * 4);
  ss.ss_size = SIGSTKSZ * 4;
  ss.ss_flags = 0;
  int r = sigaltstack(&ss, &old);
  show("set (old)", r, &old);
  show("now", sigaltstack(NULL, &old), &old);
  printf("same pointer back %d\n", old.ss_sp == ss.ss_sp);
  struct sigaction sa = {0};
  sa.sa_handler = on_usr1;
  sa.sa_flags = SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGUSR1, &sa, NULL);
  raise(SIGUSR1);
  printf("handled %d\n", handled == SIGUSR1);
  stack_t small = {ss.ss_sp, 0, MINSIGSTKSZ - 1};
  errno = 0;
  r = sigaltstack(&small, NULL);
  printf("too small: %d errno ENOMEM %d\n", r, errno == ENOMEM);
  stack_t bad = {ss.ss_sp, 0x40, SIGSTKSZ};
  errno = 0;
  r = sigaltstack(&bad, NULL);
  printf("bad flags: %d errno EINVAL %d\n", r, errno == EINVAL);
  stack_t off = {NULL, SS_DISABLE, 0};
  show("disable (old)", sigaltstack(&off, &old), &old);
  show("after", sigaltstack(NULL, &old), &old);
  return 0;
}
