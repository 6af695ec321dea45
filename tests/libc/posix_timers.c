// posix_timers.c — timer_create and friends: SIGEV_SIGNAL timers whose
// handler gets SI_TIMER, the timer's id and its sigev_value; the default
// sigevent (SIGALRM, the id as value); SIGEV_NONE; timer_gettime after
// timer_settime; relative, absolute (TIMER_ABSTIME, also in the past) and
// interval timers on CLOCK_MONOTONIC and CLOCK_REALTIME; overruns counted
// while the signal is blocked (and while a handler cannot run);
// timer_delete; the errors.  Times are only compared, never printed, so
// the output is the same safe and with gcc.
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MS 1000000L

static volatile int fired;
static int last_code, last_value, last_timerid, last_overrun, total_overrun;

static void on_timer(int sig, siginfo_t *si, void *uc) {
  (void)sig;
  (void)uc;
  last_code = si->si_code;
  last_value = si->si_value.sival_int;
  last_timerid = si->si_timerid;
  last_overrun = si->si_overrun;
  total_overrun += si->si_overrun;
  fired++;
}

static void install(int sig, int flags) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_timer;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_SIGINFO | flags;
  sigaction(sig, &sa, NULL);
}

// Waits (the timer's signal is blocked outside the wait) until the
// handler has run `n` times in all.
static void wait_fired(int n) {
  sigset_t none;
  sigemptyset(&none);
  while (fired < n)
    sigsuspend(&none);
}

static void block(int how, int sig) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  sigprocmask(how, &set, NULL);
}

static struct itimerspec spec(long value_ns, long interval_ns) {
  struct itimerspec it;
  it.it_value.tv_sec = value_ns / 1000000000L;
  it.it_value.tv_nsec = value_ns % 1000000000L;
  it.it_interval.tv_sec = interval_ns / 1000000000L;
  it.it_interval.tv_nsec = interval_ns % 1000000000L;
  return it;
}

static long ns_of(struct timespec t) { return t.tv_sec * 1000000000L + t.tv_nsec; }

static timer_t signal_timer(clockid_t clock, int sig, int value) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_SIGNAL;
  ev.sigev_signo = sig;
  ev.sigev_value.sival_int = value;
  timer_t t = 0;
  if (timer_create(clock, &ev, &t) != 0)
    printf("timer_create failed: %s\n", strerror(errno));
  return t;
}

static const char *code_name(int code) { return code == SI_TIMER ? "SI_TIMER" : "other"; }

static void one_shot(void) {
  timer_t t = signal_timer(CLOCK_MONOTONIC, SIGRTMIN, 42);
  struct itimerspec it = spec(30 * MS, 0), cur;
  printf("settime: %d\n", timer_settime(t, 0, &it, NULL));
  timer_gettime(t, &cur);
  printf("gettime before: 0 < value <= 30 ms %d, interval 0 %d, fired %d\n",
         ns_of(cur.it_value) > 0 && ns_of(cur.it_value) <= 30 * MS, ns_of(cur.it_interval) == 0,
         fired);
  wait_fired(1);
  printf("fired: code %s, value %d, si_timerid is the timer %d, overrun %d\n",
         code_name(last_code), last_value, last_timerid == (int)(intptr_t)t, last_overrun);
  timer_gettime(t, &cur);
  printf("gettime after: disarmed %d, overrun %d\n",
         ns_of(cur.it_value) == 0 && ns_of(cur.it_interval) == 0, timer_getoverrun(t));
  printf("delete: %d\n", timer_delete(t));
}

static void interval(void) {
  fired = 0;
  timer_t t = signal_timer(CLOCK_MONOTONIC, SIGRTMIN, 7);
  struct itimerspec it = spec(5 * MS, 10 * MS), old;
  timer_settime(t, 0, &it, NULL);
  wait_fired(3);
  it = spec(0, 0);
  timer_settime(t, 0, &it, &old);
  printf("interval: fired %d times, value %d; old interval 10 ms %d, old value <= 10 ms %d\n",
         fired >= 3, last_value, ns_of(old.it_interval) == 10 * MS,
         ns_of(old.it_value) <= 10 * MS);
  struct itimerspec cur;
  timer_gettime(t, &cur);
  printf("disarmed: %d\n", ns_of(cur.it_value) == 0);
  timer_delete(t);
}

// The signal blocked while a 1 ms timer runs for 40 ms: one pending
// signal, the other expirations are overruns.
static void overrun_blocked(void) {
  block(SIG_BLOCK, SIGRTMIN + 1);
  timer_t t = signal_timer(CLOCK_MONOTONIC, SIGRTMIN + 1, 5);
  struct itimerspec it = spec(1 * MS, 1 * MS);
  timer_settime(t, 0, &it, NULL);
  struct timespec nap = {0, 40 * MS};
  nanosleep(&nap, NULL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGRTMIN + 1);
  siginfo_t si;
  memset(&si, 0, sizeof si);
  int sig = sigwaitinfo(&set, &si);
  int over = timer_getoverrun(t);
  printf("blocked 40 ms: signal %d, code %s, value %d, overrun >= 20 %d, "
         "getoverrun is si_overrun %d\n",
         sig == SIGRTMIN + 1, code_name(si.si_code), si.si_value.sival_int, si.si_overrun >= 20,
         over == si.si_overrun);
  timer_delete(t);
  struct timespec zero = {0, 0};
  printf("nothing after delete: %d\n", sigtimedwait(&set, NULL, &zero));
  block(SIG_UNBLOCK, SIGRTMIN + 1);
}

// A 1 ms timer while a read waits 60 ms (SA_RESTART: the read goes on):
// every expiration is counted, as a run or as an overrun.
static void overrun_while_waiting(void) {
  install(SIGRTMIN + 2, SA_RESTART);
  fired = total_overrun = 0;
  int fds[2];
  pipe(fds);
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    struct timespec nap = {0, 60 * MS};
    nanosleep(&nap, NULL);
    write(fds[1], "x", 1);
    _exit(0);
  }
  timer_t t = signal_timer(CLOCK_MONOTONIC, SIGRTMIN + 2, 9);
  struct itimerspec it = spec(1 * MS, 1 * MS);
  timer_settime(t, 0, &it, NULL);
  char c = 0;
  long r = read(fds[0], &c, 1);
  timer_delete(t);
  waitpid(child, NULL, 0);
  printf("read %ld '%c' under a 1 ms timer: runs + overruns >= 40 %d, value %d\n", r, c,
         fired + total_overrun >= 40, last_value);
  close(fds[0]);
  close(fds[1]);
}

static void absolute(void) {
  fired = 0;
  timer_t t = signal_timer(CLOCK_REALTIME, SIGRTMIN, 11);
  struct timespec now, after;
  clock_gettime(CLOCK_REALTIME, &now);
  long target = ns_of(now) + 30 * MS;
  struct itimerspec it = spec(0, 0), cur;
  it.it_value.tv_sec = target / 1000000000L;
  it.it_value.tv_nsec = target % 1000000000L;
  printf("absolute settime: %d\n", timer_settime(t, TIMER_ABSTIME, &it, NULL));
  timer_gettime(t, &cur);
  printf("gettime: relative, 0 < value <= 30 ms %d\n",
         ns_of(cur.it_value) > 0 && ns_of(cur.it_value) <= 30 * MS);
  wait_fired(1);
  clock_gettime(CLOCK_REALTIME, &after);
  printf("fired at or after the target %d, value %d\n", ns_of(after) >= target, last_value);

  it.it_value.tv_sec = 1;  // 1970: long past
  it.it_value.tv_nsec = 0;
  timer_settime(t, TIMER_ABSTIME, &it, NULL);
  wait_fired(2);
  printf("past absolute time fires: %d\n", fired == 2);
  timer_delete(t);
}

static void none_and_default(void) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_NONE;
  timer_t t;
  printf("SIGEV_NONE: %d\n", timer_create(CLOCK_MONOTONIC, &ev, &t));
  struct itimerspec it = spec(1000 * MS, 0), cur;
  timer_settime(t, 0, &it, NULL);
  timer_gettime(t, &cur);
  printf("gettime: 900 ms < value <= 1 s %d\n",
         ns_of(cur.it_value) > 900 * MS && ns_of(cur.it_value) <= 1000 * MS);
  it = spec(1 * MS, 0);
  timer_settime(t, 0, &it, NULL);
  struct timespec nap = {0, 10 * MS};
  nanosleep(&nap, NULL);
  timer_gettime(t, &cur);
  printf("expired silently: value 0 %d\n", ns_of(cur.it_value) == 0);
  timer_delete(t);

  install(SIGALRM, 0);
  fired = 0;
  printf("default sigevent: %d\n", timer_create(CLOCK_MONOTONIC, NULL, &t));
  it = spec(5 * MS, 0);
  block(SIG_BLOCK, SIGALRM);
  timer_settime(t, 0, &it, NULL);
  wait_fired(1);
  block(SIG_UNBLOCK, SIGALRM);
  // POSIX makes the value the timer's id (the kernel does); glibc 2.36
  // passes 0.  Only what both agree on is printed.
  printf("SIGALRM: code %s, si_timerid is the timer %d\n", code_name(last_code),
         last_timerid == (int)(intptr_t)t);
  timer_delete(t);
}

static void errors(void) {
  timer_t t = signal_timer(CLOCK_MONOTONIC, SIGRTMIN, 1);
  struct itimerspec it = spec(0, 0), cur;
  it.it_value.tv_nsec = 1000000000L;
  errno = 0;
  int r = timer_settime(t, 0, &it, NULL);
  printf("tv_nsec 1e9: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  timer_delete(t);
  errno = 0;
  r = timer_gettime(t, &cur);
  printf("gettime after delete: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = timer_delete(t);
  printf("delete twice: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = timer_getoverrun(t);
  printf("getoverrun after delete: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_SIGNAL;
  ev.sigev_signo = SIGRTMIN;
  errno = 0;
  r = timer_create(12345, &ev, &t);
  printf("bad clock: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  ev.sigev_signo = 65;
  errno = 0;
  r = timer_create(CLOCK_MONOTONIC, &ev, &t);
  printf("bad signal: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
}

int main(void) {
  printf("sizeof(timer_t) %zu, sizeof(struct sigevent) %zu\n", sizeof(timer_t),
         sizeof(struct sigevent));
  install(SIGRTMIN, 0);
  block(SIG_BLOCK, SIGRTMIN);  // the waits unblock it
  one_shot();
  interval();
  overrun_blocked();
  overrun_while_waiting();
  absolute();
  none_and_default();
  errors();
  return 0;
}
