// locking.c — the stream locks (flockfile & co) and the character
// _unlocked functions (the others are beside their locked forms).
//
// A lock is the owning thread's token (the address of a thread-local
// byte) and a depth.  No atomic instruction is needed because the runtime
// runs one thread of safe code at a time and switches threads only at
// safepoints (function entries and loop back edges, docs/safe-mode.md):
// between the test that finds a lock free and the store that takes it
// there is neither, so no other thread can run in between.
#include <sched.h>
#include "stdio_impl.h"

static _Thread_local char thread_token;

void __stdio_lock(FILE *f) {
  uintptr_t me = (uintptr_t)&thread_token;
  if (f->lock_owner == me) {
    f->lock_depth++;
    return;
  }
  while (f->lock_owner)
    sched_yield();
  f->lock_owner = me;
  f->lock_depth = 1;
}

void __stdio_unlock(FILE *f) {
  if (--f->lock_depth == 0)
    f->lock_owner = 0;
}

void flockfile(FILE *f) {
  __stdio_lock(f);
}

int ftrylockfile(FILE *f) {
  uintptr_t me = (uintptr_t)&thread_token;
  if (f->lock_owner && f->lock_owner != me)
    return -1;
  __stdio_lock(f);
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
