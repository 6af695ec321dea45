// threads_fork_signal.c (safe C) — what issue 21 keeps working now that
// threads run in parallel:
// three workers build, check and drop linked lists without pause; a
// SIGUSR1 handler allocates (it runs at the next safepoint of whichever
// thread the signal reaches) and links what it made into a list of its
// own; the main thread sends the signal many times and forks twice while
// the workers run, and each child, left with one thread, walks a list
// the parent built, allocates, and reports its checksum through its exit
// status.  Exits 0 when every checksum holds.
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

enum { WORKERS = 3, ROUNDS = 40, LIST = 200, SIGNALS = 50 };

struct node {
  struct node *next;
  long value;
};

static struct node *build(long n, long base) {
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

static void drop(struct node *p) {
  while (p) {
    struct node *next = p->next;
    free(p);
    p = next;
  }
}

static long expected(long n, long base) { return n * base + n * (n - 1) / 2; }

static volatile int failures;
static volatile int stop;

static void *worker(void *arg) {
  long id = (long)arg;
  for (int round = 0; round < ROUNDS && !stop; round++) {
    struct node *list = build(LIST, id * 1000 + round);
    if (sum(list) != expected(LIST, id * 1000 + round))
      failures++;
    drop(list);
  }
  return NULL;
}

// Threads run in parallel, and two arrivals of the signal may run the
// handler in two threads at once (POSIX blocks a signal during its handler
// only in the thread running it), so the handler's list and count are
// atomic: the list is a lock-free stack.
static struct node *_Atomic from_handler;
static atomic_int handled;

static void on_usr1(int sig) {
  (void)sig;
  struct node *x = malloc(sizeof *x);
  x->value = 1;
  x->next = atomic_load(&from_handler);
  while (!atomic_compare_exchange_weak(&from_handler, &x->next, x))
    ;
  atomic_fetch_add(&handled, 1);
}

// Forks; the child checks `kept` and allocates, and exits with 0 when all
// is well.  Returns the child's exit status as the parent sees it.
static int fork_and_check(struct node *kept, long want) {
  pid_t pid = fork();
  if (pid == 0) {
    struct node *fresh = build(LIST, 7);
    _exit(sum(kept) == want && sum(fresh) == expected(LIST, 7) ? 0 : 3);
  }
  int status = -1;
  waitpid(pid, &status, 0);
  return status;
}

int main(void) {
  signal(SIGUSR1, on_usr1);
  struct node *kept = build(LIST, 500);
  long want = expected(LIST, 500);
  pthread_t th[WORKERS];
  for (long i = 0; i < WORKERS; i++)
    pthread_create(&th[i], NULL, worker, (void *)i);
  int forks_ok = 0;
  for (int i = 0; i < SIGNALS; i++) {
    kill(getpid(), SIGUSR1);
    if (i == 10 || i == 30)
      forks_ok += fork_and_check(kept, want) == 0;
  }
  for (int i = 0; i < WORKERS; i++)
    pthread_join(th[i], NULL);
  // Every signal sent has been handled by now or is pending: a safepoint
  // of this thread runs what is left.
  for (int spin = 0; handled < SIGNALS && spin < 1000000; spin++)
    ;
  long from_signals = sum(from_handler);
  int ok = !failures && forks_ok == 2 && sum(kept) == want && from_signals == handled && handled > 0;
  if (!ok)
    printf("failures %d, forks ok %d of 2, kept %s, handled %d, handler list %ld\n", failures, forks_ok,
           sum(kept) == want ? "intact" : "damaged", atomic_load(&handled), from_signals);
  return ok ? 0 : 1;
}
