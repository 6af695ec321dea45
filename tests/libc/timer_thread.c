// timer_thread.c — SIGEV_THREAD timers: the notification function runs
// in a thread of its own with sigev_value (a pointer that can be used),
// every signal blocked there; one-shot, interval, absolute and
// attribute-carrying timers; gettime after settime; deletion stops the
// notifications; the calls on a deleted timer, or in a child of fork,
// fail.  Times are only
// compared, never printed, so the output is the same safe and with gcc.
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <sys/wait.h>
#include <unistd.h>

#define MS 1000000L

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int calls, last_value, other_thread, signals_blocked;
static pthread_t main_thread;

struct tag {
  const char *name;
  int value;
};

static void on_expiry(union sigval v) {
  struct tag *tag = v.sival_ptr;
  sigset_t mask;
  pthread_sigmask(SIG_BLOCK, NULL, &mask);
  pthread_mutex_lock(&lock);
  calls++;
  last_value = tag->value;
  other_thread = !pthread_equal(pthread_self(), main_thread);
  signals_blocked = sigismember(&mask, SIGINT) == 1 && sigismember(&mask, SIGUSR1) == 1 &&
                    sigismember(&mask, SIGRTMIN) == 1;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&lock);
}

// Waits up to 5 s for `n` calls in all; the number of calls.
static int wait_calls(int n) {
  struct timespec limit;
  clock_gettime(CLOCK_REALTIME, &limit);
  limit.tv_sec += 5;
  pthread_mutex_lock(&lock);
  while (calls < n && pthread_cond_timedwait(&changed, &lock, &limit) == 0)
    ;
  int got = calls;
  pthread_mutex_unlock(&lock);
  return got;
}

static int calls_now(void) {
  pthread_mutex_lock(&lock);
  int c = calls;
  pthread_mutex_unlock(&lock);
  return c;
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

static timer_t thread_timer(clockid_t clock, struct tag *tag, pthread_attr_t *attr) {
  struct sigevent ev;
  memset(&ev, 0, sizeof ev);
  ev.sigev_notify = SIGEV_THREAD;
  ev.sigev_notify_function = on_expiry;
  ev.sigev_notify_attributes = attr;
  ev.sigev_value.sival_ptr = tag;
  timer_t t = 0;
  if (timer_create(clock, &ev, &t) != 0)
    printf("timer_create failed: %s\n", strerror(errno));
  return t;
}

int main(void) {
  main_thread = pthread_self();
  static struct tag first = {"first", 17}, second = {"second", 23}, third = {"third", 31};

  timer_t t = thread_timer(CLOCK_MONOTONIC, &first, NULL);
  printf("timer_t is negative %d\n", (intptr_t)t < 0);
  struct itimerspec it = spec(20 * MS, 0), cur, old;
  printf("settime %d\n", timer_settime(t, 0, &it, NULL));
  printf("calls %d\n", wait_calls(1));
  printf("value %d, in another thread %d, every signal blocked there %d, overrun %d\n",
         last_value, other_thread, signals_blocked, timer_getoverrun(t));
  timer_gettime(t, &cur);
  printf("disarmed after firing %d\n", ns_of(cur.it_value) == 0);

  it = spec(1000 * MS, 0);
  timer_settime(t, 0, &it, NULL);
  timer_gettime(t, &cur);
  printf("gettime: 900 ms < value <= 1 s %d, interval 0 %d\n",
         ns_of(cur.it_value) > 900 * MS && ns_of(cur.it_value) <= 1000 * MS,
         ns_of(cur.it_interval) == 0);
  it = spec(0, 0);
  timer_settime(t, 0, &it, &old);
  printf("disarmed; old value was <= 1 s %d\n", ns_of(old.it_value) <= 1000 * MS);
  printf("delete %d\n", timer_delete(t));

  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_JOINABLE);
  t = thread_timer(CLOCK_MONOTONIC, &second, &attr);
  it = spec(5 * MS, 10 * MS);
  timer_settime(t, 0, &it, NULL);
  int four = wait_calls(calls_now() + 4) >= 5;
  printf("interval: at least 4 calls %d, value %d\n", four, last_value);
  it = spec(0, 0);
  timer_settime(t, 0, &it, &old);
  printf("old interval 10 ms %d\n", ns_of(old.it_interval) == 10 * MS);
  it = spec(2 * MS, 2 * MS);
  timer_settime(t, 0, &it, NULL);
  wait_calls(calls_now() + 2);
  timer_delete(t);
  // Notifications already started when the timer was deleted may still
  // run (POSIX; how many depends on the load, since each is a thread of
  // its own), so let them finish first; then no new one may come.
  struct timespec nap = {0, 100 * MS};
  nanosleep(&nap, NULL);
  int settled = calls_now();
  nanosleep(&nap, NULL);
  printf("after delete: no more calls %d\n", calls_now() == settled);

  t = thread_timer(CLOCK_REALTIME, &third, NULL);
  struct timespec now, after;
  clock_gettime(CLOCK_REALTIME, &now);
  long target = ns_of(now) + 30 * MS;
  it = spec(0, 0);
  it.it_value.tv_sec = target / 1000000000L;
  it.it_value.tv_nsec = target % 1000000000L;
  int before = calls_now();
  printf("absolute settime %d\n", timer_settime(t, TIMER_ABSTIME, &it, NULL));
  wait_calls(before + 1);
  clock_gettime(CLOCK_REALTIME, &after);
  printf("absolute: called at or after the target %d, value %d\n", ns_of(after) >= target,
         last_value);

  // Timers are not inherited: a child of fork has none.
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    errno = 0;
    int r = timer_gettime(t, &cur);
    printf("in a child of fork: gettime %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
    fflush(stdout);
    _exit(0);
  }
  waitpid(child, NULL, 0);
  timer_delete(t);

  errno = 0;
  int r = timer_gettime(t, &cur);
  printf("gettime on a deleted timer: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = timer_settime(t, 0, &it, NULL);
  printf("settime on a deleted timer: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = timer_getoverrun(t);
  printf("getoverrun on a deleted timer: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  errno = 0;
  r = timer_delete(t);
  printf("delete twice: %d %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  return 0;
}
