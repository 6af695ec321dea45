// threads_barrier_spin.c — barriers and spinlocks (libc's, on atomics
// and the runtime's futexes): four threads go through 200 phases in
// step, each writing its slot of the phase and then checking every
// other thread's slot after the barrier, which returns
// PTHREAD_BARRIER_SERIAL_THREAD to exactly one thread per round;
// four threads add to a counter under a spinlock, yielding inside it
// now and then; pthread_spin_trylock is EBUSY while another holds the
// lock; a barrier of count 0 is EINVAL.
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>

enum { THREADS = 4, PHASES = 200, ADDS = 20000 };

static pthread_barrier_t barrier;
static int slot[THREADS];
static int serial_count, mismatches;
static pthread_spinlock_t serial_lock;

// Waits at the barrier and counts the serial thread's returns.
static void wait_counting(void) {
  int r = pthread_barrier_wait(&barrier);
  if (r == PTHREAD_BARRIER_SERIAL_THREAD) {
    pthread_spin_lock(&serial_lock);
    serial_count++;
    pthread_spin_unlock(&serial_lock);
  } else if (r != 0) {
    printf("pthread_barrier_wait returned %d\n", r);
  }
}

static void *in_step(void *arg) {
  int me = (int)(long)arg;
  for (int phase = 0; phase < PHASES; phase++) {
    slot[me] = phase * 10 + me;
    wait_counting();
    for (int t = 0; t < THREADS; t++)
      if (slot[t] != phase * 10 + t) {
        pthread_spin_lock(&serial_lock);
        mismatches++;
        pthread_spin_unlock(&serial_lock);
      }
    wait_counting();  // nobody writes the next phase early
  }
  return NULL;
}

static pthread_spinlock_t counter_lock;
static long counter;

static void *add_many(void *arg) {
  for (int i = 0; i < ADDS; i++) {
    pthread_spin_lock(&counter_lock);
    long c = counter;
    if (i % 2000 == 0)
      sched_yield();  // another thread runs while the lock is held
    counter = c + 1;
    pthread_spin_unlock(&counter_lock);
  }
  return arg;
}

static void *try_held(void *arg) {
  return (void *)(long)pthread_spin_trylock(arg);
}

int main(void) {
  pthread_t th[THREADS];
  pthread_spin_init(&serial_lock, PTHREAD_PROCESS_PRIVATE);
  printf("barrier of 0: %s\n", pthread_barrier_init(&barrier, NULL, 0) == EINVAL ? "EINVAL" : "?");
  pthread_barrierattr_t attr;
  pthread_barrierattr_init(&attr);
  int shared = -1;
  pthread_barrierattr_getpshared(&attr, &shared);
  printf("default attribute private: %d\n", shared == PTHREAD_PROCESS_PRIVATE);
  printf("init: %d\n", pthread_barrier_init(&barrier, &attr, THREADS));
  pthread_barrierattr_destroy(&attr);
  for (long t = 0; t < THREADS; t++)
    pthread_create(&th[t], NULL, in_step, (void *)t);
  for (int t = 0; t < THREADS; t++)
    pthread_join(th[t], NULL);
  printf("rounds with one serial thread: %d of %d, slot mismatches: %d\n", serial_count,
         2 * PHASES, mismatches);
  printf("destroy: %d\n", pthread_barrier_destroy(&barrier));

  pthread_spin_init(&counter_lock, PTHREAD_PROCESS_PRIVATE);
  for (int t = 0; t < THREADS; t++)
    pthread_create(&th[t], NULL, add_many, NULL);
  for (int t = 0; t < THREADS; t++)
    pthread_join(th[t], NULL);
  printf("counter: %ld (want %d)\n", counter, THREADS * ADDS);

  pthread_spin_lock(&counter_lock);
  void *r;
  pthread_create(&th[0], NULL, try_held, (void *)&counter_lock);
  pthread_join(th[0], &r);
  printf("trylock while held: %s\n", (long)r == EBUSY ? "EBUSY" : "?");
  pthread_spin_unlock(&counter_lock);
  printf("trylock when free: %d\n", pthread_spin_trylock(&counter_lock));
  pthread_spin_unlock(&counter_lock);
  pthread_spin_destroy(&counter_lock);
  return 0;
}
