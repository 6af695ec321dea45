// entry_mmap.c — memory mappings in the safe world: mmap, munmap, mremap,
// mprotect, msync, madvise, and the program break: sbrk, brk
// (docs/safe-mode.md "Mappings").
//
// A mapping is an object like any other: its capability is the address of
// its first byte, its 16-byte header lies just below, and its size is the
// mapping's length rounded up to whole pages.  The header cannot live in
// the mapping, so each mapping is placed one page above a private page of
// ours that holds it: mmap reserves page + length, and maps the program's
// request over all but the first page.  munmap unmaps the data, marks the
// header freed and keeps the header page, so a later access through an old
// pointer is reported as a use after free (that page, 4 KiB of address
// space per unmapped mapping, is never reused).  mremap moves the data
// with MREMAP_FIXED into a new reservation and the capabilities with it.
// A read-only mapping carries TAG_READONLY, so a write through it is a
// safety error, not SIGSEGV.
//
// The live mappings are roots of the collector (a mapping is alive until
// munmap, whoever points to it), and the runtime refuses to map over,
// unmap or re-protect memory that is not a mapping it made: those would
// pull memory out from under other objects.
#include "runtime.h"
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

typedef struct {
  uint64_t cap;   // the mapping's first byte; its header is at cap - 16
  uint64_t size;  // bytes, a multiple of the page size
} Mapping;

// The tables below change under maps_mu, a leaf lock (thread.c): every
// entry point of this file holds it throughout (LOCKED_ENTRY), and none
// of them polls, blocks or collects while it does.  A failure's errno
// (whose object may be allocated, and whose setting runs pending signal
// handlers) is therefore stored after the lock is released: the bodies
// fail with fail_later.  The collector reads the tables with the world
// stopped.
static pthread_mutex_t maps_mu = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local int failed_with;

static SafeRet fail_later(int e) {
  failed_with = e;
  SafeRet r = {(uint64_t)-1, 0};
  return r;
}

#define LOCKED_ENTRY(name)                                          \
  static SafeRet name##_locked(const uint64_t *words, uint64_t n);  \
  SafeRet rt_##name(const uint64_t *words, uint64_t n) {            \
    failed_with = 0;                                                \
    pthread_mutex_lock(&maps_mu);                                   \
    SafeRet r = name##_locked(words, n);                            \
    pthread_mutex_unlock(&maps_mu);                                 \
    return failed_with ? rt_fail(failed_with) : r;                  \
  }                                                                 \
  static SafeRet name##_locked(const uint64_t *words, uint64_t n)

static Mapping *live;             // mappings not yet unmapped
static uint64_t num_live, live_room;
static uint64_t *every_cap;       // every mapping ever made, for trap reports
static uint64_t num_every, every_room;

static uint64_t page_size(void) {
  static uint64_t page;
  if (!page)
    page = (uint64_t)sysconf(_SC_PAGESIZE);
  return page;
}

static uint64_t round_to_page(uint64_t n) {
  return (n + page_size() - 1) & ~(page_size() - 1);
}


static SafeRet done(uint64_t value, uint64_t cap) {
  SafeRet r = {value, cap};
  return r;
}

static void *grow_array(void *arr, uint64_t *room, uint64_t elem) {
  uint64_t n = *room ? *room * 2 : 64;
  void *p = realloc(arr, n * elem);
  if (!p)
    trap_report("out of memory", "(recording a mapping)", "in a call to mmap");
  *room = n;
  return p;
}

static void remember(uint64_t cap, uint64_t size) {
  if (num_live == live_room)
    live = grow_array(live, &live_room, sizeof *live);
  live[num_live].cap = cap;
  live[num_live].size = size;
  num_live++;
  if (num_every == every_room)
    every_cap = grow_array(every_cap, &every_room, sizeof *every_cap);
  every_cap[num_every++] = cap;
}

// The live mapping whose capability is cap, or NULL.
static Mapping *find_live(uint64_t cap) {
  for (uint64_t i = 0; i < num_live; i++)
    if (live[i].cap == cap)
      return &live[i];
  return NULL;
}

// The program break's region (sbrk, below): a mapping the mmap family
// must leave alone.
static uint64_t break_cap;  // its first byte, 0 until first used

static bool is_break(const Mapping *m) {
  return m->cap == break_cap;
}

static void forget(Mapping *m) {
  *m = live[--num_live];
}

bool rt_is_mapping(uint64_t cap) {
  for (uint64_t i = 0; i < num_every; i++)
    if (every_cap[i] == cap)
      return true;
  return false;
}

void rt_for_each_mapping(void (*visit)(uint64_t cap)) {
  for (uint64_t i = 0; i < num_live; i++)
    visit(live[i].cap);
}

// Reserves a header page plus `size` bytes; returns the data address
// (page-aligned, the header page below it readable and writable) or 0.
static uint64_t reserve(uint64_t size) {
  void *base = mmap(NULL, page_size() + size, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED)
    return 0;
  return (uint64_t)(uintptr_t)base + page_size();
}

static void write_header(uint64_t cap, uint64_t size, uint64_t aux) {
  HEADER(cap)->size = size;
  HEADER(cap)->aux = aux;
}

static uint64_t protection_tags(int prot) {
  return (prot & PROT_WRITE) ? 0 : TAG_READONLY;
}

// Gives a mapping that grew from old_size bytes an aux array big enough
// for its new size, keeping the capabilities stored so far.  An array
// grows by half again, so a break that grows a page at a time does not
// copy its capabilities at every step.
static void grow_aux(uint64_t cap, uint64_t old_size) {
  ObjHeader *h = HEADER(cap);
  uint64_t *old = AUX_ARRAY(h->aux);
  uint64_t need = (h->size + 7) / 8;
  if (!old || heap_cell_bytes((uint64_t)(uintptr_t)old) / 8 >= need)
    return;
  uint64_t *arr = heap_alloc_aux(need + need / 2);
  if (!arr)
    trap_report("out of memory", "(growing a mapping's capabilities)", "in a call to mremap");
  memcpy(arr, old, (old_size + 7) / 8 * 8);
  rt_shade_words(arr, (old_size + 7) / 8);
  h->aux = (uint64_t)(uintptr_t)arr | (h->aux & TAG_BITS);
}

// mmap(addr, length, prot, flags, fd, offset).  Without MAP_FIXED the
// hint is ignored.  MAP_FIXED may only replace pages of a mapping the
// program already has, named by a pointer into it.
LOCKED_ENTRY(mmap) {
  uint64_t addr = ARG(0), len = ARG(1);
  int prot = (int)ARG(2), flags = (int)ARG(3), fd = (int)ARG(4);
  off_t offset = (off_t)ARG(5);
  if (len == 0 || len > ((uint64_t)1 << 47))
    return fail_later(EINVAL);
  if (flags & (MAP_FIXED | MAP_FIXED_NOREPLACE)) {
    Mapping *m = find_live(CAP(0));
    if (!m || is_break(m) || (flags & MAP_FIXED_NOREPLACE) || (addr & (page_size() - 1)) ||
        addr < m->cap || addr - m->cap > m->size || len > m->size - (addr - m->cap))
      return fail_later(EINVAL);
    if (mmap((void *)(uintptr_t)addr, len, prot, flags, fd, offset) == MAP_FAILED)
      return fail_later(errno);
    aux_clear_caps(m->cap, addr, len);
    return done(addr, m->cap);
  }
  uint64_t size = round_to_page(len);
  uint64_t cap = reserve(size);
  if (!cap)
    return fail_later(ENOMEM);
  if (mmap((void *)(uintptr_t)cap, len, prot, flags | MAP_FIXED, fd, offset) == MAP_FAILED) {
    int e = errno;
    munmap((void *)(uintptr_t)(cap - page_size()), page_size() + size);
    return fail_later(e);
  }
  write_header(cap, size, (KIND_HEAP << KIND_SHIFT) | protection_tags(prot));
  remember(cap, size);
  return done(cap, cap);
}

// munmap(addr, length): the whole mapping, its tail, or pages inside it.
// Pages inside become an inaccessible reservation (an access faults, no
// other object can ever be placed there); only a whole unmapping frees
// the object.  Unmapping a freed mapping again succeeds, as the kernel's
// munmap does for unmapped pages.
LOCKED_ENTRY(munmap) {
  uint64_t addr = ARG(0), len = ARG(1);
  Mapping *m = find_live(CAP(0));
  if (!m) {
    if (CAP(0) && rt_is_mapping(CAP(0)) && (HEADER(CAP(0))->aux & TAG_FREED))
      return done(0, 0);
    return fail_later(EINVAL);
  }
  if (is_break(m) || len == 0 || (addr & (page_size() - 1)) || addr < m->cap ||
      addr - m->cap >= m->size)
    return fail_later(EINVAL);
  uint64_t cap = m->cap, size = m->size;
  uint64_t end = addr + round_to_page(len);
  if (end > cap + size || end < addr)
    end = cap + size;
  if (addr == cap && end == cap + size) {
    munmap((void *)(uintptr_t)cap, size);
    write_header(cap, 0, TAG_FREED | (KIND_HEAP << KIND_SHIFT));
    forget(m);
  } else if (end == cap + size) {
    munmap((void *)(uintptr_t)addr, end - addr);
    aux_clear_caps(cap, addr, end - addr);
    m->size = addr - cap;
    HEADER(cap)->size = m->size;
  } else {
    aux_clear_caps(cap, addr, end - addr);
    mmap((void *)(uintptr_t)addr, end - addr, PROT_NONE,
         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
  }
  return done(0, 0);
}

// mremap(old, old_size, new_size, flags): whole mappings only, and
// without MREMAP_FIXED.  A mapping grows in place when the pages above it
// are free; otherwise, with MREMAP_MAYMOVE, its pages move to a new
// reservation and the old capability becomes a freed object.
LOCKED_ENTRY(mremap) {
  uint64_t old = ARG(0), new_size = round_to_page(ARG(2));
  int flags = (int)ARG(3);
  Mapping *m = find_live(CAP(0));
  if (!m || is_break(m) || old != m->cap || round_to_page(ARG(1)) != m->size || new_size == 0 ||
      (flags & ~MREMAP_MAYMOVE))
    return fail_later(EINVAL);
  uint64_t cap = m->cap, size = m->size;
  void *at = (void *)(uintptr_t)cap;
  if (mremap(at, size, new_size, 0) != MAP_FAILED) {
    if (new_size < size)
      aux_clear_caps(cap, cap + new_size, size - new_size);
    HEADER(cap)->size = m->size = new_size;
    if (new_size > size)
      grow_aux(cap, size);
    return done(cap, cap);
  }
  if (!(flags & MREMAP_MAYMOVE) || new_size < size)
    return fail_later(errno);
  uint64_t to = reserve(new_size);
  if (!to)
    return fail_later(ENOMEM);
  if (mremap(at, size, new_size, MREMAP_MAYMOVE | MREMAP_FIXED, (void *)(uintptr_t)to) ==
      MAP_FAILED) {
    int e = errno;
    munmap((void *)(uintptr_t)(to - page_size()), page_size() + new_size);
    return fail_later(e);
  }
  write_header(to, new_size, HEADER(cap)->aux);
  grow_aux(to, size);
  write_header(cap, 0, TAG_FREED | (KIND_HEAP << KIND_SHIFT));
  forget(m);
  remember(to, new_size);
  return done(to, to);
}

// ---- The program break (sbrk, brk) ----
// Allocators written for sbrk (bash's, for one) get one object: a region
// of 4 GiB of address space reserved without access, its first bytes up
// to the break readable and writable.  The object's size is the break's
// distance from its start, so a pointer past the break traps as out of
// bounds, and the collector traces it like a mapping.  The allocator's
// own blocks inside it are not separate objects (as with any allocator
// written in C on one big buffer).
#define BREAK_RESERVE ((uint64_t)1 << 32)

// Moves the break to `to` (within the region); false when it cannot.
static bool move_break(uint64_t to) {
  Mapping *m = find_live(break_cap);
  uint64_t old = m->cap + m->size;
  if (to < m->cap || to - m->cap > BREAK_RESERVE)
    return false;
  uint64_t old_end = round_to_page(old), new_end = round_to_page(to);
  if (new_end > old_end &&
      mprotect((void *)(uintptr_t)old_end, new_end - old_end, PROT_READ | PROT_WRITE) != 0)
    return false;
  if (to < old) {
    aux_clear_caps(m->cap, to, old - to);
    memset((void *)(uintptr_t)to, 0, new_end - to);  // as the kernel's break gives it back
    if (new_end < old_end)
      mmap((void *)(uintptr_t)new_end, old_end - new_end, PROT_NONE,
           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
  }
  uint64_t old_size = m->size;
  m->size = to - m->cap;
  HEADER(m->cap)->size = m->size;
  if (to > old)
    grow_aux(m->cap, old_size);
  return true;
}

static bool make_break(void) {
  void *base = mmap(NULL, page_size() + BREAK_RESERVE, PROT_NONE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (base == MAP_FAILED || mprotect(base, page_size(), PROT_READ | PROT_WRITE) != 0)
    return false;
  break_cap = (uint64_t)(uintptr_t)base + page_size();
  write_header(break_cap, 0, KIND_HEAP << KIND_SHIFT);
  remember(break_cap, 0);
  return true;
}

// sbrk(increment): the old break, with the region's capability.
LOCKED_ENTRY(sbrk) {
  int64_t incr = (int64_t)ARG(0);
  if (!break_cap && !make_break())
    return fail_later(ENOMEM);
  Mapping *m = find_live(break_cap);
  uint64_t old = m->cap + m->size;
  if (!move_break(old + (uint64_t)incr))
    return fail_later(ENOMEM);
  return done(old, break_cap);
}

// brk(addr): 0 or -1 with ENOMEM.
LOCKED_ENTRY(brk) {
  if (!break_cap && !make_break())
    return fail_later(ENOMEM);
  if (!move_break(ARG(0)))
    return fail_later(ENOMEM);
  return done(0, 0);
}

// The live mapping that [addr, addr + len) lies in, named by cap, or NULL.
static Mapping *range_in_mapping(uint64_t addr, uint64_t cap, uint64_t len) {
  Mapping *m = find_live(cap);
  if (!m || is_break(m) || addr < m->cap || addr - m->cap > m->size ||
      len > m->size - (addr - m->cap))
    return NULL;
  return m;
}

// mprotect(addr, length, prot).  Over a whole mapping the capability
// follows: without PROT_WRITE a write is a safety error.  Over part of
// one, only the pages change (a write to a read-only page faults).
LOCKED_ENTRY(mprotect) {
  uint64_t addr = ARG(0), len = round_to_page(ARG(1));
  int prot = (int)ARG(2);
  Mapping *m = range_in_mapping(addr, CAP(0), len);
  if (!m || (addr & (page_size() - 1)))
    return fail_later(EINVAL);
  if (mprotect((void *)(uintptr_t)addr, len, prot) != 0)
    return fail_later(errno);
  if (addr == m->cap && len == m->size) {
    ObjHeader *h = HEADER(m->cap);
    h->aux = (h->aux & ~(uint64_t)TAG_READONLY) | protection_tags(prot);
  }
  return done(0, 0);
}

LOCKED_ENTRY(msync) {
  uint64_t addr = ARG(0), len = ARG(1);
  if (!range_in_mapping(addr, CAP(0), len))
    return fail_later(ENOMEM);
  if (rt_blocking_syscall(SYS_msync, (long)addr, (long)len, (long)(int)ARG(2), 0) != 0)
    return fail_later(errno);
  return done(0, 0);
}

// madvise(addr, length, advice).  Advice that may drop the pages' contents
// drops the capabilities stored there too.
LOCKED_ENTRY(madvise) {
  uint64_t addr = ARG(0), len = ARG(1);
  int advice = (int)ARG(2);
  Mapping *m = range_in_mapping(addr, CAP(0), len);
  if (!m)
    return fail_later(ENOMEM);
  if (madvise((void *)(uintptr_t)addr, len, advice) != 0)
    return fail_later(errno);
  if (advice == MADV_DONTNEED || advice == MADV_FREE || advice == MADV_REMOVE)
    aux_clear_caps(m->cap, addr, len);
  return done(0, 0);
}
