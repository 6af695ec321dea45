// lockfree_stack.c (safe C) — a lock-free (Treiber) stack whose head is
// swapped with compare-and-swap on a pointer, which keeps the pointer's
// capability with it: three threads push and pop nodes of different
// sizes under contention, each popped node is checked whole (its size
// and a checksum of its payload) and pushed back, or dropped (left to
// the collector, never freed: another thread may still read it) and
// replaced by a new one.  At the end the stack holds as many nodes as it started
// with, each whole, and every value pushed is on it or was retired once.
// Exits 0 when all of that holds.
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

enum { THREADS = 3, OPS = 3000, START = 300 };

struct node {
  struct node *next;
  long value;
  int len;
  unsigned char payload[];
};

static struct node *_Atomic head;
static long freed_sum, made_sum;  // dropped nodes' values, replacements' values
static pthread_mutex_t tally = PTHREAD_MUTEX_INITIALIZER;
static int damaged;

static struct node *make(long value) {
  int len = (int)(value % 40) + 1;  // nodes of 40 different sizes
  struct node *n = malloc(sizeof *n + len);
  n->value = value;
  n->len = len;
  for (int i = 0; i < len; i++)
    n->payload[i] = (unsigned char)(value + i);
  return n;
}

static int whole(const struct node *n) {
  if (n->len != (int)(n->value % 40) + 1)
    return 0;
  for (int i = 0; i < n->len; i++)
    if (n->payload[i] != (unsigned char)(n->value + i))
      return 0;
  return 1;
}

static void push(struct node *n) {
  struct node *old = atomic_load(&head);
  do
    n->next = old;
  while (!atomic_compare_exchange_weak(&head, &old, n));
}

static struct node *pop(void) {
  struct node *old = atomic_load(&head);
  while (old && !atomic_compare_exchange_weak(&head, &old, old->next))
    ;
  return old;
}

static void *churn(void *arg) {
  long id = (long)arg;
  for (int i = 0; i < OPS; i++) {
    struct node *n = pop();
    if (!n)
      continue;
    if (!whole(n))
      damaged = 1;
    if (i % 3 == 0) {  // retire it; a new node takes its place
      long value = 1000000 * (id + 1) + i;
      pthread_mutex_lock(&tally);
      freed_sum += n->value;
      made_sum += value;
      pthread_mutex_unlock(&tally);
      // Not freed: another thread may still be about to read n->next
      // (a lock-free stack needs safe reclamation; the collector is it).
      n->next = NULL;
      push(make(value));
    } else {
      push(n);
    }
  }
  return NULL;
}

int main(void) {
  long start_sum = 0;
  for (long v = 1; v <= START; v++) {
    push(make(v));
    start_sum += v;
  }
  pthread_t th[THREADS];
  for (long i = 0; i < THREADS; i++)
    pthread_create(&th[i], NULL, churn, (void *)i);
  for (int i = 0; i < THREADS; i++)
    pthread_join(th[i], NULL);
  long left_sum = 0, left = 0;
  for (struct node *n = atomic_load(&head); n; n = n->next) {
    if (!whole(n))
      damaged = 1;
    left_sum += n->value;
    left++;
  }
  // Every value pushed is on the stack or was retired, once.
  int ok = !damaged && left == START && start_sum + made_sum == left_sum + freed_sum;
  if (!ok)
    printf("damaged %d, %ld nodes left of %d, pushed %ld, on the stack %ld, retired %ld\n", damaged,
           left, START, start_sum + made_sum, left_sum, freed_sum);
  return ok ? 0 : 1;
}
