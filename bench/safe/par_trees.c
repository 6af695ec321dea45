// par_trees.c — the same allocating, pointer-heavy work split over N
// threads: each unit builds a binary tree, fills an array of pointers to
// fresh strings, checks both and drops them.  Units are handed out
// through an atomic counter.  Prints a checksum that does not depend on N.
//   usage: par_trees THREADS [UNITS]
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
  struct node *left, *right;
  long value;
};

static struct node *build(int depth, long value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->left = depth > 0 ? build(depth - 1, 2 * value) : NULL;
  n->right = depth > 0 ? build(depth - 1, 2 * value + 1) : NULL;
  return n;
}

static long check(const struct node *n) {
  return n ? n->value + check(n->left) - check(n->right) : 0;
}

static void drop(struct node *n) {
  if (n) {
    drop(n->left);
    drop(n->right);
    free(n);
  }
}

static long unit(long u) {
  struct node *t = build(12, u);
  long sum = check(t);
  drop(t);
  char *words[512];
  for (int i = 0; i < 512; i++) {
    words[i] = malloc(24);
    snprintf(words[i], 24, "w%ld.%d", u, i);
  }
  for (int i = 0; i < 512; i++) {
    sum += (long)strlen(words[i]);
    free(words[i]);
  }
  return sum;
}

static long units, next_unit;
static long total;
static pthread_mutex_t total_mu = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg) {
  (void)arg;
  long sum = 0;
  for (;;) {
    long u = __atomic_fetch_add(&next_unit, 1, __ATOMIC_RELAXED);
    if (u >= units)
      break;
    sum += unit(u);
  }
  pthread_mutex_lock(&total_mu);
  total += sum;
  pthread_mutex_unlock(&total_mu);
  return NULL;
}

int main(int argc, char **argv) {
  int threads = argc > 1 ? atoi(argv[1]) : 1;
  units = argc > 2 ? atol(argv[2]) : 400;
  if (threads < 1 || threads > 64)
    return 2;
  pthread_t th[64];
  for (int i = 0; i < threads; i++)
    pthread_create(&th[i], NULL, worker, NULL);
  for (int i = 0; i < threads; i++)
    pthread_join(th[i], NULL);
  printf("%ld\n", total);
  return 0;
}
