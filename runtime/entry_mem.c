// entry_mem.c — the memory entry points of the safe world: malloc and
// friends (the GC heap), and the capability-preserving memcpy, memmove
// and memset.  Each is `SafeRet rt_<name>(words, n)` behind an SC_ENTRY
// shim in x86_64.s; every pointer argument is checked first.
#include "runtime.h"
#include <stdio.h>
#include <string.h>

#define ENOMEM_ 12
#define EINVAL_ 22

static SafeRet ptr_ret(void *p) {
  SafeRet r = {(uint64_t)(uintptr_t)p, (uint64_t)(uintptr_t)p};
  return r;
}

static SafeRet int_ret(uint64_t v) {
  SafeRet r = {v, 0};
  return r;
}

// A heap object for the entry point whose words are `words`: with
// SAFECC_OPTIONS=sites=1, one that records where it was allocated.
static void *new_heap_object(uint64_t size, uint64_t align, const uint64_t *words) {
  if (rt_record_sites)
    return sites_alloc(size, align, words);
  return gc_alloc(size, align, KIND_HEAP << KIND_SHIFT);
}

// The trap of a failed check_freeable, apart so that the check itself
// saves no register and reserves no buffer.
__attribute__((noinline, noreturn, cold)) static void not_freeable(uint64_t p, uint64_t cap,
                                                                    const char *fn,
                                                                    const char *freed_kind) {
  ObjHeader *h = HEADER(cap);
  trap_about(cap);
  char where[64];
  snprintf(where, sizeof where, "in a call to %s", fn);
  char detail[128];
  if (!cap)
    trap_report("invalid free", "(pointer without capability)", where);
  if (h->aux & TAG_FREED) {
    snprintf(detail, sizeof detail, "(of 0x%llx: the heap object was already freed)",
             (unsigned long long)p);
    trap_report(freed_kind, detail, where);
  }
  snprintf(detail, sizeof detail, "(of 0x%llx: not the start of a heap object; offset %lld in a %llu-byte %s object)",
           (unsigned long long)p, (long long)(p - cap), (unsigned long long)h->size,
           (h->aux & TAG_FUNCTION) ? "function" : AUX_KIND(h->aux) == KIND_STACK ? "stack"
           : AUX_KIND(h->aux) == KIND_GLOBAL ? "global" : AUX_KIND(h->aux) == KIND_LITERAL ? "string literal" : "heap");
  trap_report("invalid free", detail, where);
}

// p (with capability cap) must be the start of a live heap object; an
// object already freed is reported as freed_kind (free: "double free").
static void check_freeable(uint64_t p, uint64_t cap, const char *fn, const char *freed_kind) {
  ObjHeader *h = HEADER(cap);
  if (cap && p == cap && (h->aux & (TAG_BITS & ~TAG_FREED)) == (KIND_HEAP << KIND_SHIFT) &&
      !(h->aux & TAG_FREED))
    return;
  not_freeable(p, cap, fn, freed_kind);
}

static void release(uint64_t cap, const uint64_t *words) {
  if (rt_record_sites)
    sites_note_free(cap, words);
  ObjHeader *h = HEADER(cap);
  h->size = 0;
  h->aux = TAG_FREED | (KIND_HEAP << KIND_SHIFT);
}

SafeRet rt_malloc(const uint64_t *words, uint64_t n) {
  return ptr_ret(new_heap_object(ARG(0), 16, words));
}

SafeRet rt_calloc(const uint64_t *words, uint64_t n) {
  uint64_t count = ARG(0), size = ARG(1);
  if (size && count > UINT64_MAX / size)
    return int_ret(0);
  return ptr_ret(new_heap_object(count * size, 16, words));
}

SafeRet rt_free(const uint64_t *words, uint64_t n) {
  if (ARG(0) == 0)
    return int_ret(0);
  check_freeable(ARG(0), CAP(0), "free", "double free");
  release(CAP(0), words);
  return int_ret(0);
}

SafeRet rt_realloc(const uint64_t *words, uint64_t n) {
  uint64_t p = ARG(0), cap = CAP(0), size = ARG(1);
  if (p == 0)
    return ptr_ret(new_heap_object(size, 16, words));
  check_freeable(p, cap, "realloc", "double free");
  void *q = new_heap_object(size, 16, words);
  if (!q)
    return int_ret(0);
  uint64_t old = HEADER(cap)->size;
  uint64_t keep = old < size ? old : size;
  memcpy(q, (void *)(uintptr_t)p, keep);
  rt_copy_caps(q, q, (void *)(uintptr_t)p, (void *)(uintptr_t)cap, keep);
  release(cap, words);
  return ptr_ret(q);
}

static bool valid_alignment(uint64_t a) { return a && (a & (a - 1)) == 0; }

SafeRet rt_aligned_alloc(const uint64_t *words, uint64_t n) {
  if (!valid_alignment(ARG(0)))
    return int_ret(0);
  return ptr_ret(new_heap_object(ARG(1), ARG(0), words));
}

SafeRet rt_posix_memalign(const uint64_t *words, uint64_t n) {
  uint64_t pp = ARG(0), ppcap = CAP(0), align = ARG(1);
  check_access(pp, ppcap, 8, true, "posix_memalign");
  if (!valid_alignment(align) || align % 8)
    return int_ret(EINVAL_);
  void *p = new_heap_object(ARG(2), align, words);
  if (!p)
    return int_ret(ENOMEM_);
  *(uint64_t *)(uintptr_t)pp = (uint64_t)(uintptr_t)p;
  if (pp % 8 == 0)
    rt_store_cap((void *)(uintptr_t)ppcap, (void *)(uintptr_t)pp, p);
  return int_ret(0);
}

// malloc_usable_size(p): the bytes p's capability allows, which for a
// heap object is exactly the size it was asked for (the allocator keeps
// the bound exact, so any slack glibc would report does not exist here).
// p must be null (0) or the start of a live heap object, as for free:
// a freed one is a use after free, anything else the trap free would give.
SafeRet rt_malloc_usable_size(const uint64_t *words, uint64_t n) {
  if (ARG(0) == 0)
    return int_ret(0);
  check_freeable(ARG(0), CAP(0), "malloc_usable_size", "use after free");
  return int_ret(HEADER(CAP(0))->size);
}

// memcpy and memmove.  When neither object has an aux array, no word of
// either holds a capability, and the copy moves bytes only (qsort's
// moves of records without pointers: bench/suite/structsort.c).
static SafeRet copy(const uint64_t *words, uint64_t n, const char *fn) {
  uint64_t d = ARG(0), dcap = CAP(0), s = ARG(1), scap = CAP(1), len = ARG(2);
  check_access(s, scap, len, false, fn);
  check_access(d, dcap, len, true, fn);
  if (len) { // (so both capabilities are set: the checks passed)
    memmove((void *)(uintptr_t)d, (void *)(uintptr_t)s, len);
    if (AUX_ARRAY(HEADER(scap)->aux) || AUX_ARRAY(HEADER(dcap)->aux))
      rt_copy_caps((void *)(uintptr_t)d, (void *)(uintptr_t)dcap, (void *)(uintptr_t)s,
                   (void *)(uintptr_t)scap, len);
  }
  SafeRet r = {d, dcap};
  return r;
}

SafeRet rt_memcpy(const uint64_t *words, uint64_t n) { return copy(words, n, "memcpy"); }
SafeRet rt_memmove(const uint64_t *words, uint64_t n) { return copy(words, n, "memmove"); }

SafeRet rt_memset(const uint64_t *words, uint64_t n) {
  uint64_t d = ARG(0), dcap = CAP(0), len = ARG(2);
  check_access(d, dcap, len, true, "memset");
  if (len) {
    memset((void *)(uintptr_t)d, (int)ARG(1), len);
    aux_clear_caps(dcap, d, len);
  }
  SafeRet r = {d, dcap};
  return r;
}
