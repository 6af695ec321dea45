// aux.c — capabilities stored in memory: the aux array of an object holds
// the capability of the pointer word at each 8-byte offset
// (docs/safe-mode.md "Objects").  Arrays are made on the first pointer
// store and installed with compare-and-swap when threads may race there.
#include "runtime.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

_Alignas(16) ObjHeader rt_freed_object[2] = {{0, TAG_FREED | (KIND_HEAP << KIND_SHIFT)}, {0, 0}};

// Installs an aux array in a header: *p becomes desired if it still
// holds expected; returns what it held.  Another thread can reach the
// header only when one exists: a thread's record is in rt_threads before
// the thread starts, and only a running thread makes one.  With one
// thread the locked instruction (about 6% of binary trees' time) is not
// needed.
static uint64_t install_aux(uint64_t *p, uint64_t expected, uint64_t desired) {
  if (rt_threads && !rt_threads->next) {
    uint64_t found = *p;
    if (found == expected)
      *p = desired;
    return found;
  }
  return rt_cas64(p, expected, desired);
}

// The object's aux array, created if needed; NULL for a freed object.
static uint64_t *ensure_aux(uint64_t cap) {
  ObjHeader *h = HEADER(cap);
  uint64_t aux = h->aux;
  for (;;) {
    if (AUX_ARRAY(aux))
      return AUX_ARRAY(aux);
    if (aux & TAG_FREED)
      return NULL;
    uint64_t *arr = heap_alloc_aux((h->size + 7) / 8);
    // Never drop the capability silently: that would turn a later
    // correct access into a false trap.
    if (!arr)
      rt_fatal("out of memory for an aux array");
    uint64_t want = (uint64_t)(uintptr_t)arr | (aux & TAG_BITS);
    uint64_t found = install_aux(&h->aux, aux, want);
    if (found == aux)
      return arr;
    aux = found;  // lost the race: the loser's array becomes garbage
  }
}

void rt_store_cap(void *capp, void *addrp, void *newcapp) {
  uint64_t cap = (uint64_t)(uintptr_t)capp, addr = (uint64_t)(uintptr_t)addrp;
  if (!cap || (addr & 7) || addr < cap || addr - cap >= HEADER(cap)->size)
    return;
  uint64_t *arr = AUX_ARRAY(HEADER(cap)->aux);
  if (!newcapp) {
    if (arr)
      arr[(addr - cap) / 8] = 0;
    return;
  }
  arr = ensure_aux(cap);
  if (arr)
    arr[(addr - cap) / 8] = (uint64_t)(uintptr_t)newcapp;
  rt_shade((uint64_t)(uintptr_t)newcapp);
}

uint64_t aux_load_cap(uint64_t cap, uint64_t addr) {
  if (!cap || (addr & 7) || addr < cap || addr - cap >= HEADER(cap)->size)
    return 0;
  uint64_t *arr = AUX_ARRAY(HEADER(cap)->aux);
  return arr ? arr[(addr - cap) / 8] : 0;
}

// The aux array word that holds the capability of the pointer word at
// addr in the object cap names, or NULL when that word can hold none (no
// capability, not 8-aligned, outside the object) or the object has no aux
// array: none made yet (with `create`, one is made), or a freed object's.
// atomic.c makes the array first, outside its lock, and finds the word
// again under it, where `create` is false and nothing is allocated.
uint64_t *aux_slot(uint64_t cap, uint64_t addr, bool create) {
  if (!cap || (addr & 7) || addr < cap || addr - cap >= HEADER(cap)->size)
    return NULL;
  uint64_t *arr = create ? ensure_aux(cap) : AUX_ARRAY(HEADER(cap)->aux);
  return arr ? &arr[(addr - cap) / 8] : NULL;
}

// Clears the capability of every word that overlaps [addr, addr + n).
void aux_clear_caps(uint64_t cap, uint64_t addr, uint64_t n) {
  if (!cap || n == 0 || addr < cap)
    return;
  ObjHeader *h = HEADER(cap);
  uint64_t *arr = AUX_ARRAY(h->aux);
  if (!arr)
    return;
  uint64_t nwords = (h->size + 7) / 8;
  uint64_t first = (addr - cap) / 8, last = (addr - cap + n - 1) / 8;
  if (last >= nwords)
    last = nwords - 1;
  if (first <= last)
    memset(&arr[first], 0, (last - first + 1) * 8);
}

static bool any_cap(const uint64_t *arr, uint64_t n) {
  for (uint64_t i = 0; i < n; i++)
    if (arr[i])
      return true;
  return false;
}

// After n bytes were copied from src to dst (both already checked):
// whole aligned words take the source's capabilities; words copied in
// part, or between differently aligned places, lose theirs.
void rt_copy_caps(void *dstp, void *dstcapp, const void *srcp, void *srccapp, uint64_t n) {
  uint64_t dst = (uint64_t)(uintptr_t)dstp, dcap = (uint64_t)(uintptr_t)dstcapp;
  uint64_t src = (uint64_t)(uintptr_t)srcp, scap = (uint64_t)(uintptr_t)srccapp;
  if (n == 0 || !dcap)
    return;
  if (((dst - src) & 7) || !scap) {
    aux_clear_caps(dcap, dst, n);
    return;
  }
  uint64_t first = (dst + 7) & ~(uint64_t)7;
  uint64_t last = (dst + n) & ~(uint64_t)7;
  if (first < last) {
    uint64_t k = (last - first) / 8;
    uint64_t *sarr = AUX_ARRAY(HEADER(scap)->aux);
    uint64_t *darr = AUX_ARRAY(HEADER(dcap)->aux);
    uint64_t si = (first - dst + src - scap) / 8, di = (first - dcap) / 8;
    if (!sarr || !any_cap(&sarr[si], k)) {
      if (darr)
        memset(&darr[di], 0, k * 8);
    } else {
      darr = ensure_aux(dcap);
      if (darr) {
        memmove(&darr[di], &sarr[si], k * 8);
        rt_shade_words(&darr[di], k);
      }
    }
  }
  if (dst & 7)
    aux_clear_caps(dcap, dst, 1);
  if ((dst + n) & 7)
    aux_clear_caps(dcap, dst + n - 1, 1);
}

// The variadic words of a call, copied into a stack-kind object.
void *rt_va_pack(const uint64_t *values, const uint64_t *caps, uint64_t n) {
  uint64_t *obj = rt_alloc(n * 8, 16, KIND_STACK);
  memcpy(obj, values, n * 8);
  for (uint64_t i = 0; i < n; i++)
    if (caps[i])
      rt_store_cap(obj, &obj[i], (void *)(uintptr_t)caps[i]);
  return obj;
}
