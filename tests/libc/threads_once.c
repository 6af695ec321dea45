// threads_once.c — call_once: eight threads race to one flag; the
// function runs once, and every caller returns only after it has
// finished (the first caller sleeps inside it, so the others must
// wait).  A second flag runs its own function once, from main.
#include <stdio.h>
#include <threads.h>

static once_flag flag = ONCE_FLAG_INIT;
static mtx_t lock;
static int runs, finished;

static void init_once(void) {
  mtx_lock(&lock);
  runs++;
  mtx_unlock(&lock);
  struct timespec ts = {0, 50 * 1000000};
  thrd_sleep(&ts, NULL);  // others reach call_once meanwhile
  mtx_lock(&lock);
  finished = 1;
  mtx_unlock(&lock);
}

static int racer(void *arg) {
  call_once(&flag, init_once);
  mtx_lock(&lock);
  int saw = finished;
  mtx_unlock(&lock);
  call_once(&flag, init_once);  // already done: returns at once
  return saw + (arg != NULL);
}

static once_flag other = ONCE_FLAG_INIT;
static int other_runs;

static void init_other(void) {
  other_runs++;
}

int main(void) {
  mtx_init(&lock, mtx_plain);
  thrd_t t[8];
  for (int i = 0; i < 8; i++)
    thrd_create(&t[i], racer, NULL);
  int saw = 0;
  for (int i = 0; i < 8; i++) {
    int r = 0;
    thrd_join(t[i], &r);
    saw += r;
  }
  printf("runs %d; callers that returned after it finished: %d of 8\n", runs, saw);
  call_once(&flag, init_once);
  printf("main's call: runs %d\n", runs);
  for (int i = 0; i < 3; i++)
    call_once(&other, init_other);
  printf("other flag: runs %d\n", other_runs);
  once_flag local = ONCE_FLAG_INIT;
  call_once(&local, init_other);
  call_once(&local, init_other);
  printf("a flag in automatic storage: runs %d\n", other_runs);
  mtx_destroy(&lock);
  return 0;
}
