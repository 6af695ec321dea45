// threads_exit_main.c — thrd_exit in main: main's thread-specific
// destructors run, the other threads (one joinable, never joined, one
// detached) go on, and the program ends with the last of them as if by
// exit(0): atexit handlers run and buffered output is written (C11
// 7.26.5.5).  Output is in a fixed order: each thread waits for the one
// before it.
#include <stdio.h>
#include <stdlib.h>
#include <threads.h>

static mtx_t lock;
static cnd_t turn_changed;
static int turn;

static void wait_turn(int n) {
  mtx_lock(&lock);
  while (turn != n)
    cnd_wait(&turn_changed, &lock);
  mtx_unlock(&lock);
}

static void pass_turn(int n) {
  mtx_lock(&lock);
  turn = n;
  cnd_broadcast(&turn_changed);
  mtx_unlock(&lock);
}

static int second(void *arg) {
  wait_turn(2);
  printf("second thread: %s\n", (char *)arg);
  struct timespec ts = {0, 50 * 1000000};
  thrd_sleep(&ts, NULL);  // the first thread has ended by now
  printf("second thread ends\n");
  return 0;
}

static int first(void *arg) {
  wait_turn(1);
  printf("first thread: %s\n", (char *)arg);
  pass_turn(2);
  return 0;
}

static void main_destructor(void *p) {
  printf("main's destructor: %s\n", (char *)p);
  pass_turn(1);
}

static void at_exit(void) {
  printf("atexit handler\n");
}

int main(void) {
  mtx_init(&lock, mtx_plain);
  cnd_init(&turn_changed);
  atexit(at_exit);
  tss_t key;
  tss_create(&key, main_destructor);
  tss_set(key, "main's value");
  thrd_t a, b;
  thrd_create(&a, first, "joinable, never joined");
  thrd_create(&b, second, "detached");
  thrd_detach(b);
  printf("main calls thrd_exit\n");
  thrd_exit(5);
}
