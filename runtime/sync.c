// sync.c — mutexes, condition variables and once-flags of the safe world
// on futexes (docs/threads.md, step 1).  Each object's state is changed
// with atomic instructions and a waiter sleeps in the kernel on a word of
// the object itself, in the blocking state (rt_blocking_syscall6: without
// thread.c's lock, its registers spilled for the collector), so these are
// correct whether safe threads take turns, as today, or run in parallel.
//
// Layouts (glibc's x86_64 sizes, shared with libc's <pthread.h>; all-zero
// is the initialised state of each):
//   pthread_mutex_t, 40 bytes: word 0 the owner's thread id (0: none),
//     word 1 the depth of a recursive lock, int 16 the kind (0 normal,
//     1 recursive, 2 error-checking), int 20 the futex word: 0 free,
//     1 locked, 2 locked and perhaps waited for (Drepper, "Futexes Are
//     Tricky", 2011, the third mutex).
//   pthread_cond_t, 48 bytes: int 0 a sequence number, the futex word a
//     waiter sleeps on until a signal or broadcast changes it.
//   pthread_once_t, int: 0 not run, 1 running, 2 done.
#define _GNU_SOURCE
#include "runtime.h"
#include <errno.h>
#include <limits.h>
#include <linux/futex.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define MUTEX_SIZE 40
#define COND_SIZE 48
enum { KIND_NORMAL, KIND_RECURSIVE, KIND_ERRORCHECK };

static SafeRet int_ret(int64_t v) {
  SafeRet r = {(uint64_t)v, 0};
  return r;
}

// Sleeps while *word is expected, until woken or the CLOCK_REALTIME
// deadline (none when null); 0, or the error (ETIMEDOUT, EAGAIN when the
// word had changed, EINTR).
static int futex_wait(int32_t *word, int32_t expected, const struct timespec *deadline) {
  int op = FUTEX_WAIT_BITSET | FUTEX_PRIVATE_FLAG | (deadline ? FUTEX_CLOCK_REALTIME : 0);
  long r = rt_blocking_syscall6(SYS_futex, (long)word, op, expected, (long)deadline, 0,
                                (long)FUTEX_BITSET_MATCH_ANY);
  return r < 0 ? errno : 0;
}

static void futex_wake(int32_t *word, int count) {
  syscall(SYS_futex, word, FUTEX_WAKE | FUTEX_PRIVATE_FLAG, count);
}

// ---- mutexes ----

static int32_t *mutex_state(uint64_t *m) { return (int32_t *)m + 5; }
static int32_t mutex_kind(uint64_t *m) { return ((int32_t *)m)[4]; }
static uint64_t owner_of(uint64_t *m) { return __atomic_load_n(&m[0], __ATOMIC_RELAXED); }

static uint64_t *mutex_words(const uint64_t *words, uint64_t n, const char *fn) {
  return check_access(ARG(0), CAP(0), 24, true, fn);
}

SafeRet rt_pthread_mutex_init(const uint64_t *words, uint64_t n) {
  uint64_t *m = check_access(ARG(0), CAP(0), MUTEX_SIZE, true, "pthread_mutex_init");
  memset(m, 0, MUTEX_SIZE);
  aux_clear_caps(CAP(0), ARG(0), MUTEX_SIZE);
  if (ARG(1))
    ((int32_t *)m)[4] = *(int32_t *)check_access(ARG(1), CAP(1), 4, false, "pthread_mutex_init");
  return int_ret(0);
}

SafeRet rt_pthread_mutex_destroy(const uint64_t *words, uint64_t n) {
  uint64_t *m = mutex_words(words, n, "pthread_mutex_destroy");
  return int_ret(owner_of(m) ? EBUSY : 0);
}

// Locks m; with try_only fails with EBUSY rather than wait, and with a
// (CLOCK_REALTIME) deadline fails with ETIMEDOUT once it has passed.  A
// free mutex is taken whatever the deadline says, as POSIX asks.  Only
// the owner ever finds its own id in word 0, so reading it unlocked is
// enough to see a relock.
static int mutex_lock(uint64_t *m, bool try_only, const struct timespec *deadline) {
  uint64_t me = rt_self()->id;
  if (owner_of(m) == me) {
    if (mutex_kind(m) == KIND_RECURSIVE) {
      m[1]++;
      return 0;
    }
    return try_only ? EBUSY : EDEADLK;
  }
  int32_t *state = mutex_state(m);
  int32_t c = 0;
  if (!__atomic_compare_exchange_n(state, &c, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
    if (try_only)
      return EBUSY;
    if (c != 2)
      c = __atomic_exchange_n(state, 2, __ATOMIC_ACQUIRE);
    while (c != 0) {
      if (futex_wait(state, 2, deadline) == ETIMEDOUT)
        return ETIMEDOUT;
      c = __atomic_exchange_n(state, 2, __ATOMIC_ACQUIRE);
    }
  }
  __atomic_store_n(&m[0], me, __ATOMIC_RELAXED);
  m[1] = 1;
  return 0;
}

static int mutex_unlock(uint64_t *m) {
  if (owner_of(m) != rt_self()->id)
    return EPERM;
  if (--m[1] > 0)
    return 0;
  __atomic_store_n(&m[0], 0, __ATOMIC_RELAXED);
  int32_t *state = mutex_state(m);
  if (__atomic_fetch_sub(state, 1, __ATOMIC_RELEASE) != 1) {
    __atomic_store_n(state, 0, __ATOMIC_RELEASE);
    futex_wake(state, 1);
  }
  return 0;
}

SafeRet rt_pthread_mutex_lock(const uint64_t *words, uint64_t n) {
  return int_ret(mutex_lock(mutex_words(words, n, "pthread_mutex_lock"), false, NULL));
}
SafeRet rt_pthread_mutex_trylock(const uint64_t *words, uint64_t n) {
  return int_ret(mutex_lock(mutex_words(words, n, "pthread_mutex_trylock"), true, NULL));
}
SafeRet rt_pthread_mutex_timedlock(const uint64_t *words, uint64_t n) {
  uint64_t *m = mutex_words(words, n, "pthread_mutex_timedlock");
  const struct timespec *ts = check_access(ARG(1), CAP(1), sizeof(struct timespec), false,
                                           "pthread_mutex_timedlock");
  struct timespec deadline = *ts;
  bool would_wait = owner_of(m) != 0 && owner_of(m) != rt_self()->id;
  if (would_wait && (deadline.tv_nsec < 0 || deadline.tv_nsec >= 1000000000))
    return int_ret(EINVAL);  // only when it would have to wait, as POSIX says
  return int_ret(mutex_lock(m, false, &deadline));
}
SafeRet rt_pthread_mutex_unlock(const uint64_t *words, uint64_t n) {
  return int_ret(mutex_unlock(mutex_words(words, n, "pthread_mutex_unlock")));
}

SafeRet rt_pthread_mutexattr_init(const uint64_t *words, uint64_t n) {
  *(int32_t *)check_access(ARG(0), CAP(0), 4, true, "pthread_mutexattr_init") = 0;
  return int_ret(0);
}
SafeRet rt_pthread_mutexattr_destroy(const uint64_t *words, uint64_t n) { return int_ret(0); }
SafeRet rt_pthread_mutexattr_settype(const uint64_t *words, uint64_t n) {
  if (ARG(1) > KIND_ERRORCHECK)
    return int_ret(EINVAL);
  *(int32_t *)check_access(ARG(0), CAP(0), 4, true, "pthread_mutexattr_settype") = (int32_t)ARG(1);
  return int_ret(0);
}

// ---- conditions ----

SafeRet rt_pthread_cond_init(const uint64_t *words, uint64_t n) {
  void *c = check_access(ARG(0), CAP(0), COND_SIZE, true, "pthread_cond_init");
  memset(c, 0, COND_SIZE);
  aux_clear_caps(CAP(0), ARG(0), COND_SIZE);
  return int_ret(0);
}
SafeRet rt_pthread_cond_destroy(const uint64_t *words, uint64_t n) { return int_ret(0); }

static SafeRet cond_wake(const uint64_t *words, uint64_t n, int count, const char *fn) {
  int32_t *seq = check_access(ARG(0), CAP(0), 8, true, fn);
  __atomic_fetch_add(seq, 1, __ATOMIC_RELEASE);
  futex_wake(seq, count);
  return int_ret(0);
}

SafeRet rt_pthread_cond_signal(const uint64_t *words, uint64_t n) {
  return cond_wake(words, n, 1, "pthread_cond_signal");
}
SafeRet rt_pthread_cond_broadcast(const uint64_t *words, uint64_t n) {
  return cond_wake(words, n, INT_MAX, "pthread_cond_broadcast");
}

// The sequence number is read before the mutex is given up, so a signal
// between the unlock and the sleep changes it and the sleep returns at
// once: no wake-up is lost.  Any wake-up may be spurious (POSIX allows
// it; callers test their predicate).
static int cond_wait(const uint64_t *words, uint64_t n, const struct timespec *deadline,
                     const char *fn) {
  int32_t *seq = check_access(ARG(0), CAP(0), 8, true, fn);
  uint64_t *m = check_access(ARG(1), CAP(1), 24, true, fn);
  int32_t seen = __atomic_load_n(seq, __ATOMIC_ACQUIRE);
  int err = mutex_unlock(m);
  if (err)
    return err;
  int r = futex_wait(seq, seen, deadline);
  mutex_lock(m, false, NULL);
  return r == ETIMEDOUT ? ETIMEDOUT : 0;
}

SafeRet rt_pthread_cond_wait(const uint64_t *words, uint64_t n) {
  return int_ret(cond_wait(words, n, NULL, "pthread_cond_wait"));
}
SafeRet rt_pthread_cond_timedwait(const uint64_t *words, uint64_t n) {
  const struct timespec *ts = check_access(ARG(2), CAP(2), sizeof(struct timespec), false,
                                           "pthread_cond_timedwait");
  struct timespec deadline = *ts;
  if (deadline.tv_nsec < 0 || deadline.tv_nsec >= 1000000000)
    return int_ret(EINVAL);  // before the mutex is released, as glibc
  return int_ret(cond_wait(words, n, &deadline, "pthread_cond_timedwait"));
}

// ---- once ----

// The first caller runs the routine; the others sleep until it is done.
SafeRet rt_pthread_once(const uint64_t *words, uint64_t n) {
  int32_t *once = check_access(ARG(0), CAP(0), 4, true, "pthread_once");
  check_function(ARG(1), CAP(1), "pthread_once");
  int32_t c = 0;
  if (__atomic_compare_exchange_n(once, &c, 1, false, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)) {
    sc_call((const void *)(uintptr_t)ARG(1), NULL, NULL, 0);
    __atomic_store_n(once, 2, __ATOMIC_RELEASE);
    futex_wake(once, INT_MAX);
    return int_ret(0);
  }
  while (c == 1) {
    futex_wait(once, 1, NULL);
    c = __atomic_load_n(once, __ATOMIC_ACQUIRE);
  }
  return int_ret(0);
}
