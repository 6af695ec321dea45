// atomic_race.c — the runtime's atomic pointer entries (runtime/atomic.c)
// under real parallelism.  Host threads, which the runtime's thread lock
// does not take turns, exchange, compare-and-swap, fetch-and-add and load
// one pointer word of a heap object at once.  Every pointer stored is the
// start of an object (its address equals its capability) or, after a
// fetch-and-add, that plus a multiple of 8 with the same capability, so
// a pair an entry gives back is whole when its address minus its
// capability is a multiple of 8 below 64 and its capability is one of
// the objects; a torn pair (one store's address with another's
// capability) fails that, as two objects of a 16-byte size class lie at
// least 32 bytes apart.  Nothing under test allocates after the set-up
// (the aux arrays exist), so no runtime state but atomic.c's is shared.
//   usage: atomic_race ITERATIONS
#include "rt_test.h"
#include <pthread.h>

SafeRet rt_atomic_load_ptr(const uint64_t *obj, uint64_t objcap) __asm__("sc.rt.atomic_load_ptr");
SafeRet rt_atomic_exchange_ptr(uint64_t *obj, uint64_t objcap, uint64_t value, uint64_t cap)
    __asm__("sc.rt.atomic_exchange_ptr");
uint64_t rt_atomic_cas_ptr(uint64_t *obj, uint64_t objcap, uint64_t *expected,
                           uint64_t expectedcap, uint64_t desired, uint64_t desiredcap)
    __asm__("sc.rt.atomic_cas_ptr");
SafeRet rt_atomic_fetch_add_ptr(uint64_t *obj, uint64_t objcap, uint64_t delta)
    __asm__("sc.rt.atomic_fetch_add_ptr");

enum { OBJECTS = 8, THREADS = 3, OBJECT_BYTES = 64 };

static Ptr holder;               // word 1 is the contended pointer
static Ptr objects[OBJECTS];     // what it points to, each OBJECT_BYTES long
static Ptr expected_of[THREADS]; // each thread's compare-and-swap `expected`
static long iterations;
static long torn[THREADS];
static uint64_t first_torn[THREADS][2];

// Is (value, cap) a pair some store wrote: cap one of the objects, value
// in it at a word the fetch-and-adds can reach?
static int whole(uint64_t value, uint64_t cap) {
  for (int i = 0; i < OBJECTS; i++)
    if (cap == objects[i].c)
      return value >= cap && value - cap < OBJECT_BYTES && (value - cap) % 8 == 0;
  return 0;
}

static void note(long id, uint64_t value, uint64_t cap) {
  if (whole(value, cap))
    return;
  if (!torn[id]++) {
    first_torn[id][0] = value;
    first_torn[id][1] = cap;
  }
}

// One operation of each kind in turn.  A fetch-and-add moves the pointer
// 8 bytes on; each thread exchanges it for an object's start before its
// next one, so at most THREADS of them follow the last exchange, and the
// pointer stays inside its object.
static void step(long id, long i, uint64_t *slot, uint64_t slotcap) {
  Ptr next = objects[(i * 7 + id * 3) % OBJECTS];
  Ptr guess = objects[(i * 5 + id) % OBJECTS];
  SafeRet r;
  switch (i % 4) {
  case 0:
    r = rt_atomic_exchange_ptr(slot, slotcap, next.a, next.c);
    note(id, r.value, r.cap);
    return;
  case 1:
    r = rt_atomic_load_ptr(slot, slotcap);
    note(id, r.value, r.cap);
    return;
  case 2: {
    Ptr exp = expected_of[id];
    store_ptr(exp, guess);
    rt_atomic_cas_ptr(slot, slotcap, (uint64_t *)(uintptr_t)exp.a, exp.c, next.a, next.c);
    Ptr found = load_ptr(exp);  // the guess, or what the failed swap found
    note(id, found.a, found.c);
    return;
  }
  default:
    r = rt_atomic_fetch_add_ptr(slot, slotcap, 8);
    note(id, r.value, r.cap);
  }
}

static void *worker(void *arg) {
  long id = (long)arg;
  uint64_t *slot = (uint64_t *)(uintptr_t)holder.a + 1;
  for (long i = 0; i < iterations; i++)
    step(id, i, slot, holder.c);
  return NULL;
}

int main(int argc, char **argv) {
  iterations = argc > 1 ? atol(argv[1]) : 100000;
  holder = s_malloc(16);
  for (int i = 0; i < OBJECTS; i++)
    objects[i] = s_malloc(OBJECT_BYTES);
  for (int t = 0; t < THREADS; t++) {
    expected_of[t] = s_malloc(8);
    store_ptr(expected_of[t], objects[t]);  // makes its aux array now
  }
  store_ptr(P(holder.a + 8, holder.c), objects[0]);
  pthread_t th[THREADS];
  for (long t = 0; t < THREADS; t++)
    pthread_create(&th[t], NULL, worker, (void *)t);
  long total = 0;
  for (int t = 0; t < THREADS; t++) {
    pthread_join(th[t], NULL);
    total += torn[t];
    if (torn[t])
      printf("thread %d: %ld torn pairs, the first address %#llx with capability %#llx\n", t,
             torn[t], (unsigned long long)first_torn[t][0], (unsigned long long)first_torn[t][1]);
  }
  Ptr last = load_ptr(P(holder.a + 8, holder.c));
  if (!whole(last.a, last.c)) {
    printf("the pointer left is torn: address %#llx with capability %#llx\n",
           (unsigned long long)last.a, (unsigned long long)last.c);
    total++;
  }
  if (total)
    printf("expected every pair whole, got %ld torn\n", total);
  return total ? 1 : 0;
}
