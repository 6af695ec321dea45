// atomic_pointers.c (safe C) — every atomic operation on a pointer gives
// and stores the pointer with its own capability (runtime/atomic.c keeps
// the two together): __atomic_* (the _n forms and the generic ones, and
// fetch-and-add), __sync_*, <stdatomic.h>, _Atomic pointers read and
// assigned directly, and += on one, on pointer words in a global, in a
// struct in a global, in structs in heap objects (fresh ones, so that the
// atomic operation makes the aux array), in an array and in a local whose
// address is taken.
// Each pointer that comes back is checked two ways: its capability must
// name the object it points into (__builtin_dynamic_object_size gives the
// bytes from it to that object's end, 0 without a capability), and a read
// through it must find that object's mark.  Single-threaded: what threads
// racing may see is lockfree_stack.c's.  Exits 0 when everything holds;
// otherwise prints each difference and exits 1.
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// An object whose size is its mark, so that a pointer paired with another
// object's capability shows as the wrong number of bytes left.
static long *blob(int words) {
  long *p = malloc(words * sizeof(long));
  p[0] = words;
  for (int i = 1; i < words; i++)
    p[i] = 0;
  return p;
}

static int failures;

// p must be `want` + `skip` words, with want's capability: want's size
// minus the skipped bytes left, and want's mark at want[0].
static int expect_at(const char *what, long *p, long *want, int skip) {
  size_t size = want ? (size_t)want[0] * sizeof(long) : 0;
  size_t left = want ? size - skip * sizeof(long) : 0;
  size_t got = __builtin_dynamic_object_size(p, 0);
  if (p != want + skip || got != left) {
    printf("%s: expected %p with %zu bytes left, got %p with %zu\n", what, (void *)(want + skip),
           left, (void *)p, got);
    failures++;
    return 0;
  }
  if (want && p[-skip] != want[0]) {
    printf("%s: expected the mark %ld, read %ld\n", what, want[0], p[-skip]);
    failures++;
    return 0;
  }
  return 1;
}

static int expect(const char *what, long *p, long *want) {
  return expect_at(what, p, want, 0);
}

static void expect_int(const char *what, long got, long want) {
  if (got != want) {
    printf("%s: expected %ld, got %ld\n", what, want, got);
    failures++;
  }
}

static long *slot;                 // a plain pointer in a global
static _Atomic(long *) aslot;      // an _Atomic one
struct holder {
  int before;                      // so that p is the object's second word
  long *_Atomic p;
  long *plain;
};
static struct holder gholder;      // a struct in a global
static long *_Atomic many[3];      // an array of them
static volatile int index_slot = 2;

// An index the compiler cannot fold.
static int opaque_index(void) {
  return index_slot;
}

// __atomic_store_n, __atomic_load_n, __atomic_exchange_n and the
// generic __atomic_store, __atomic_load and __atomic_exchange.
static void gcc_builtins(long **where, const char *name) {
  long *a = blob(2), *b = blob(3), *c = blob(4), *got;
  char what[64];
  __atomic_store_n(where, a, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: load_n after store_n", name);
  expect(what, __atomic_load_n(where, __ATOMIC_ACQUIRE), a);
  got = __atomic_exchange_n(where, b, __ATOMIC_ACQ_REL);
  snprintf(what, sizeof what, "%s: exchange_n's old pointer", name);
  expect(what, got, a);
  __atomic_exchange(where, &c, &got, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: generic exchange's old pointer", name);
  expect(what, got, b);
  __atomic_load(where, &got, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: generic load after exchange", name);
  expect(what, got, c);
  __atomic_store(where, &a, __ATOMIC_RELEASE);
  snprintf(what, sizeof what, "%s: load_n after generic store", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), a);
  // Fetch-and-add moves the address by bytes; the pointer keeps its
  // capability, and the old one comes back with it.
  __atomic_store_n(where, c, __ATOMIC_SEQ_CST);
  got = __atomic_fetch_add(where, 2 * sizeof(long), __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: fetch_add's old pointer", name);
  expect(what, got, c);
  snprintf(what, sizeof what, "%s: load_n after fetch_add", name);
  expect_at(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), c, 2);
  got = __atomic_sub_fetch(where, sizeof(long), __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: sub_fetch's new pointer", name);
  expect_at(what, got, c, 1);
  got = __sync_fetch_and_sub(where, sizeof(long));
  snprintf(what, sizeof what, "%s: __sync_fetch_and_sub's old pointer", name);
  expect_at(what, got, c, 1);
  snprintf(what, sizeof what, "%s: load_n after __sync_fetch_and_sub", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), c);
  __atomic_store_n(where, NULL, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: load_n after storing null", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), NULL);
}

// __atomic_compare_exchange_n and the generic form: on failure, expected
// gets the current pointer with its capability (it started with none: an
// address made from an integer); on success the new one is stored whole.
static void gcc_cas(long **where, const char *name) {
  long *a = blob(5), *b = blob(6), *c = blob(7);
  char what[80];
  __atomic_store_n(where, a, __ATOMIC_SEQ_CST);
  long *expected = (long *)(uintptr_t)b;  // wrong, and without a capability
  int ok = __atomic_compare_exchange_n(where, &expected, c, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: failed compare_exchange_n's result", name);
  expect_int(what, ok, 0);
  snprintf(what, sizeof what, "%s: expected after a failed compare_exchange_n", name);
  expect(what, expected, a);
  snprintf(what, sizeof what, "%s: object after a failed compare_exchange_n", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), a);
  // The same address without a capability matches: C compares addresses.
  expected = (long *)(uintptr_t)a;
  ok = __atomic_compare_exchange_n(where, &expected, c, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  snprintf(what, sizeof what, "%s: compare_exchange_n's result", name);
  expect_int(what, ok, 1);
  snprintf(what, sizeof what, "%s: object after compare_exchange_n", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), c);
  expected = c;
  ok = __atomic_compare_exchange(where, &expected, &b, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: generic compare_exchange's result", name);
  expect_int(what, ok, 1);
  snprintf(what, sizeof what, "%s: object after generic compare_exchange", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), b);
  expected = NULL;
  ok = __atomic_compare_exchange(where, &expected, &a, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: failed generic compare_exchange's result", name);
  expect_int(what, ok, 0);
  snprintf(what, sizeof what, "%s: expected after a failed generic compare_exchange", name);
  expect(what, expected, b);
}

// __sync_val_compare_and_swap gives the pointer found, with its
// capability, whether or not it swapped; __sync_bool_compare_and_swap
// and __sync_lock_test_and_set.
static void sync_builtins(long **where, const char *name) {
  long *a = blob(8), *b = blob(9), *c = blob(10);
  char what[80];
  __atomic_store_n(where, a, __ATOMIC_SEQ_CST);
  snprintf(what, sizeof what, "%s: val_compare_and_swap that fails", name);
  expect(what, __sync_val_compare_and_swap(where, b, c), a);
  snprintf(what, sizeof what, "%s: val_compare_and_swap that swaps", name);
  expect(what, __sync_val_compare_and_swap(where, a, b), a);
  snprintf(what, sizeof what, "%s: object after val_compare_and_swap", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), b);
  snprintf(what, sizeof what, "%s: bool_compare_and_swap", name);
  expect_int(what, __sync_bool_compare_and_swap(where, b, c), 1);
  snprintf(what, sizeof what, "%s: object after bool_compare_and_swap", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), c);
  snprintf(what, sizeof what, "%s: lock_test_and_set's old pointer", name);
  expect(what, __sync_lock_test_and_set(where, a), c);
  snprintf(what, sizeof what, "%s: object after lock_test_and_set", name);
  expect(what, __atomic_load_n(where, __ATOMIC_SEQ_CST), a);
}

// <stdatomic.h> on an _Atomic pointer.
static void c11_atomics(long *_Atomic *where, const char *name) {
  long *a = blob(11), *b = blob(12), *c = blob(13);
  char what[80];
  atomic_init(where, a);
  snprintf(what, sizeof what, "%s: atomic_load after atomic_init", name);
  expect(what, atomic_load(where), a);
  atomic_store(where, b);
  snprintf(what, sizeof what, "%s: atomic_load_explicit after atomic_store", name);
  expect(what, atomic_load_explicit(where, memory_order_acquire), b);
  snprintf(what, sizeof what, "%s: atomic_exchange's old pointer", name);
  expect(what, atomic_exchange(where, c), b);
  long *expected = a;
  snprintf(what, sizeof what, "%s: failed compare_exchange_strong's result", name);
  expect_int(what, atomic_compare_exchange_strong(where, &expected, b), 0);
  snprintf(what, sizeof what, "%s: expected after a failed compare_exchange_strong", name);
  expect(what, expected, c);
  snprintf(what, sizeof what, "%s: compare_exchange_weak's result", name);
  expect_int(what, atomic_compare_exchange_weak(where, &expected, a), 1);
  snprintf(what, sizeof what, "%s: atomic_load after compare_exchange_weak", name);
  expect(what, atomic_load(where), a);
  // Read directly: an _Atomic lvalue's read is an atomic load.
  snprintf(what, sizeof what, "%s: direct read of *where", name);
  if (!expect(what, *where, a))
    return;
  snprintf(what, sizeof what, "%s: a read through the direct read", name);
  expect_int(what, **where, 11);
}

// An _Atomic pointer member read and assigned directly: the assignment
// is an atomic store and its value the pointer stored; a read in a
// chain (h->p[1], *h->p) loads the pointer whole first; += moves it
// with its capability.
static void direct_members(struct holder *h, const char *name) {
  long *a = blob(14), *b = blob(15);
  char what[80];
  h->p = a;
  snprintf(what, sizeof what, "%s: h->p after h->p = a", name);
  expect(what, h->p, a);
  long *value = (h->p = b);
  snprintf(what, sizeof what, "%s: the value of h->p = b", name);
  expect(what, value, b);
  snprintf(what, sizeof what, "%s: h->p after h->p = b", name);
  if (!expect(what, h->p, b))
    return;  // reads through it would trap
  snprintf(what, sizeof what, "%s: *h->p", name);
  expect_int(what, *h->p, 15);
  h->p[1] = 42;
  snprintf(what, sizeof what, "%s: h->p[1]", name);
  expect_int(what, h->p[1], 42);
  h->p += 2;
  snprintf(what, sizeof what, "%s: h->p after += 2", name);
  expect_at(what, h->p, b, 2);
  long *old = h->p++;
  snprintf(what, sizeof what, "%s: h->p++'s old value", name);
  expect_at(what, old, b, 2);
  snprintf(what, sizeof what, "%s: h->p after h->p++", name);
  expect_at(what, h->p, b, 3);
  h->plain = h->p;
  snprintf(what, sizeof what, "%s: a plain member copied from h->p", name);
  expect_at(what, h->plain, b, 3);
  h->p = NULL;
  snprintf(what, sizeof what, "%s: h->p after h->p = NULL", name);
  expect(what, h->p, NULL);
}

// _Atomic locals: one whose address goes to atomic_exchange, and one
// only named (its assignment, an atomic store, takes its address).
static void locals(void) {
  long *a = blob(16), *b = blob(17);
  _Atomic(long *) shared = a;
  expect("local: exchange's old pointer", atomic_exchange(&shared, b), a);
  expect("local: direct read after exchange", shared, b);
  _Atomic(long *) own = b;
  own = a;
  expect("own local: read after assignment", own, a);
}

// Objects reachable only through atomically stored pointers outlive
// collections (SAFECC_GC_EVERY=1 and 7 collect in here): their
// capabilities are in the aux arrays, where the collector finds them.
static void churn(struct holder *h) {
  long *want = blob(18);
  h->p = want;
  for (int i = 0; i < 200; i++) {
    long *next = blob(19 + i % 5);
    expect("churn: exchange's old pointer", atomic_exchange(&h->p, next), want);
    want = next;
  }
  expect("churn: last pointer", atomic_load(&h->p), want);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);  // each difference is out before any trap
  gcc_builtins(&slot, "global");
  gcc_cas(&slot, "global");
  sync_builtins(&slot, "global");
  struct holder *fresh = calloc(1, sizeof *fresh);
  gcc_builtins(&fresh->plain, "fresh heap member");
  fresh = calloc(1, sizeof *fresh);
  gcc_cas(&fresh->plain, "fresh heap member");
  fresh = calloc(1, sizeof *fresh);
  sync_builtins(&fresh->plain, "fresh heap member");
  gcc_builtins(&gholder.plain, "global struct member");
  c11_atomics(&aslot, "_Atomic global");
  c11_atomics(&many[opaque_index()], "_Atomic array element");
  fresh = calloc(1, sizeof *fresh);
  c11_atomics(&fresh->p, "fresh heap _Atomic member");
  direct_members(calloc(1, sizeof(struct holder)), "heap");
  direct_members(&gholder, "global");
  locals();
  churn(calloc(1, sizeof(struct holder)));
  if (failures)
    printf("%d failures\n", failures);
  return failures ? 1 : 0;
}
