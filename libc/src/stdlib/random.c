// random.c — random, srandom, initstate and setstate: random_r and its
// family on one shared generator, under a lock (as glibc's).
//
// The default state is TYPE_3 (31 words) seeded with 1, so random()
// before any srandom() gives srandom(1)'s sequence, as POSIX asks.  It is
// seeded at first use rather than written out as a table.
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

static int32_t default_table[32];
static struct random_data shared;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

// Called with the lock held.
static void start(void) {
  if (!shared.state) {
    shared.state = &default_table[1];
    shared.rand_type = 3;
    shared.rand_deg = 31;
    shared.rand_sep = 3;
    shared.end_ptr = &default_table[32];
    srandom_r(1, &shared);
  }
}

long random(void) {
  int32_t r;
  pthread_mutex_lock(&lock);
  start();
  random_r(&shared, &r);
  pthread_mutex_unlock(&lock);
  return r;
}

void srandom(unsigned seed) {
  pthread_mutex_lock(&lock);
  start();
  srandom_r(seed, &shared);
  pthread_mutex_unlock(&lock);
}

// Both return the state in use before the call (its first word now
// records where it stood), or null on failure (EINVAL).
char *initstate(unsigned seed, char *state, size_t n) {
  pthread_mutex_lock(&lock);
  start();
  char *old = (char *)(shared.state - 1);
  int r = initstate_r(seed, state, n, &shared);
  pthread_mutex_unlock(&lock);
  return r ? 0 : old;
}

char *setstate(char *state) {
  pthread_mutex_lock(&lock);
  start();
  char *old = (char *)(shared.state - 1);
  int r = setstate_r(state, &shared);
  pthread_mutex_unlock(&lock);
  return r ? 0 : old;
}
