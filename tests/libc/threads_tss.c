// threads_tss.c — C11 thread-specific storage: each thread sees its own
// value of a key, null until set; a key's destructor runs at thread exit
// (a return or thrd_exit) with the thread's non-null value, and again,
// up to TSS_DTOR_ITERATIONS times, while a destructor sets a value
// again; a null value or a deleted key has no destructor call; a key
// made after tss_delete starts out null in every thread.
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>

static tss_t key, again_key, plain_key;
static mtx_t log_lock;
static int freed[8];     // by thread number: values the destructor freed
static int again_calls;  // calls of the destructor that sets its value again

static void free_value(void *p) {
  int *v = p;
  mtx_lock(&log_lock);
  freed[*v]++;
  mtx_unlock(&log_lock);
  free(v);
}

static void set_again(void *p) {
  mtx_lock(&log_lock);
  again_calls++;
  mtx_unlock(&log_lock);
  tss_set(again_key, p);  // never gives up: stops after TSS_DTOR_ITERATIONS
}

static int worker(void *arg) {
  int n = *(int *)arg;
  int before = tss_get(key) == NULL;
  int *v = malloc(sizeof *v);
  *v = n;
  tss_set(key, v);
  thrd_yield();
  int *back = tss_get(key);
  int ok = before && back == v && *back == n;
  if (n == 3)
    thrd_exit(ok);  // destructors run for thrd_exit too
  return ok;
}

static int sets_null(void *arg) {
  tss_set(key, NULL);
  return arg != NULL;
}

static int loops(void *arg) {
  tss_set(again_key, arg);
  return 0;
}

static mtx_t step_lock;
static cnd_t step_cond;
static int step;

static void wait_step(int s) {
  mtx_lock(&step_lock);
  while (step < s)
    cnd_wait(&step_cond, &step_lock);
  mtx_unlock(&step_lock);
}

static void set_step(int s) {
  mtx_lock(&step_lock);
  step = s;
  cnd_broadcast(&step_cond);
  mtx_unlock(&step_lock);
}

// Sets the key, waits while main deletes it and makes a new one, and
// reports what it sees of the new key.
static int outlives_key(void *arg) {
  int *v = malloc(sizeof *v);
  *v = 7;
  tss_set(plain_key, v);
  set_step(1);
  wait_step(2);
  int fresh = tss_get(plain_key) == NULL;
  free(v);
  return fresh + (arg != NULL);
}

int main(void) {
  mtx_init(&log_lock, mtx_plain);
  mtx_init(&step_lock, mtx_plain);
  cnd_init(&step_cond);
  int k1 = tss_create(&key, free_value);
  int k2 = tss_create(&again_key, set_again);
  printf("create: %d %d\n", k1, k2);
  int main_value = 42;
  tss_set(key, &main_value);

  thrd_t t[6];
  int ids[6];
  for (int i = 0; i < 6; i++) {
    ids[i] = i;
    thrd_create(&t[i], worker, &ids[i]);
  }
  for (int i = 0; i < 6; i++) {
    int r = -1;
    thrd_join(t[i], &r);
    printf("thread %d: own value %d, destructor calls %d\n", i, r, freed[i]);
  }
  printf("main's value: %d\n", *(int *)tss_get(key));

  thrd_create(&t[0], sets_null, NULL);
  thrd_join(t[0], NULL);
  int total = 0;
  for (int i = 0; i < 8; i++)
    total += freed[i];
  printf("a null value has no destructor call: %d calls in all\n", total);

  static int token;
  thrd_create(&t[0], loops, &token);
  thrd_join(t[0], NULL);
  printf("a destructor that sets its value again: %d calls\n", again_calls);

  printf("create: %d\n", tss_create(&plain_key, NULL));
  thrd_create(&t[0], outlives_key, NULL);
  wait_step(1);
  tss_delete(plain_key);
  printf("create after delete: %d\n", tss_create(&plain_key, free_value));
  printf("main's value of the new key: %s\n", tss_get(plain_key) ? "set" : "null");
  set_step(2);
  int r = -1;
  thrd_join(t[0], &r);
  printf("the other thread's value of the new key is null: %d\n", r);

  // A deleted key's destructor is not called.
  tss_delete(key);
  thrd_create(&t[0], loops, NULL);  // sets again_key to null: no calls
  thrd_join(t[0], NULL);
  total = 0;
  for (int i = 0; i < 8; i++)
    total += freed[i];
  printf("after delete: %d destructor calls in all, %d of the other\n", total, again_calls);
  tss_delete(again_key);
  tss_delete(plain_key);
  return 0;
}
