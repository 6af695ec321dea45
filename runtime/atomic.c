// atomic.c — atomic operations on pointers stored in memory: safe code's
// __atomic_*, __sync_*, <stdatomic.h> and _Atomic pointers
// (docs/safe-mode.md "Atomic pointers").
//
// A pointer in memory is two words far apart: its address in the object,
// its capability in the object's aux array.  No instruction updates both,
// so each atomic operation on a pointer takes a small spin lock, one of
// STRIPES chosen by a hash of the pointer word's address, and reads or
// writes both words while it holds it.  Every atomic operation on one word
// takes the same lock, so they happen one after another, and an atomic
// load sees a pair that one store wrote: the old pointer with its old
// capability or the new one with its new one.  Plain loads and stores take
// no lock: a data race on a pointer is undefined in C, and the pair it may
// tear can only trap (every access is checked against the capability),
// never reach another object.
//
// A lock is held for a few instructions of this file only: nothing under
// it allocates (an aux array is made before the lock is taken), calls
// out, blocks or polls a safepoint.  So a thread waiting for it spins
// briefly (with `pause`), and the thread holding it reaches its next
// safepoint soon, never holding a collection up.  No signal handler takes
// one (safe handlers run at safepoints), and a fork happens with every
// other thread parked at a safepoint or in a blocking call, so no lock is
// held then.
#include "runtime.h"

enum { STRIPE_BITS = 8, STRIPES = 1 << STRIPE_BITS };

// One lock per 64-byte cache line, so that threads working on pointers of
// different stripes do not pass a line to and fro.
typedef struct {
  int locked;
  char pad[60];
} Stripe;

static Stripe stripes[STRIPES];

// The stripe of the pointer word at p: the word's number times 2^64 / phi
// (Fibonacci hashing), top bits, so that neighbouring words, and the same
// word of objects of one size, spread over the stripes.
static Stripe *stripe_of(const void *p) {
  uint64_t word = (uint64_t)(uintptr_t)p >> 3;
  return &stripes[(word * 0x9E3779B97F4A7C15ull) >> (64 - STRIPE_BITS)];
}

static void take(Stripe *s) { rt_spin_lock(&s->locked); }
static void drop(Stripe *s) { rt_spin_unlock(&s->locked); }

SafeRet rt_atomic_load_ptr(const uint64_t *obj, uint64_t objcap) {
  Stripe *s = stripe_of(obj);
  take(s);
  SafeRet r = {*(const volatile uint64_t *)obj, aux_load_cap(objcap, (uint64_t)(uintptr_t)obj)};
  drop(s);
  return r;
}

// The aux array of obj's object is made first, outside the lock, when a
// capability is to be stored (a word that cannot hold one gets none, as
// in sc.rt.store_cap).
SafeRet rt_atomic_exchange_ptr(uint64_t *obj, uint64_t objcap, uint64_t value, uint64_t cap) {
  uint64_t addr = (uint64_t)(uintptr_t)obj;
  if (cap)
    aux_slot(objcap, addr, true);
  Stripe *s = stripe_of(obj);
  take(s);
  SafeRet old = {__atomic_exchange_n(obj, value, __ATOMIC_SEQ_CST), 0};
  uint64_t *slot = aux_slot(objcap, addr, false);
  if (slot) {
    old.cap = *slot;
    *slot = cap;
  }
  drop(s);
  if (slot)
    rt_shade(cap);  // the barrier, outside the lock (it may take gray_lock)
  return old;
}

// Compares the addresses only, as C does.  On failure the pointer found
// goes to *expected with its capability, stored after the lock is
// dropped (that store may make expected's aux array).
uint64_t rt_atomic_cas_ptr(uint64_t *obj, uint64_t objcap, uint64_t *expected,
                           uint64_t expectedcap, uint64_t desired, uint64_t desiredcap) {
  uint64_t addr = (uint64_t)(uintptr_t)obj, want = *expected, found_cap = 0;
  if (desiredcap)
    aux_slot(objcap, addr, true);
  Stripe *s = stripe_of(obj);
  take(s);
  uint64_t found = rt_cas64(obj, want, desired);
  uint64_t *slot = aux_slot(objcap, addr, false);
  if (slot && found == want)
    *slot = desiredcap;
  else if (slot)
    found_cap = *slot;
  drop(s);
  if (found == want) {
    if (slot)
      rt_shade(desiredcap);  // the barrier, outside the lock
    return 1;
  }
  *expected = found;
  rt_store_cap((void *)(uintptr_t)expectedcap, expected, (void *)(uintptr_t)found_cap);
  return 0;
}

// __atomic_fetch_add / _sub of a pointer (delta in bytes, negated for a
// subtraction): the word keeps its capability, as p += n does, and the
// old pointer comes back with it.
SafeRet rt_atomic_fetch_add_ptr(uint64_t *obj, uint64_t objcap, uint64_t delta) {
  Stripe *s = stripe_of(obj);
  take(s);
  SafeRet old = {__atomic_fetch_add(obj, delta, __ATOMIC_SEQ_CST),
                 aux_load_cap(objcap, (uint64_t)(uintptr_t)obj)};
  drop(s);
  return old;
}
