// threads_sync.c — read-write locks and semaphores (libc's, on the
// runtime's mutexes and conditions): a producer/consumer ring guarded by
// two semaphores, and readers and writers sharing a table.
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdatomic.h>

enum { ITEMS = 2000, RING = 8 };
static int ring[RING], head, tail;
static sem_t filled, empty;
static long consumed_sum;

static void *producer(void *arg) {
  for (int i = 1; i <= ITEMS; i++) {
    sem_wait(&empty);
    ring[head] = i;
    head = (head + 1) % RING;
    sem_post(&filled);
  }
  return arg;
}

static void *consumer(void *arg) {
  for (int i = 0; i < ITEMS; i++) {
    sem_wait(&filled);
    consumed_sum += ring[tail];
    tail = (tail + 1) % RING;
    sem_post(&empty);
  }
  return arg;
}

static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static int table[16];
// Counted by three readers at once, outside the lock: atomics, or gcc's
// build (really parallel) loses increments.
static atomic_long reads_ok, reads_bad;

static void *writer(void *arg) {
  for (int round = 1; round <= 500; round++) {
    pthread_rwlock_wrlock(&table_lock);
    for (int i = 0; i < 16; i++)
      table[i] = round;  // all entries change together
    pthread_rwlock_unlock(&table_lock);
  }
  return arg;
}

static void *reader(void *arg) {
  for (int n = 0; n < 1000; n++) {
    pthread_rwlock_rdlock(&table_lock);
    int same = 1;
    for (int i = 1; i < 16; i++)
      same &= table[i] == table[0];
    pthread_rwlock_unlock(&table_lock);
    if (same)
      atomic_fetch_add(&reads_ok, 1);
    else
      atomic_fetch_add(&reads_bad, 1);
  }
  return arg;
}

int main(void) {
  sem_init(&filled, 0, 0);
  sem_init(&empty, 0, RING);
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  int v;
  sem_getvalue(&empty, &v);
  printf("consumed sum %ld (expected %ld), free slots %d\n", consumed_sum,
         (long)ITEMS * (ITEMS + 1) / 2, v);
  printf("trywait on empty: %d\n", sem_trywait(&filled));

  pthread_t w[2], r[3];
  for (int i = 0; i < 2; i++)
    pthread_create(&w[i], 0, writer, 0);
  for (int i = 0; i < 3; i++)
    pthread_create(&r[i], 0, reader, 0);
  for (int i = 0; i < 2; i++)
    pthread_join(w[i], 0);
  for (int i = 0; i < 3; i++)
    pthread_join(r[i], 0);
  printf("reads %ld consistent, %ld torn; final value %d\n", atomic_load(&reads_ok),
         atomic_load(&reads_bad), table[0]);
  printf("trywrlock free: %d\n", pthread_rwlock_trywrlock(&table_lock));
  printf("tryrdlock while written: %d\n", pthread_rwlock_tryrdlock(&table_lock));
  pthread_rwlock_unlock(&table_lock);
  return 0;
}
