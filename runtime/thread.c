// thread.c — threads of the safe world: their records, the stop that lets
// a collection (or fork) see every thread at rest, and blocking calls.
//
// Safe threads run in parallel (docs/threads.md).  A registered thread is
// RUNNING while it executes safe code or the runtime's C code, and PARKED
// when it is at rest: waiting at a safepoint, or inside a blocking call
// (read, sleep, join, a futex wait), with every register spilled on its
// stack above `saved_sp`.  To stop the world, a thread takes the stop lock
// and the thread list's lock, raises `stop_requested` and the poll flag,
// and waits until every other registered thread is PARKED; each RUNNING
// thread parks at its next poll, and a PARKED one stays parked (a thread
// leaving a blocking call waits until the stop ends).  The stopper then
// owns the heap and every thread's stack.
//
// Why this is enough: a thread's state store (RUNNING) and its read of
// stop_requested, and the stopper's store of stop_requested and its read
// of the state, are all sequentially consistent, so at least one of the
// two sees the other's store (Dekker): a thread either sees the stop and
// parks again, or is seen RUNNING and waited for.
//
// Locks: `stop_mu` (one stopper at a time) and `threads_mu` (the list and
// the records) are held by a stopper through its stop, so everybody else
// waits for them parked (lock_parked).  Every other lock of the runtime
// (the heap's, the mappings', the keys') is a leaf: held for a few
// instructions of C that neither poll, block nor collect, so its holder
// always gets to release it and to park, and waiting for it plainly
// cannot hold a stop up.
#include "runtime.h"
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { T_PARKED = 0, T_RUNNING = 1 };

static pthread_mutex_t stop_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t threads_mu = PTHREAD_MUTEX_INITIALIZER;
static int32_t stop_requested;  // futex word: parked threads sleep on it
static int32_t park_count;      // futex word: bumped when a thread parks in a stop
static pthread_mutex_t event_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t event_cv = PTHREAD_COND_INITIALIZER;  // rt_event() happened
static uint64_t event_seq;
// How long the world stood stopped: the sum and the longest, for gc_stats.
uint64_t rt_stopped_ns, rt_longest_stop_ns, rt_stops;
static uint64_t stop_began_ns;

// CLOCK_MONOTONIC in nanoseconds (collection time in gc.c).
uint64_t rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

Thread *rt_threads;  // every registered thread; changed under threads_mu
static _Thread_local Thread *self;
static uint64_t next_thread_id = 1;

Thread *rt_self(void) { return self; }

uint64_t rt_current_stack_top(void) { return self ? self->stack_hi : rt_stack_top; }

// The runtime's own futex words (thread.c's stop, gc.c's cycle): a wait
// while *word is expected (at most the timeout, when not null), and a
// wake of every waiter.
void rt_futex_wait(int32_t *word, int32_t expected, const struct timespec *timeout) {
  syscall(SYS_futex, word, FUTEX_WAIT_PRIVATE, expected, timeout, NULL, 0);
}

void rt_futex_wake_all(int32_t *word) {
  syscall(SYS_futex, word, FUTEX_WAKE_PRIVATE, INT_MAX, NULL, NULL, 0);
}

bool rt_stop_is_requested(void) { return __atomic_load_n(&stop_requested, __ATOMIC_SEQ_CST); }

// t is at rest from here on, its registers spilled above sp.
static void park(Thread *t, uint64_t sp) {
  t->saved_sp = sp;
  __atomic_store_n(&t->state, T_PARKED, __ATOMIC_SEQ_CST);
  if (rt_stop_is_requested()) {
    __atomic_add_fetch(&park_count, 1, __ATOMIC_SEQ_CST);
    rt_futex_wake_all(&park_count);
  }
}

// t runs again, once no stop is in progress.
static void unpark(Thread *t) {
  for (;;) {
    __atomic_store_n(&t->state, T_RUNNING, __ATOMIC_SEQ_CST);
    if (!rt_stop_is_requested())
      break;
    park(t, t->saved_sp);
    while (rt_stop_is_requested())
      rt_futex_wait(&stop_requested, 1, NULL);
  }
  t->saved_sp = 0;
}

typedef struct {
  void (*op)(void *);
  void *ctx;
} Blocking;

static void blocking_inner(uint64_t sp, void *p) {
  Blocking *b = p;
  Thread *t = self;
  if (!t || !t->running) {
    b->op(b->ctx);
    return;
  }
  park(t, sp);
  b->op(b->ctx);
  unpark(t);
}

// Runs op(ctx) parked: the caller's registers stay spilled on its stack
// above the recorded stack pointer while op runs, so a collection in
// another thread sees every capability this thread holds.  op must not
// touch the heap or any safe object's capabilities.
void rt_blocking(void (*op)(void *), void *ctx) {
  Blocking b = {op, ctx};
  rt_spill_and_call(blocking_inner, &b);
}

static void lock_op(void *m) { pthread_mutex_lock(m); }

// Takes a lock that a stopper may hold through its stop: waiting for it
// parks the thread.
static void lock_parked(pthread_mutex_t *m) {
  if (pthread_mutex_trylock(m) != 0)
    rt_blocking(lock_op, m);
}

static void nothing(void *ctx) { (void)ctx; }

// Parks until the stop in progress (if any) is over.
void rt_park(void) { rt_blocking(nothing, NULL); }

static void host_yield(void *ctx) {
  (void)ctx;
  sched_yield();
}

void rt_yield(void) { rt_blocking(host_yield, NULL); }

// Waits until every registered thread but the caller is parked.  A thread
// that missed the poll flag (another thread cleared it first) is asked
// again every millisecond.
static void wait_until_parked(void) {
  for (Thread *t = rt_threads; t; t = t->next) {
    if (t == self || !t->running)
      continue;
    for (;;) {
      int32_t seen = __atomic_load_n(&park_count, __ATOMIC_SEQ_CST);
      if (__atomic_load_n(&t->state, __ATOMIC_SEQ_CST) != T_RUNNING)
        break;
      __atomic_store_n(&rt_gc_pending, 1, __ATOMIC_SEQ_CST);
      struct timespec ms = {0, 1000 * 1000};
      rt_futex_wait(&park_count, seen, &ms);
    }
  }
}

// Stops every other safe thread (the caller keeps running): on return the
// caller owns the heap, the thread list and every other thread's stack,
// until rt_start_world.
void rt_stop_world(void) {
  lock_parked(&stop_mu);
  lock_parked(&threads_mu);
  stop_began_ns = rt_now_ns();
  __atomic_store_n(&stop_requested, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n(&rt_gc_pending, 1, __ATOMIC_SEQ_CST);
  wait_until_parked();
}

void rt_start_world(void) {
  uint64_t took = rt_now_ns() - stop_began_ns;
  rt_stopped_ns += took;
  if (took > rt_longest_stop_ns)
    rt_longest_stop_ns = took;
  rt_stops++;
  __atomic_store_n(&stop_requested, 0, __ATOMIC_SEQ_CST);
  rt_futex_wake_all(&stop_requested);
  pthread_mutex_unlock(&threads_mu);
  pthread_mutex_unlock(&stop_mu);
}

// The thread list, for a thread that reads or changes it outside a stop.
void rt_lock_threads(void) { lock_parked(&threads_mu); }
void rt_unlock_threads(void) { pthread_mutex_unlock(&threads_mu); }

// Something a waiting thread may be waiting for has happened (a thread
// finished).
void rt_event(void) {
  pthread_mutex_lock(&event_mu);
  event_seq++;
  pthread_cond_broadcast(&event_cv);
  pthread_mutex_unlock(&event_mu);
}

typedef struct {
  uint64_t seen;
  const struct timespec *deadline;
  bool timed_out;
} EventWait;

static void wait_for_event(void *p) {
  EventWait *w = p;
  pthread_mutex_lock(&event_mu);
  while (event_seq == w->seen && !w->timed_out) {
    if (w->deadline) {
      if (pthread_cond_timedwait(&event_cv, &event_mu, w->deadline) != 0)
        w->timed_out = true;
    } else {
      pthread_cond_wait(&event_cv, &event_mu);
    }
  }
  pthread_mutex_unlock(&event_mu);
}

// Waits parked until the next rt_event() (or the CLOCK_REALTIME
// deadline); returns false on time-out.  Callers re-check their condition.
bool rt_wait_event(uint64_t seen, const struct timespec *deadline) {
  EventWait w = {seen, deadline, false};
  rt_blocking(wait_for_event, &w);
  return !w.timed_out;
}

uint64_t rt_event_seq_now(void) {
  pthread_mutex_lock(&event_mu);
  uint64_t s = event_seq;
  pthread_mutex_unlock(&event_mu);
  return s;
}

typedef struct {
  long nr, a[6], result;
  int err;
} Syscall;

static void do_syscall(void *p) {
  Syscall *s = p;
  s->result = syscall(s->nr, s->a[0], s->a[1], s->a[2], s->a[3], s->a[4], s->a[5]);
  s->err = s->result < 0 ? errno : 0;
}

// A host system call that may block, made without the lock; -1 and the
// host errno set on failure, like syscall(2).  The six-argument form is
// for sendto, recvfrom, select and pselect6.
long rt_blocking_syscall6(long nr, long a0, long a1, long a2, long a3, long a4, long a5) {
  Syscall s = {nr, {a0, a1, a2, a3, a4, a5}, 0, 0};
  if (!self) {
    do_syscall(&s);
  } else {
    rt_blocking(do_syscall, &s);
  }
  errno = s.err;
  return s.result;
}

long rt_blocking_syscall(long nr, long a0, long a1, long a2, long a3) {
  return rt_blocking_syscall6(nr, a0, a1, a2, a3, 0, 0);
}

// A new thread's record joins the list (its roots count from now on).
void rt_add_thread(Thread *t) {
  rt_lock_threads();
  if (!t->id)
    t->id = next_thread_id++;
  t->next = rt_threads;
  rt_threads = t;
  rt_unlock_threads();
}

// The calling thread starts running safe code: its stack top and thread
// pointer are recorded, then it runs (once no stop is in progress).
void rt_register_thread(Thread *t) {
  pthread_attr_t attr;
  void *addr = NULL;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
  }
  rt_lock_threads();
  t->stack_hi = (uint64_t)(uintptr_t)addr + size;
  t->tp = rt_thread_pointer();
  t->saved_sp = 0;
  t->running = true;
  self = t;
  rt_unlock_threads();
  unpark(t);
  rt_tls_private_aux(t->tp);
}

// A thread's copy of a thread-local with pointers in its initializer
// starts out with the one static aux array of the TLS image; give it its
// own copy, so that a pointer stored in one thread does not change the
// capabilities another thread's copy sees.  The copy is reached (and kept
// alive) through the TLS block, which the collector scans.
void rt_tls_private_aux(uint64_t tp) {
  const int64_t *e = rt_tls_table_start(), *end = rt_tls_table_end();
  if (!e || !end)
    return;
  for (; e < end; e++) {
    ObjHeader *h = (ObjHeader *)(uintptr_t)(tp + (uint64_t)*e);
    uint64_t *shared = AUX_ARRAY(h->aux);
    if (!shared)
      continue;
    uint64_t n = (h->size + 7) / 8;
    uint64_t *own = heap_alloc_aux(n);
    if (!own)
      abort();
    memcpy(own, shared, n * 8);
    rt_shade_words(own, n);
    h->aux = (uint64_t)(uintptr_t)own | (h->aux & TAG_BITS);
  }
}

// The thread-locals of the thread with thread pointer tp end with it (C11
// 7.26.1): each becomes a freed object of size 0 (as free() leaves a heap
// object), of kind stack (storage that lived as long as the thread), so a
// pointer kept to one fails every check and traps as a use after free;
// their private aux arrays are dropped.  The memory is never given to
// another thread's thread-locals (see reap_ended in pthread.c), so these
// headers stay.
void rt_tls_end(uint64_t tp) {
  const int64_t *e = rt_tls_table_start(), *end = rt_tls_table_end();
  if (!e || !end)
    return;
  for (; e < end; e++) {
    ObjHeader *h = (ObjHeader *)(uintptr_t)(tp + (uint64_t)*e);
    h->size = 0;
    h->aux = TAG_FREED | (KIND_STACK << KIND_SHIFT);
  }
}

// The lowest address of a thread-local object (header included) in the
// static TLS block below tp, or tp if there are none.
uint64_t rt_tls_low(uint64_t tp) {
  uint64_t low = tp;
  const int64_t *e = rt_tls_table_start(), *end = rt_tls_table_end();
  for (; e && end && e < end; e++)
    if (tp + (uint64_t)*e < low)
      low = tp + (uint64_t)*e;
  return low;
}

// The thread no longer runs safe code: its stack is no longer a root,
// and no stop waits for it.
void rt_unregister_thread(Thread *t) {
  rt_lock_threads();
  t->running = false;
  __atomic_store_n(&t->state, T_PARKED, __ATOMIC_SEQ_CST);
  rt_unlock_threads();
  self = NULL;
}

// Takes t off the list of threads (the collector no longer sees its roots).
void rt_unlink_thread(Thread *t) {
  rt_lock_threads();
  for (Thread **p = &rt_threads; *p; p = &(*p)->next)
    if (*p == t) {
      *p = t->next;
      break;
    }
  rt_unlock_threads();
}

void rt_forget_thread(Thread *t) {
  rt_unlink_thread(t);
  free(t);
}

Thread *rt_find_thread(uint64_t id) {
  rt_lock_threads();
  Thread *t = rt_threads;
  while (t && t->id != id)
    t = t->next;
  rt_unlock_threads();
  return t;
}

// The main thread: registered and running from start-up on.
void rt_threads_init(void) {
  Thread *t = calloc(1, sizeof(Thread));
  if (!t)
    abort();
  rt_add_thread(t);
  rt_register_thread(t);
}

// After fork() only the calling thread exists in the child.  It forked
// in a stop (rt_fork), so every other thread was parked and held none of
// the runtime's locks; the stop's own locks start over unlocked.
void rt_threads_after_fork_child(void) {
  pthread_mutex_init(&stop_mu, NULL);
  pthread_mutex_init(&threads_mu, NULL);
  pthread_mutex_init(&event_mu, NULL);
  pthread_cond_init(&event_cv, NULL);
  stop_requested = 0;
  park_count = 0;
  for (Thread *t = rt_threads; t; t = t->next)
    if (t != self) {
      t->running = false;
      t->state = T_PARKED;
    }
  rt_pthread_after_fork_child();
}
