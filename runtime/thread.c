// thread.c — threads of the safe world, and the lock that lets one of
// them run safe code at a time (a "global interpreter lock").
//
// Why one at a time: it makes the first stop-the-world collector trivial
// and correct — the collecting thread holds the lock, and every other
// thread is parked at a safepoint or inside a blocking call, with its
// registers spilled below a recorded stack pointer — and safe code can see
// no data race at all, so no capability can ever be torn.  A thread gives
// the lock up in every blocking call (read, sleep, join, mutex and
// condition waits) and at a safepoint when another thread wants it (FIFO
// tickets keep it fair).  Parallel marking and concurrent mutators are
// the next step; this file is the place that changes then.
#include "runtime.h"
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static pthread_mutex_t gil_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gil_cv = PTHREAD_COND_INITIALIZER;    // the turn moved on
static pthread_cond_t event_cv = PTHREAD_COND_INITIALIZER;  // rt_event() happened
static uint64_t next_ticket, now_serving;
static uint64_t event_seq;
static int waiters;  // threads waiting for their turn
static uint64_t turn_started_ns;  // when the running thread got the lock

#define TIME_SLICE_NS (2 * 1000 * 1000)

// CLOCK_MONOTONIC in nanoseconds (time slices here, collection time in gc.c).
uint64_t rt_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

Thread *rt_threads;  // every registered thread; changed under the lock
static _Thread_local Thread *self;
static uint64_t next_thread_id = 1;

Thread *rt_self(void) { return self; }

uint64_t rt_current_stack_top(void) { return self ? self->stack_hi : rt_stack_top; }

static void take_turn_locked(void) {
  uint64_t my = next_ticket++;
  if (now_serving != my) {
    waiters++;
    rt_gc_pending = 1;  // ask the running thread to yield at its next safepoint
    while (now_serving != my) {
      // Re-raise the poll flag now and then: the running thread may have
      // cleared it just before we set it.
      struct timespec ts;
      clock_gettime(CLOCK_REALTIME, &ts);
      ts.tv_nsec += 10 * 1000 * 1000;
      if (ts.tv_nsec >= 1000000000) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000;
      }
      pthread_cond_timedwait(&gil_cv, &gil_mu, &ts);
      rt_gc_pending = 1;
    }
    waiters--;
  }
}

static void pass_turn_locked(void) {
  now_serving++;
  pthread_cond_broadcast(&gil_cv);
}

void gil_acquire(void) {
  pthread_mutex_lock(&gil_mu);
  take_turn_locked();
  pthread_mutex_unlock(&gil_mu);
  turn_started_ns = rt_now_ns();
}

void gil_release(void) {
  pthread_mutex_lock(&gil_mu);
  pass_turn_locked();
  pthread_mutex_unlock(&gil_mu);
}

bool gil_waiting(void) { return waiters > 0; }

// Another thread waits and the running one has had its time slice.
bool gil_should_yield(void) {
  return waiters > 0 && rt_now_ns() - turn_started_ns >= TIME_SLICE_NS;
}

// Something a waiting thread may be waiting for has happened (a mutex
// unlocked, a condition signalled, a thread finished).
void rt_event(void) {
  pthread_mutex_lock(&gil_mu);
  event_seq++;
  pthread_cond_broadcast(&event_cv);
  pthread_mutex_unlock(&gil_mu);
}

typedef struct {
  void (*op)(void *);
  void *ctx;
} Blocking;

static void blocking_inner(uint64_t sp, void *p) {
  Blocking *b = p;
  Thread *t = self;
  if (t)
    t->saved_sp = sp;
  gil_release();
  b->op(b->ctx);
  gil_acquire();
  if (t)
    t->saved_sp = 0;
}

// Runs op(ctx) without the lock.  The caller's registers stay spilled on
// its stack above the recorded stack pointer while op runs, so a
// collection in another thread sees every capability this thread holds.
void rt_blocking(void (*op)(void *), void *ctx) {
  Blocking b = {op, ctx};
  rt_spill_and_call(blocking_inner, &b);
}

static void nothing(void *ctx) {}

void rt_yield(void) { rt_blocking(nothing, NULL); }

typedef struct {
  uint64_t seen;
  const struct timespec *deadline;
  bool timed_out;
} EventWait;

static void wait_for_event(void *p) {
  EventWait *w = p;
  pthread_mutex_lock(&gil_mu);
  while (event_seq == w->seen && !w->timed_out) {
    if (w->deadline) {
      if (pthread_cond_timedwait(&event_cv, &gil_mu, w->deadline) != 0)
        w->timed_out = true;
    } else {
      pthread_cond_wait(&event_cv, &gil_mu);
    }
  }
  pthread_mutex_unlock(&gil_mu);
}

// Gives up the lock until the next rt_event() (or the CLOCK_REALTIME
// deadline); returns false on time-out.  Callers re-check their condition.
bool rt_wait_event(uint64_t seen, const struct timespec *deadline) {
  EventWait w = {seen, deadline, false};
  rt_blocking(wait_for_event, &w);
  return !w.timed_out;
}

uint64_t rt_event_seq_now(void) {
  pthread_mutex_lock(&gil_mu);
  uint64_t s = event_seq;
  pthread_mutex_unlock(&gil_mu);
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
  if (!t->id)
    t->id = next_thread_id++;
  t->next = rt_threads;
  rt_threads = t;
}

// The calling thread (holding the lock) starts running safe code: its
// stack top and thread pointer are recorded.
void rt_register_thread(Thread *t) {
  pthread_attr_t attr;
  void *addr = NULL;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
  }
  t->stack_hi = (uint64_t)(uintptr_t)addr + size;
  t->tp = rt_thread_pointer();
  t->saved_sp = 0;
  t->running = true;
  self = t;
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

// The thread no longer runs safe code: its stack is no longer a root.
void rt_unregister_thread(Thread *t) {
  t->running = false;
  self = NULL;
}

// Takes t off the list of threads (the collector no longer sees its roots).
void rt_unlink_thread(Thread *t) {
  for (Thread **p = &rt_threads; *p; p = &(*p)->next)
    if (*p == t) {
      *p = t->next;
      break;
    }
}

void rt_forget_thread(Thread *t) {
  rt_unlink_thread(t);
  free(t);
}

Thread *rt_find_thread(uint64_t id) {
  for (Thread *t = rt_threads; t; t = t->next)
    if (t->id == id)
      return t;
  return NULL;
}

// The main thread: registered and holding the lock from start-up on.
void rt_threads_init(void) {
  Thread *t = calloc(1, sizeof(Thread));
  if (!t)
    abort();
  rt_add_thread(t);
  gil_acquire();
  rt_register_thread(t);
}

// After fork() only the calling thread exists in the child.
void rt_threads_after_fork_child(void) {
  pthread_mutex_init(&gil_mu, NULL);
  pthread_cond_init(&gil_cv, NULL);
  pthread_cond_init(&event_cv, NULL);
  waiters = 0;
  now_serving = 0;
  next_ticket = 1;  // we hold the turn
  for (Thread *t = rt_threads; t; t = t->next)
    if (t != self)
      t->running = false;
  rt_pthread_after_fork_child();
}
