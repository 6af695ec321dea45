// threads_thrd.c — C11 threads: thrd_create passes its argument and
// thrd_join returns the start function's int; thrd_exit's value, from a
// nested call, is what thrd_join sees; thrd_current and thrd_equal tell
// threads apart; a detached thread runs to its end; thread_local gives
// every thread its own object.
#include <stdio.h>
#include <threads.h>

#ifdef __STDC_NO_THREADS__
#error "<threads.h> exists, so __STDC_NO_THREADS__ must not be defined"
#endif

static thread_local int tl_counter = 100;
static thrd_t seen_self[4];

static int square(void *arg) {
  int n = *(int *)arg;
  tl_counter += n;  // this thread's copy only
  seen_self[n] = thrd_current();
  thrd_yield();
  return n * n + tl_counter;
}

static void leave_early(int code) {
  thrd_exit(code);
}

static int exits_from_nested_call(void *arg) {
  (void)arg;
  leave_early(-7);
  return 1;  // never reached
}

static int negative_result(void *arg) {
  (void)arg;
  return -123456;
}

// The detached thread reports through a mutex and a condition.
static mtx_t done_lock;
static cnd_t done_cond;
static int detached_done;

static int detached_worker(void *arg) {
  int sum = 0;
  for (int i = 1; i <= *(int *)arg; i++)
    sum += i;
  mtx_lock(&done_lock);
  detached_done = sum;
  cnd_signal(&done_cond);
  mtx_unlock(&done_lock);
  return 0;
}

static int thread_equal_to_main(void *arg) {
  return thrd_equal(thrd_current(), *(thrd_t *)arg) != 0;
}

int main(void) {
  thrd_t t[4];
  int args[4] = {0, 1, 2, 3};
  for (int i = 0; i < 4; i++)
    printf("create %d: %d\n", i, thrd_create(&t[i], square, &args[i]) == thrd_success);
  for (int i = 0; i < 4; i++) {
    int res = -1;
    int joined = thrd_join(t[i], &res);
    printf("join %d: %d result %d\n", i, joined, res);
    printf("thread %d saw itself as its thrd_t: %d\n", i, thrd_equal(seen_self[i], t[i]) != 0);
  }
  printf("thrd_equal of two threads: %d\n", thrd_equal(t[0], t[1]) != 0);
  printf("main's thread_local untouched: %d\n", tl_counter);

  thrd_t e;
  int res = 0;
  thrd_create(&e, exits_from_nested_call, NULL);
  int joined = thrd_join(e, &res);
  printf("thrd_exit: join %d result %d\n", joined, res);
  thrd_create(&e, negative_result, NULL);
  printf("join with a null result pointer: %d\n", thrd_join(e, NULL) == thrd_success);
  thrd_create(&e, negative_result, NULL);
  thrd_join(e, &res);
  printf("negative result: %d\n", res);

  thrd_t me = thrd_current();
  printf("main is main: %d\n", thrd_equal(me, thrd_current()) != 0);
  thrd_create(&e, thread_equal_to_main, &me);
  thrd_join(e, &res);
  printf("a thread is not main: %d\n", res);

  mtx_init(&done_lock, mtx_plain);
  cnd_init(&done_cond);
  int n = 1000;
  thrd_t d;
  printf("create detached: %d\n", thrd_create(&d, detached_worker, &n) == thrd_success);
  printf("detach: %d\n", thrd_detach(d) == thrd_success);
  mtx_lock(&done_lock);
  while (!detached_done)
    cnd_wait(&done_cond, &done_lock);
  mtx_unlock(&done_lock);
  printf("detached thread's sum: %d\n", detached_done);
  cnd_destroy(&done_cond);
  mtx_destroy(&done_lock);

  printf("enum: %d %d %d %d %d; %d %d %d\n", thrd_success, thrd_busy, thrd_error, thrd_nomem,
         thrd_timedout, mtx_plain, mtx_recursive, mtx_timed);
  printf("sizes: thrd_t %zu mtx_t %zu cnd_t %zu tss_t %zu once_flag %zu\n", sizeof(thrd_t),
         sizeof(mtx_t), sizeof(cnd_t), sizeof(tss_t), sizeof(once_flag));
  printf("TSS_DTOR_ITERATIONS %d\n", TSS_DTOR_ITERATIONS);
  return 0;
}
