// blocked_threads_gc.c (safe C) — a thread blocked in a system call or a
// condition wait never holds a collection up: one worker waits on a
// condition variable, one in read() on an empty pipe, one in sleep(),
// while the main thread allocates 400 MB with at most about 1 MB live.
// If a collection waited for a blocked thread the program would hang
// (the runner's time limit fails it); if none happened while they were
// blocked its peak RSS would pass 100 MB.  Each worker holds a list only
// on its own stack while it blocks, which must survive.  Exits 0 when
// all holds.  (A malloc build never frees the dropped objects, so the
// RSS check is the collector's.)
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

struct node {
  struct node *next;
  long value;
};

static struct node *list_of(long n, long base) {
  struct node *head = NULL;
  for (long i = 0; i < n; i++) {
    struct node *x = malloc(sizeof *x);
    x->value = base + i;
    x->next = head;
    head = x;
  }
  return head;
}

static long sum(const struct node *p) {
  long s = 0;
  for (; p; p = p->next)
    s += p->value;
  return s;
}

static long want(long n, long base) { return n * base + n * (n - 1) / 2; }

static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static int released;
static int pipe_fds[2];
static int bad;

static void *cond_waiter(void *arg) {
  (void)arg;
  struct node *mine = list_of(1000, 100);
  pthread_mutex_lock(&mu);
  while (!released)
    pthread_cond_wait(&cv, &mu);
  pthread_mutex_unlock(&mu);
  if (sum(mine) != want(1000, 100))
    bad |= 1;
  return NULL;
}

static void *pipe_reader(void *arg) {
  (void)arg;
  struct node *mine = list_of(1000, 200);
  char c;
  if (read(pipe_fds[0], &c, 1) != 1)
    bad |= 2;
  if (sum(mine) != want(1000, 200))
    bad |= 2;
  return NULL;
}

static void *sleeper(void *arg) {
  (void)arg;
  struct node *mine = list_of(1000, 300);
  sleep(1);
  if (sum(mine) != want(1000, 300))
    bad |= 4;
  return NULL;
}

int main(void) {
  if (pipe(pipe_fds))
    return 2;
  pthread_t t[3];
  pthread_create(&t[0], NULL, cond_waiter, NULL);
  pthread_create(&t[1], NULL, pipe_reader, NULL);
  pthread_create(&t[2], NULL, sleeper, NULL);
  usleep(50000);  // let them block
  struct node *ring[256] = {0};
  for (long i = 0; i < 400L * 1024 * 1024 / 64; i++) {  // 400 MB of 64-byte cells
    struct node *x = malloc(48);
    x->value = i;
    x->next = NULL;
    ring[i % 256] = x;
  }
  for (int i = 0; i < 256; i++)
    if (!ring[i] || ring[i]->value % 256 != i)
      bad |= 8;
  pthread_mutex_lock(&mu);
  released = 1;
  pthread_cond_broadcast(&cv);
  pthread_mutex_unlock(&mu);
  if (write(pipe_fds[1], "x", 1) != 1)
    bad |= 16;
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], NULL);
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  if (ru.ru_maxrss > 100 * 1024)
    bad |= 32;
  if (bad)
    printf("failed checks %#x (1 cond waiter, 2 reader, 4 sleeper, 8 ring, 16 write, 32 RSS %ld KB)\n",
           bad, ru.ru_maxrss);
  return bad != 0;
}
