// threads_mtx.c — C11 mutexes: every type initialises; mtx_lock keeps
// four threads' increments apart; mtx_trylock is thrd_busy on a mutex
// another thread holds; a recursive mutex is taken again by its owner
// (mtx_lock, mtx_trylock, mtx_timedlock) and freed only by as many
// unlocks; mtx_timedlock on a held mutex returns thrd_timedout, not
// before its deadline, and succeeds when the holder lets go in time; a
// deadline that is no time (1e9 ns) is thrd_error, but only when the
// mutex is held.
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

static mtx_t counter_lock;
static long counter;

static int add_many(void *arg) {
  for (int i = 0; i < 20000; i++) {
    mtx_lock(&counter_lock);
    long c = counter;
    if (i % 1000 == 0)
      thrd_yield();  // a switch here would lose increments without the lock
    counter = c + 1;
    mtx_unlock(&counter_lock);
  }
  return arg != NULL;
}

// mtx_trylock, and an unlock if it succeeded.
static int try_it(void *m) {
  int r = mtx_trylock(m);
  if (r == thrd_success)
    mtx_unlock(m);
  return r;
}

// mtx_timedlock with a deadline 200 ms away; -1 if it timed out early.
static int timed_it(void *m) {
  struct timespec deadline = in_ms(200);
  int r = mtx_timedlock(m, &deadline);
  if (r == thrd_success)
    mtx_unlock(m);
  if (r == thrd_timedout && !reached(deadline))
    return -1;
  return r;
}

// mtx_timedlock with a deadline long past.
static int timed_past(void *m) {
  struct timespec past = {1, 0};
  int r = mtx_timedlock(m, &past);
  if (r == thrd_success)
    mtx_unlock(m);
  return r;
}

// mtx_timedlock with a deadline that is no time (1e9 nanoseconds).
static int timed_bad(void *m) {
  struct timespec bad = {1, 1000000000};
  int r = mtx_timedlock(m, &bad);
  if (r == thrd_success)
    mtx_unlock(m);
  return r;
}

static mtx_t held;
static int holding;  // under counter_lock

// Takes `held`, says so, and lets go 100 ms later.
static int hold_briefly(void *arg) {
  mtx_lock(&held);
  mtx_lock(&counter_lock);
  holding = 1;
  mtx_unlock(&counter_lock);
  struct timespec ts = {0, 100 * 1000000};
  thrd_sleep(&ts, NULL);
  mtx_unlock(&held);
  return arg != NULL;
}

static int other_thread(thrd_start_t f, void *arg) {
  thrd_t t;
  int r = -99;
  thrd_create(&t, f, arg);
  thrd_join(t, &r);
  return r;
}

int main(void) {
  static const int types[] = {mtx_plain, mtx_timed, mtx_plain | mtx_recursive,
                              mtx_timed | mtx_recursive};
  for (int i = 0; i < 4; i++) {
    mtx_t m;
    int r = mtx_init(&m, types[i]);
    int l = mtx_lock(&m);
    int u = mtx_unlock(&m);
    printf("type %d: init %d, lock %d, unlock %d\n", types[i], r, l, u);
    mtx_destroy(&m);
  }

  mtx_init(&counter_lock, mtx_plain);
  thrd_t t[4];
  for (int i = 0; i < 4; i++)
    thrd_create(&t[i], add_many, NULL);
  for (int i = 0; i < 4; i++)
    thrd_join(t[i], NULL);
  printf("counter: %ld\n", counter);

  mtx_init(&held, mtx_timed);
  printf("trylock free: %d\n", mtx_trylock(&held));
  printf("held: other thread's trylock %d\n", other_thread(try_it, &held));
  printf("held: other thread's timedlock %d\n", other_thread(timed_it, &held));
  printf("unlock: %d\n", mtx_unlock(&held));
  printf("free: other thread's trylock %d\n", other_thread(try_it, &held));
  struct timespec past = {0, 0};
  printf("free, deadline in the past: timedlock %d\n", mtx_timedlock(&held, &past));
  printf("held, deadline in the past: other thread's timedlock %d\n",
         other_thread(timed_past, &held));
  printf("held, bad deadline: other thread's timedlock %d\n", other_thread(timed_bad, &held));
  mtx_unlock(&held);
  printf("free, bad deadline: other thread's timedlock %d\n", other_thread(timed_bad, &held));

  thrd_create(&t[1], hold_briefly, NULL);
  for (int taken = 0; !taken; thrd_yield()) {
    mtx_lock(&counter_lock);
    taken = holding;
    mtx_unlock(&counter_lock);
  }
  printf("holder lets go in time: other thread's timedlock %d\n", other_thread(timed_it, &held));
  thrd_join(t[1], NULL);

  mtx_t rec;
  mtx_init(&rec, mtx_timed | mtx_recursive);
  struct timespec soon = in_ms(50);
  int a = mtx_lock(&rec);
  int b = mtx_lock(&rec);
  int c = mtx_trylock(&rec);
  printf("recursive: lock %d lock %d trylock %d timedlock %d\n", a, b, c,
         mtx_timedlock(&rec, &soon));
  for (int depth = 4; depth > 0; depth--) {
    printf("depth %d: other thread's trylock %d, ", depth, other_thread(try_it, &rec));
    printf("unlock %d\n", mtx_unlock(&rec));
  }
  printf("depth 0: other thread's trylock %d\n", other_thread(try_it, &rec));
  mtx_destroy(&rec);

  mtx_t plainrec;
  mtx_init(&plainrec, mtx_plain | mtx_recursive);
  int d = mtx_lock(&plainrec);
  int e = mtx_lock(&plainrec);
  int f = mtx_trylock(&plainrec);
  printf("plain recursive: %d %d %d\n", d, e, f);
  for (int depth = 3; depth > 0; depth--) {
    int r = mtx_unlock(&plainrec);
    printf("unlock %d, other thread's trylock %d\n", r, other_thread(try_it, &plainrec));
  }
  mtx_destroy(&plainrec);

  mtx_t plain;
  mtx_init(&plain, mtx_plain);
  mtx_lock(&plain);
  printf("plain, held by self: trylock %d\n", mtx_trylock(&plain));
  mtx_unlock(&plain);
  mtx_destroy(&plain);
  mtx_destroy(&counter_lock);
  return 0;
}
