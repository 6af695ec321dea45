// threads_sleep.c — thrd_sleep: 0 after sleeping at least the time
// asked; -1 when a signal interrupts it, with the time left in
// *remaining; another negative value for a bad duration.  A sleeping
// thread does not hold the others up: main runs while two threads
// sleep.
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <threads.h>
#include <time.h>

static long ms_since(struct timespec t0) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return (t.tv_sec - t0.tv_sec) * 1000 + (t.tv_nsec - t0.tv_nsec) / 1000000;
}

static mtx_t lock;
static int main_ran;

static int sleeper(void *arg) {
  struct timespec ts = {0, 300 * 1000000};
  int r = thrd_sleep(&ts, NULL);
  mtx_lock(&lock);
  int saw = main_ran;
  mtx_unlock(&lock);
  return r * 10 + saw + (arg != NULL);
}

static volatile sig_atomic_t alarms;

static void on_alarm(int sig) {
  (void)sig;
  alarms++;
}

int main(void) {
  struct timespec t0;
  timespec_get(&t0, TIME_UTC);
  struct timespec ts = {0, 120 * 1000000}, rem = {-1, -1};
  int r = thrd_sleep(&ts, &rem);
  printf("sleep: %d, at least 120 ms: %d\n", r, ms_since(t0) >= 120);

  mtx_init(&lock, mtx_plain);
  timespec_get(&t0, TIME_UTC);
  thrd_t a, b;
  thrd_create(&a, sleeper, NULL);
  thrd_create(&b, sleeper, NULL);
  struct timespec brief = {0, 10 * 1000000};
  thrd_sleep(&brief, NULL);
  mtx_lock(&lock);
  main_ran = 1;
  mtx_unlock(&lock);
  int ra = -1, rb = -1;
  thrd_join(a, &ra);
  thrd_join(b, &rb);
  printf("sleepers (10 * result + main ran meanwhile): %d %d, at least 300 ms: %d\n", ra, rb,
         ms_since(t0) >= 300);

  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm;  // no SA_RESTART
  sigaction(SIGALRM, &sa, NULL);
  struct itimerval it = {{0, 0}, {0, 100 * 1000}};
  setitimer(ITIMER_REAL, &it, NULL);
  struct timespec longer = {5, 0};
  rem.tv_sec = rem.tv_nsec = -1;
  r = thrd_sleep(&longer, &rem);
  printf("interrupted: %d, alarms %d, remaining between 3 s and 5 s: %d\n", r, (int)alarms,
         rem.tv_sec >= 3 && rem.tv_sec < 5 && rem.tv_nsec >= 0 && rem.tv_nsec < 1000000000);

  struct timespec bad = {0, 1000000000};
  printf("bad duration: %d\n", thrd_sleep(&bad, NULL));
  struct timespec negative = {-1, 0};
  printf("negative duration: %d\n", thrd_sleep(&negative, NULL));
  mtx_destroy(&lock);
  return 0;
}
