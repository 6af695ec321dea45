// futex.h — the runtime's futex entry points (runtime/entry_futex.c),
// for libc's semaphores.
#ifndef FUTEX_H
#define FUTEX_H

#include <time.h>

// Sleeps while *word == expected, until woken, a signal (EINTR) or the
// deadline *until on clock (ETIMEDOUT; no deadline when until is null);
// -1 and EAGAIN at once when *word differs.  A shared word may be
// waited on and woken from every process that maps it.
int __futex_wait(volatile int *word, int expected, int shared, clockid_t clock,
                 const struct timespec *until);
// Wakes up to count sleepers on word; returns how many woke.
int __futex_wake(volatile int *word, int count, int shared);

#endif
