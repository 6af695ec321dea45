// entry_futex.c — the two futex operations libc's semaphores stand on
// (libc/src/thread/sem.c): __futex_wait(word, expected, shared, clock,
// until) sleeps while the 4-byte word holds expected, until woken, a
// signal, or the deadline *until on clock (CLOCK_REALTIME or
// CLOCK_MONOTONIC; none when until is null), and __futex_wake(word,
// count, shared) wakes up to count sleepers.
//
// The word is checked for 4 bytes like any access.  A private futex
// (shared 0) is keyed by the process's address, a shared one by the
// page's backing object, so a semaphore in a MAP_SHARED mapping serves
// every process that maps it.  The wait is made without the thread lock
// (rt_blocking_syscall), so another thread may post meanwhile.
#define _GNU_SOURCE
#include "runtime.h"
#include <linux/futex.h>
#include <sys/syscall.h>
#include <time.h>

static int futex_op(int op, uint64_t shared) {
  return shared ? op : op | FUTEX_PRIVATE_FLAG;
}

SafeRet rt___futex_wait(const uint64_t *words, uint64_t n) {
  int *word = check_access(ARG(0), CAP(0), sizeof(int), false, "sem_wait");
  int op = futex_op(FUTEX_WAIT_BITSET, ARG(2));
  struct timespec until, *deadline = NULL;
  if (ARG(4)) {
    until = *(const struct timespec *)check_access(ARG(4), CAP(4), sizeof until, false,
                                                   "sem_timedwait");
    deadline = &until;
    if ((clockid_t)ARG(3) == CLOCK_REALTIME)
      op |= FUTEX_CLOCK_REALTIME;
  }
  return rt_result(rt_blocking_syscall6(SYS_futex, (long)word, op, (long)(int)ARG(1),
                                        (long)deadline, 0, (long)FUTEX_BITSET_MATCH_ANY));
}

SafeRet rt___futex_wake(const uint64_t *words, uint64_t n) {
  int *word = check_access(ARG(0), CAP(0), sizeof(int), false, "sem_post");
  return rt_result(syscall(SYS_futex, word, futex_op(FUTEX_WAKE, ARG(2)), (int)ARG(1)));
}
