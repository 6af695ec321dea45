// locking.c — the stream locks (flockfile & co) and the character
// _unlocked functions (the others are beside their locked forms).
//
// A lock is the owning thread's token (the address of a thread-local
// byte) and a depth.  Safe threads run in parallel, so the lock is taken
// with a compare-and-swap of the owner from 0 to the token (acquire) and
// given back with a release store; only the owner changes the depth.  A
// waiter yields the processor between tries: a stream is held for the
// length of one stdio call, so waits are short.
#include <sched.h>
#include "stdio_impl.h"

static _Thread_local char thread_token;

static int try_take(FILE *f, uintptr_t me) {
  uintptr_t none = 0;
  return __atomic_compare_exchange_n(&f->lock_owner, &none, me, 0, __ATOMIC_ACQUIRE,
                                     __ATOMIC_RELAXED);
}

void __stdio_lock(FILE *f) {
  uintptr_t me = (uintptr_t)&thread_token;
  if (__atomic_load_n(&f->lock_owner, __ATOMIC_RELAXED) == me) {
    f->lock_depth++;
    return;
  }
  while (!try_take(f, me))
    sched_yield();
  f->lock_depth = 1;
}

void __stdio_unlock(FILE *f) {
  if (--f->lock_depth == 0)
    __atomic_store_n(&f->lock_owner, 0, __ATOMIC_RELEASE);
}

void flockfile(FILE *f) {
  __stdio_lock(f);
}

int ftrylockfile(FILE *f) {
  uintptr_t me = (uintptr_t)&thread_token;
  if (__atomic_load_n(&f->lock_owner, __ATOMIC_RELAXED) == me) {
    f->lock_depth++;
    return 0;
  }
  if (!try_take(f, me))
    return -1;
  f->lock_depth = 1;
  return 0;
}

void funlockfile(FILE *f) {
  __stdio_unlock(f);
}

int getc_unlocked(FILE *f) {
  return __fgetc_unlocked(f);
}

int getchar_unlocked(void) {
  return __fgetc_unlocked(stdin);
}

int putc_unlocked(int c, FILE *f) {
  return __fputc_unlocked(c, f);
}

int putchar_unlocked(int c) {
  return __fputc_unlocked(c, stdout);
}

int fgetc_unlocked(FILE *f) {
  return __fgetc_unlocked(f);
}

int fputc_unlocked(int c, FILE *f) {
  return __fputc_unlocked(c, f);
}
