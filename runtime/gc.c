// gc.c — stop-the-world mark-sweep over the heap of heap.c.  The
// collecting thread stops every other safe thread first (thread.c's
// rt_stop_world): each is parked at a safepoint or in a blocking call,
// its registers spilled on its stack.
//
// Roots: the current thread's stack and registers, scanned conservatively
// (any word pointing into an allocated cell keeps it: cheap for the
// compiler, and it also covers the runtime's own host C frames); the aux
// arrays of every global (the sc_globals table) and of every live mapping
// (entry_mmap.c); runtime-internal pins.
// Heap objects are traced precisely through their aux arrays.  A
// capability in an aux array that names a freed object is replaced by the
// static freed singleton, so the freed payload can be reclaimed while a
// later use still reports "use after free".
#include "runtime.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MIN_TRIGGER ((uint64_t)16 << 20)

int32_t rt_gc_pending;
// A collection asked for at the next poll (the runtime's tests ask this way).
int32_t rt_gc_requested __asm__("sc.rt.gc_requested");
uint64_t gc_collections;
uint64_t gc_every;
uint64_t gc_time_ns;
uint64_t gc_allocated_total;

static uint64_t *mark_stack;
static uint64_t mark_len, mark_cap;
static uint64_t *pins;
static uint64_t npins, pins_cap;
static uint64_t trigger = MIN_TRIGGER;
static uint64_t every_left;

static void grow(uint64_t **arr, uint64_t *cap) {
  uint64_t n = *cap ? *cap * 2 : 1024;
  uint64_t *p = realloc(*arr, n * sizeof(uint64_t));
  if (!p)
    rt_fatal("out of memory in the collector");
  *arr = p;
  *cap = n;
}

void gc_pin(uint64_t cap) {
  if (npins == pins_cap)
    grow(&pins, &pins_cap);
  pins[npins++] = cap;
}

static void push(uint64_t obj) {
  if (mark_len == mark_cap)
    grow(&mark_stack, &mark_cap);
  mark_stack[mark_len++] = obj;
}

// The mark stack's entries, told apart by their low bits (payloads are
// 16-aligned, aux cells 32-aligned, aux words 8-aligned):
//   payload          an object already marked, whose aux array is to be traced
//   aux cell | 1     an aux array found conservatively, traced as a whole
//   aux word | 2     a capability slot whose target is still to be marked
#define ENTRY_AUX_CELL 1u
#define ENTRY_SLOT 2u
#define ENTRY_TAGS 3u

// Marking waits on memory: a tree's nodes are scattered over the heap, and
// each is touched first when its header is read.  Entries therefore pass
// through a small FIFO after leaving the stack, and the memory their
// processing will read is prefetched when they enter it, so that up to
// PREFETCH_DEPTH misses are outstanding at once (the software prefetch
// scheme published by Cher, Hosking and Vijaykumar, ASPLOS 2004).
#define PREFETCH_DEPTH 16

static void push_object(uint64_t obj) {
  __builtin_prefetch(AUX_ARRAY(HEADER(obj)->aux));
  push(obj);
}

// A word that may point anywhere into an allocated cell keeps the cell.
// An aux array found this way (the runtime installing one; a thread-local
// object's header) is traced as a whole.
static void visit_conservative(uint64_t word) {
  bool is_aux;
  uint64_t cell = heap_find_cell(word, &is_aux);
  if (cell && heap_mark(cell)) {
    if (is_aux)
      push(cell | ENTRY_AUX_CELL);
    else
      push_object(cell);
  }
}

// A capability slot in an aux array: exact, and freed targets are
// redirected to the singleton.
static void visit_slot(uint64_t *slot) {
  uint64_t c = *slot;
  if (!c || !heap_contains(c))
    return;
  bool freed;
  int r = heap_mark_object(c, &freed);
  if (r == 1) {
    if (freed)
      *slot = FREED_CAP;
    else
      push_object(c);
  }
}

// The nonzero capability slots of an aux array go on the stack, to be
// visited after their targets' headers have been prefetched.
static void push_slots(uint64_t *arr, uint64_t nwords) {
  for (uint64_t i = 0; i < nwords; i++)
    if (arr[i])
      push((uint64_t)(uintptr_t)&arr[i] | ENTRY_SLOT);
}

// The capabilities held by one object (heap or global).
static void trace(uint64_t obj) {
  ObjHeader *h = HEADER(obj);
  uint64_t aux = h->aux;
  if (aux & TAG_FREED)
    return;
  uint64_t *arr = AUX_ARRAY(aux);
  if (!arr)
    return;
  if (heap_contains((uint64_t)(uintptr_t)arr))
    heap_mark((uint64_t)(uintptr_t)arr);
  push_slots(arr, (h->size + 7) / 8);
}

static void trace_aux_cell(uint64_t cell) {
  push_slots((uint64_t *)(uintptr_t)cell, heap_cell_bytes(cell) / 8);
}

// What an entry's processing reads first, fetched ahead of it.
static void prefetch_entry(uint64_t e) {
  if ((e & ENTRY_TAGS) == ENTRY_SLOT) {
    uint64_t c = *(uint64_t *)(uintptr_t)(e & ~(uint64_t)ENTRY_TAGS);
    if (heap_contains(c))
      __builtin_prefetch(HEADER(c));
  }
}

static void process_entry(uint64_t e) {
  uint64_t addr = e & ~(uint64_t)ENTRY_TAGS;
  switch (e & ENTRY_TAGS) {
  case ENTRY_SLOT: visit_slot((uint64_t *)(uintptr_t)addr); break;
  case ENTRY_AUX_CELL: trace_aux_cell(addr); break;
  default: trace(addr); break;
  }
}

// Empties the mark stack through the prefetch FIFO.
static void drain(void) {
  uint64_t fifo[PREFETCH_DEPTH];
  unsigned first = 0, count = 0;
  for (;;) {
    if (mark_len > 0 && count < PREFETCH_DEPTH) {
      uint64_t e = mark_stack[--mark_len];
      prefetch_entry(e);
      fifo[(first + count++) % PREFETCH_DEPTH] = e;
      continue;
    }
    if (count == 0)
      return;
    uint64_t e = fifo[first];
    first = (first + 1) % PREFETCH_DEPTH;
    count--;
    process_entry(e);
  }
}

static void scan_range(uint64_t from, uint64_t to) {
  for (uint64_t a = from & ~(uint64_t)7; a + 8 <= to; a += 8)
    visit_conservative(*(uint64_t *)(uintptr_t)a);
}

// Every thread's stack (the collecting thread's from sp, the others'
// from where they parked) and static TLS block, and the roots their
// records hold.
static void scan_threads(uint64_t sp) {
  Thread *me = rt_self();
  for (Thread *t = rt_threads; t; t = t->next) {
    if (t->running) {
      if (t == me)
        scan_range(sp, t->stack_hi);
      else if (t->saved_sp)
        scan_range(t->saved_sp, t->stack_hi);
      if (rt_tls_size)
        scan_range(t->tp - rt_tls_size, t->tp);
    }
    uint64_t held[] = {t->fncap, t->arg, t->argcap, t->result, t->resultcap, t->keys, t->errno_obj};
    for (int i = 0; i < 7; i++)
      visit_conservative(held[i]);
  }
  if (!me)  // not a registered thread (never happens after rt_init)
    scan_range(sp, rt_stack_top);
}

// The globals of every safe module.
static void scan_globals(void) {
  const RtModule *m;
  int n = rt_modules(&m);
  for (int i = 0; i < n; i++) {
    if (!m[i].globals || !m[i].globals_end)
      continue;
    for (const uint64_t *e = m[i].globals; e + 3 <= m[i].globals_end; e += 3)
      if (e[0])
        trace(e[0] + 16);
  }
}

// Runs with every register of the caller spilled below sp; the world is
// stopped.
static void collect_stopped(uint64_t sp) {
  uint64_t started = rt_now_ns();
  gc_allocated_total += heap_allocated_since_gc;
  heap_clear_marks();
  scan_threads(sp);
  scan_globals();
  rt_for_each_mapping(trace);
  for (uint64_t i = 0; i < npins; i++)
    visit_conservative(pins[i]);
  drain();
  uint64_t live = heap_sweep();
  trigger = live > MIN_TRIGGER ? live : MIN_TRIGGER;
  gc_collections++;
  gc_time_ns += rt_now_ns() - started;
  if (mark_cap > 65536) {
    free(mark_stack);
    mark_stack = NULL;
    mark_cap = 0;
  }
}

// ctx non-null: collect only if still due once the world is stopped (two
// threads may find a collection due at once; the second need not run it).
static void collect_from(uint64_t sp, void *only_if_due) {
  rt_stop_world();
  if (!only_if_due || heap_allocated_since_gc >= trigger)
    collect_stopped(sp);
  rt_start_world();
}

void gc_collect(void) {
  if (!rt_initialized)
    rt_init();
  rt_spill_and_call(collect_from, NULL);
}

void gc_maybe_collect(void) {
  if (heap_allocated_since_gc >= trigger) {
    rt_spill_and_call(collect_from, &trigger);
  } else if (gc_every && __atomic_add_fetch(&every_left, 1, __ATOMIC_RELAXED) >= gc_every) {
    every_left = 0;
    gc_collect();
  }
}

// The poll found sc.rt.gc_pending set: park while a stop is in progress,
// run the safe handlers of arrived signals, and collect when asked to.
// The flag is cleared first, so a later raise is never lost; a stopper
// raises it again until every thread has parked.
void rt_safepoint_slow(void) {
  __atomic_store_n(&rt_gc_pending, 0, __ATOMIC_SEQ_CST);
  if (rt_stop_is_requested())
    rt_park();
  signals_run_pending();
  if (__atomic_exchange_n(&rt_gc_requested, 0, __ATOMIC_SEQ_CST))
    gc_collect();
}

// The allocation helper of compiled code and of every entry point:
// collects when due, returns NULL only when memory is exhausted.
void *gc_alloc(uint64_t size, uint64_t align, uint64_t tags) {
  if (!rt_initialized)
    rt_init();
  gc_maybe_collect();
  void *p = heap_alloc(size, align ? align : 1, tags);
  if (!p) {
    gc_collect();
    p = heap_alloc(size, align ? align : 1, tags);
  }
  return p;
}

void *rt_alloc(uint64_t size, uint64_t align, uint64_t kind) {
  void *p = gc_alloc(size, align, (kind & 3) << KIND_SHIFT);
  if (!p)
    rt_fatal("out of memory");
  return p;
}
