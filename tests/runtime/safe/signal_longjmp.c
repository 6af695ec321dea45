// signal_longjmp.c (safe C) — a handler that leaves by siglongjmp (a
// common time-out pattern) can run again for the next signal: sigsetjmp
// saved the mask, so the jump unblocks the signal its handler had
// blocked.  (A plain longjmp leaves it blocked, as with glibc, whose
// setjmp saves no mask.)
#include <setjmp.h>
#include <signal.h>
#include <unistd.h>

static sigjmp_buf back;
static volatile int hits;

static void on_alarm(int sig) {
  hits++;
  siglongjmp(back, 1);
}

int main(void) {
  signal(SIGALRM, on_alarm);
  for (int round = 0; round < 3; round++) {
    if (sigsetjmp(back, 1) == 0) {
      raise(SIGALRM);
      write(1, "signal_longjmp: BAD (handler returned)\n", 39);
      return 1;
    }
  }
  int bad = hits != 3;
  write(1, bad ? "signal_longjmp: BAD\n" : "signal_longjmp: ok\n", bad ? 20 : 19);
  return bad;
}
