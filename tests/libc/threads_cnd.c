// threads_cnd.c — C11 condition variables: a producer and a consumer
// pass 1000 items through a one-slot mailbox with cnd_wait and
// cnd_signal; cnd_broadcast wakes every one of five waiters;
// cnd_timedwait times out (not before its deadline, holding the mutex
// again) when nobody signals, and returns thrd_success when signalled in
// time.
#include <stdio.h>
#include <threads.h>
#include <time.h>

static struct timespec in_ms(long ms) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  ts.tv_nsec += ms % 1000 * 1000000;
  ts.tv_sec += ms / 1000 + ts.tv_nsec / 1000000000;
  ts.tv_nsec %= 1000000000;
  return ts;
}

static int reached(struct timespec deadline) {
  struct timespec now;
  timespec_get(&now, TIME_UTC);
  return now.tv_sec > deadline.tv_sec ||
         (now.tv_sec == deadline.tv_sec && now.tv_nsec >= deadline.tv_nsec);
}

static mtx_t lock;
static cnd_t changed;
static int mailbox, full;
static long received;

static int producer(void *arg) {
  for (int i = 1; i <= 1000; i++) {
    mtx_lock(&lock);
    while (full)
      cnd_wait(&changed, &lock);
    mailbox = i;
    full = 1;
    cnd_signal(&changed);
    mtx_unlock(&lock);
  }
  return arg != NULL;
}

static int consumer(void *arg) {
  for (int i = 1; i <= 1000; i++) {
    mtx_lock(&lock);
    while (!full)
      cnd_wait(&changed, &lock);
    received += mailbox;
    full = 0;
    cnd_signal(&changed);
    mtx_unlock(&lock);
  }
  return arg != NULL;
}

static cnd_t go;
static int waiting, started;

static int waiter(void *arg) {
  mtx_lock(&lock);
  waiting++;
  cnd_signal(&changed);
  while (!started)
    cnd_wait(&go, &lock);
  waiting--;
  mtx_unlock(&lock);
  return *(int *)arg;
}

// Nobody signals: thrd_timedout, not before the deadline, and the mutex
// is held again (another thread's trylock is busy).
static int try_lock(void *arg) {
  int r = mtx_trylock(&lock);
  if (r == thrd_success)
    mtx_unlock(&lock);
  return r + (arg != NULL);
}

static int times_out(void *arg) {
  mtx_lock(&lock);
  struct timespec deadline = in_ms(150);
  int r = cnd_timedwait(&changed, &lock, &deadline);
  int early = r == thrd_timedout && !reached(deadline);
  thrd_t t;
  int busy = -1;
  thrd_create(&t, try_lock, NULL);
  thrd_join(t, &busy);
  mtx_unlock(&lock);
  return early ? -1 : r * 10 + busy + (arg != NULL);
}

static int flag;

static int signalled_in_time(void *arg) {
  mtx_lock(&lock);
  struct timespec deadline = in_ms(10000);
  int r = thrd_success;
  waiting = 1;
  cnd_broadcast(&changed);
  while (!flag && r == thrd_success)
    r = cnd_timedwait(&go, &lock, &deadline);
  mtx_unlock(&lock);
  return r + (arg != NULL);
}

int main(void) {
  int m = mtx_init(&lock, mtx_plain);
  int c1 = cnd_init(&changed);
  int c2 = cnd_init(&go);
  printf("init: %d %d %d\n", m, c1, c2);
  thrd_t p, c;
  thrd_create(&c, consumer, NULL);
  thrd_create(&p, producer, NULL);
  thrd_join(p, NULL);
  thrd_join(c, NULL);
  printf("received: %ld\n", received);

  thrd_t w[5];
  int ids[5];
  for (int i = 0; i < 5; i++) {
    ids[i] = i + 1;
    thrd_create(&w[i], waiter, &ids[i]);
  }
  mtx_lock(&lock);
  while (waiting < 5)
    cnd_wait(&changed, &lock);
  started = 1;
  int b = cnd_broadcast(&go);
  mtx_unlock(&lock);
  int sum = 0;
  for (int i = 0; i < 5; i++) {
    int r = 0;
    thrd_join(w[i], &r);
    sum += r;
  }
  printf("broadcast %d: waiters woke with sum %d, %d still waiting\n", b, sum, waiting);

  thrd_t t;
  int r;
  thrd_create(&t, times_out, NULL);
  thrd_join(t, &r);
  printf("timedwait without a signal: %d (10 * thrd_timedout + thrd_busy)\n", r);

  waiting = 0;
  thrd_create(&t, signalled_in_time, NULL);
  mtx_lock(&lock);
  while (!waiting)
    cnd_wait(&changed, &lock);
  flag = 1;
  int s = cnd_signal(&go);
  mtx_unlock(&lock);
  thrd_join(t, &r);
  printf("signal %d: timedwait signalled in time: %d\n", s, r);

  // A deadline whose nanoseconds are out of range is an error, reported
  // before waiting, with the mutex still held.
  mtx_lock(&lock);
  struct timespec bad = in_ms(10);
  bad.tv_nsec = 1000000000;
  int e = cnd_timedwait(&go, &lock, &bad);
  printf("timedwait with tv_nsec 1e9: %d (thrd_error %d), mutex still held: %d\n", e, thrd_error,
         mtx_trylock(&lock) != thrd_success || (mtx_unlock(&lock), 0));
  mtx_unlock(&lock);

  cnd_destroy(&go);
  cnd_destroy(&changed);
  mtx_destroy(&lock);
  return 0;
}
