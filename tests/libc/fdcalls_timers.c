// fdcalls_timers.c — timerfd (expirations read as a count, the time left
// and the interval, disarming, absolute times, non-blocking reads, the
// errors) and setitimer/getitimer with ITIMER_REAL and a SIGALRM handler.
// Only stable facts are printed (counts at least so many, intervals as
// set).  Run safe and with gcc: both must print the same.
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

static void timerfd(void) {
  int fd = timerfd_create(CLOCK_MONOTONIC, 0);
  printf("timerfd_create: %s\n", fd >= 0 ? "ok" : strerror(errno));
  struct itimerspec set = {{0, 10000000}, {0, 10000000}}, old, cur;
  memset(&old, 0xff, sizeof old);
  int r = timerfd_settime(fd, 0, &set, &old);
  printf("settime 10 ms every 10 ms: %d, old value %ld.%09ld interval %ld.%09ld\n", r,
         (long)old.it_value.tv_sec, old.it_value.tv_nsec, (long)old.it_interval.tv_sec,
         old.it_interval.tv_nsec);
  uint64_t total = 0, count;
  while (total < 3) {
    count = 0;
    if (read(fd, &count, sizeof count) != (ssize_t)sizeof count)
      break;
    total += count;
  }
  printf("expirations read: at least 3: %d\n", total >= 3);
  r = timerfd_gettime(fd, &cur);
  printf("gettime: %d, interval %ld.%09ld, value within it %d\n", r,
         (long)cur.it_interval.tv_sec, cur.it_interval.tv_nsec,
         cur.it_value.tv_sec == 0 && cur.it_value.tv_nsec <= 10000000);
  struct itimerspec off = {{0, 0}, {0, 0}};
  r = timerfd_settime(fd, 0, &off, &old);
  printf("disarm: %d, old interval %ld.%09ld\n", r, (long)old.it_interval.tv_sec,
         old.it_interval.tv_nsec);
  timerfd_gettime(fd, &cur);
  printf("disarmed: value %ld.%09ld\n", (long)cur.it_value.tv_sec, cur.it_value.tv_nsec);
  close(fd);

  fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
  count = 0;
  ssize_t n = read(fd, &count, sizeof count);
  printf("non-blocking read of an idle timer: %zd %s\n", n, strerror(errno));
  struct timespec now;
  clock_gettime(CLOCK_REALTIME, &now);
  struct itimerspec past = {{0, 0}, {now.tv_sec - 5, 0}};
  r = timerfd_settime(fd, TFD_TIMER_ABSTIME, &past, NULL);
  n = read(fd, &count, sizeof count);
  printf("absolute time in the past: %d, read %zd, count %llu\n", r, n, (unsigned long long)count);
  struct itimerspec bad = {{0, 0}, {0, 1000000000}};
  r = timerfd_settime(fd, 0, &bad, NULL);
  printf("nanoseconds out of range: %d %s\n", r, strerror(errno));
  r = timerfd_settime(fd, 0x100, &set, NULL);
  printf("unknown flag: %d %s\n", r, strerror(errno));
  close(fd);
  r = timerfd_create(12345, 0);
  printf("unknown clock: %d %s\n", r, strerror(errno));
  r = timerfd_gettime(0, &cur);
  printf("gettime of stdin: %d %s\n", r, strerror(errno));
}

static volatile sig_atomic_t alarms;

static void on_alarm(int sig) {
  (void)sig;
  alarms++;
}

static void interval_timer(void) {
  signal(SIGALRM, on_alarm);
  struct itimerval set = {{0, 20000}, {0, 20000}}, old, cur;
  memset(&old, 0xff, sizeof old);
  int r = setitimer(ITIMER_REAL, &set, &old);
  printf("setitimer 20 ms every 20 ms: %d, old %ld.%06ld\n", r, (long)old.it_value.tv_sec,
         (long)old.it_value.tv_usec);
  r = getitimer(ITIMER_REAL, &cur);
  printf("getitimer: %d interval %ld.%06ld, value within it %d\n", r,
         (long)cur.it_interval.tv_sec, (long)cur.it_interval.tv_usec,
         cur.it_value.tv_sec == 0 && cur.it_value.tv_usec <= 20000);
  while (alarms < 3)
    pause();
  struct itimerval off = {{0, 0}, {0, 0}};
  r = setitimer(ITIMER_REAL, &off, &old);
  printf("three SIGALRMs; disarm: %d, old interval %ld.%06ld\n", r,
         (long)old.it_interval.tv_sec, (long)old.it_interval.tv_usec);
  getitimer(ITIMER_REAL, &cur);
  printf("disarmed: %ld.%06ld\n", (long)cur.it_value.tv_sec, (long)cur.it_value.tv_usec);
  struct itimerval once = {{0, 0}, {0, 30000}};
  setitimer(ITIMER_REAL, &once, NULL);
  int before = alarms;
  while (alarms == before)
    pause();
  getitimer(ITIMER_REAL, &cur);
  printf("one-shot fired once, then: %ld.%06ld\n", (long)cur.it_value.tv_sec,
         (long)cur.it_value.tv_usec);
  r = setitimer(7, &set, NULL);
  printf("unknown timer: %d %s\n", r, strerror(errno));
  r = getitimer(ITIMER_VIRTUAL, &cur);
  printf("ITIMER_VIRTUAL idle: %d %ld.%06ld\n", r, (long)cur.it_value.tv_sec,
         (long)cur.it_value.tv_usec);
  signal(SIGALRM, SIG_DFL);
}

int main(void) {
  timerfd();
  interval_timer();
  return 0;
}
