// loop_safepoint.c (safe C) — a signal arrives while the program spins in
// a loop that only reads a flag the handler sets.  Safe mode runs handlers
// at safepoints, and a loop's back edge is one: a rotated loop
// (src/gen_stmt.c) polls before its bottom test, so the handler runs and
// the loop ends.  Without the poll the loop spins to its bound (a few
// seconds) and the program fails.
#include <signal.h>
#include <sys/time.h>
#include <unistd.h>

static volatile sig_atomic_t flag;

static void on_alarm(int sig) {
  (void)sig;
  flag = 1;
}

int main(void) {
  signal(SIGALRM, on_alarm);
  struct itimerval it = {{0, 0}, {0, 20000}};
  setitimer(ITIMER_REAL, &it, 0);
  long spins = 0;
  while (!flag && spins < 4000000000L)
    spins++;
  int ok = flag; // (read once: the handler also runs at write's safepoint)
  write(1, ok ? "loop_safepoint: ok\n" : "loop_safepoint: BAD\n", ok ? 19 : 20);
  return !ok;
}
