// signal_longjmp.c (safe C) — a handler that leaves by longjmp (a common
// time-out pattern) can run again for the next signal.
#include <setjmp.h>
#include <signal.h>
#include <unistd.h>

static jmp_buf back;
static volatile int hits;

static void on_alarm(int sig) {
  hits++;
  longjmp(back, 1);
}

int main(void) {
  signal(SIGALRM, on_alarm);
  for (int round = 0; round < 3; round++) {
    if (setjmp(back) == 0) {
      raise(SIGALRM);
      write(1, "signal_longjmp: BAD (handler returned)\n", 39);
      return 1;
    }
  }
  int bad = hits != 3;
  write(1, bad ? "signal_longjmp: BAD\n" : "signal_longjmp: ok\n", bad ? 20 : 19);
  return bad;
}
