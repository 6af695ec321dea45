// threads.c (safe C) — threads through the runtime's pthread entry
// points: workers allocate and link objects while others collect; a
// mutex-protected counter, a condition variable hand-off, thread results
// with capabilities, keys, once.
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Small enough that SAFECC_GC_EVERY=1 (a collection per allocation) stays quick.
enum { ITEMS = 2000 };

struct node { struct node *next; long value; };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static int started;
static long counter;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int once_runs;
static pthread_key_t key;

static void init_once(void) { once_runs++; }

static void *worker(void *arg) {
  long id = *(long *)arg;
  pthread_once(&once, init_once);
  char *mine = malloc(16);
  strcpy(mine, "key value");
  pthread_setspecific(key, mine);
  pthread_mutex_lock(&lock);
  started++;
  pthread_cond_broadcast(&ready);
  pthread_mutex_unlock(&lock);
  struct node *list = NULL;
  for (long i = 0; i < ITEMS; i++) {
    struct node *n = malloc(sizeof *n);
    n->value = id * 1000000 + i;
    n->next = list;
    list = n;
    char *junk = malloc(64);       // garbage: forces collections with all threads live
    junk[0] = 1;
    pthread_mutex_lock(&lock);
    counter++;
    pthread_mutex_unlock(&lock);
  }
  char *v = pthread_getspecific(key);
  if (v != mine || strcmp(v, "key value") != 0)
    return NULL;
  return list;                      // a pointer result keeps its capability
}

int main(void) {
  enum { N = 4 };
  pthread_t t[N];
  long ids[N];
  int bad = 0;
  pthread_key_create(&key, NULL);
  for (int i = 0; i < N; i++) {
    ids[i] = i + 1;
    if (pthread_create(&t[i], NULL, worker, &ids[i]) != 0)
      bad++;
  }
  pthread_mutex_lock(&lock);
  while (started < N)
    pthread_cond_wait(&ready, &lock);
  pthread_mutex_unlock(&lock);
  for (int i = 0; i < N; i++) {
    struct node *list;
    pthread_join(t[i], (void **)&list);
    long expect = ITEMS - 1;
    for (struct node *n = list; n; n = n->next, expect--)
      if (n->value != ids[i] * 1000000 + expect)
        bad++;
    if (expect != -1)
      bad++;
  }
  if (counter != N * ITEMS || once_runs != 1)
    bad++;
  write(1, bad ? "threads: BAD\n" : "threads: ok\n", bad ? 13 : 12);
  return bad != 0;
}
