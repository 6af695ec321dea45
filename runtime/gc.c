// gc.c — mark-sweep over the heap of heap.c, in cycles that mark while
// the program runs (docs/threads.md, "A collection"):
//   start: the thread that found a collection due stops the world (thread.c's
//     rt_stop_world: every other thread parked at a safepoint or in a
//     blocking call, its registers spilled on its stack), scans the roots,
//     turns on the barrier (sc.rt.marking) and black allocation, and lets
//     the world go on;
//   mark: a helper thread of the runtime (the marker) traces from the
//     roots while the program runs; every capability stored meanwhile is
//     shaded by the barrier (compiled code's, and the runtime's own
//     writers' through rt_shade), so the marker sees it too;
//   end: the marker stops the world, scans the stacks, registers and
//     thread records again (stores there have no barrier), marks what
//     they reach, sweeps, and lets the world go on.
// gc_collect (the runtime's tests, an allocation that found no memory)
// still collects with the world stopped from start to end.
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
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MIN_TRIGGER ((uint64_t)16 << 20)

int32_t rt_gc_pending;
// A cycle is marking: stores of capabilities shade their objects.
int32_t rt_marking __asm__("sc.rt.marking");
// A cycle is between its start and its end (futex word: the marker and
// the threads waiting for the end sleep on it).
static int32_t cycle_active;
static uint64_t cycle_started_ns;
// A collection asked for at the next poll (the runtime's tests ask this way).
int32_t rt_gc_requested __asm__("sc.rt.gc_requested");
uint64_t gc_collections;
uint64_t gc_every;
bool gc_concurrent = true;
uint64_t gc_time_ns;
uint64_t gc_allocated_total;

// A mark stack: each marking thread drains its own (ms).  main_stack holds
// the roots and is the one a collection with the world stopped uses, and
// the lead marker's; a helper marker has its own.
// A line of its own: a marker changes `len` at every step, and the
// program reads the collector's other globals at every allocation.
// `lock` is a spin lock, for the two stacks markers share (below).
typedef struct {
  _Alignas(64) uint64_t *entries;
  uint64_t len, cap;
  int lock;
} MarkStack;

static void take_lock(MarkStack *s) { rt_spin_lock(&s->lock); }
static void drop_lock(MarkStack *s) { rt_spin_unlock(&s->lock); }
static MarkStack main_stack;
static _Thread_local MarkStack *ms;
static uint64_t *pins;
static uint64_t npins, pins_cap;
// The allocation budget between collections: max(live bytes, 16 MiB).  A
// cycle starts at three quarters of it, so that what the program
// allocates while it marks (black: kept by this cycle) does not push the
// heap far past what a whole stop at the budget would let it reach; a
// thread that reaches five quarters waits for the cycle's end.
static uint64_t trigger = MIN_TRIGGER;

static uint64_t start_at(void) { return trigger / 4 * 3; }
static uint64_t wait_at(void) { return trigger / 4 * 5; }
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
  if (ms->len == ms->cap)
    grow(&ms->entries, &ms->cap);
  ms->entries[ms->len++] = obj;
}

// Objects the barrier shaded (marked, not yet traced), for the marker to
// take onto its mark stack.  Any thread adds, under its lock, held for a
// few instructions.
static MarkStack gray;

static void push_gray(uint64_t obj) {
  take_lock(&gray);
  if (gray.len == gray.cap)
    grow(&gray.entries, &gray.cap);
  gray.entries[gray.len++] = obj;
  drop_lock(&gray);
}

// Moves the shaded objects onto the mark stack; false if there were none.
static bool take_gray(void) {
  if (!__atomic_load_n(&gray.len, __ATOMIC_RELAXED))
    return false;
  take_lock(&gray);
  uint64_t n = gray.len;
  for (uint64_t i = 0; i < n; i++)
    push(gray.entries[i]);
  gray.len = 0;
  drop_lock(&gray);
  return n > 0;
}

// Marking in parallel (docs/threads.md, step 6): markers out of work take
// entries from `pool`, which a busy marker fills with half its stack when
// it sees one idle.  Its lock is held for a copy.
static MarkStack pool;

// Moves the bottom half of this marker's stack to the pool (the top,
// where its work goes on, stays).
static void share_half(void) {
  uint64_t n = ms->len / 2;
  take_lock(&pool);
  for (uint64_t i = 0; i < n; i++) {
    if (pool.len == pool.cap)
      grow(&pool.entries, &pool.cap);
    pool.entries[pool.len++] = ms->entries[i];
  }
  drop_lock(&pool);
  memmove(ms->entries, ms->entries + n, (ms->len - n) * sizeof(uint64_t));
  ms->len -= n;
}

// Takes up to 256 entries from the pool; false if it was empty.
static bool take_pool(void) {
  if (!__atomic_load_n(&pool.len, __ATOMIC_RELAXED))
    return false;
  take_lock(&pool);
  uint64_t n = pool.len < 256 ? pool.len : 256;
  for (uint64_t i = 0; i < n; i++)
    push(pool.entries[--pool.len]);
  drop_lock(&pool);
  return n > 0;
}

// The barrier: while a cycle marks, the object a capability stored into
// memory names is marked, and traced later by the marker if it was not
// marked yet.  A freed object is kept too (not traced): the slot that now
// names it is redirected to the freed singleton by a later cycle, not
// left naming a reclaimed cell.  Called by compiled code after a
// capability's store (sc.rt.shade) and by the runtime's own writers.
void rt_shade(uint64_t cap) {
  if (!cap || !__atomic_load_n(&rt_marking, __ATOMIC_RELAXED) || !heap_contains(cap))
    return;
  bool freed;
  if (heap_mark_object(cap, &freed) != 1)
    return;
  if (freed)
    heap_mark(cap);
  else
    push_gray(cap);
}

// The capabilities of n words just copied into an aux array.
void rt_shade_words(const uint64_t *caps, uint64_t n) {
  if (!__atomic_load_n(&rt_marking, __ATOMIC_RELAXED))
    return;
  for (uint64_t i = 0; i < n; i++)
    rt_shade(caps[i]);
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
// While the program runs, a thread may store into the slot at the same
// time: the redirect is a compare-and-swap, so that store is never undone.
static void visit_slot(uint64_t *slot) {
  uint64_t c = __atomic_load_n(slot, __ATOMIC_RELAXED);
  if (!c || !heap_contains(c))
    return;
  bool freed;
  int r = heap_mark_object(c, &freed);
  if (r == 1) {
    if (freed)
      __atomic_compare_exchange_n(slot, &c, FREED_CAP, false, __ATOMIC_RELAXED,
                                  __ATOMIC_RELAXED);
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

static void share_half(void);
static int32_t idle_markers;  // markers out of work, hoping for some

// Empties the mark stack through the prefetch FIFO; every 256 entries,
// gives half of it away when another marker is out of work.
static void drain_stack(void) {
  uint64_t fifo[PREFETCH_DEPTH];
  unsigned first = 0, count = 0, since_share = 0;
  for (;;) {
    if (++since_share == 256) {
      since_share = 0;
      if (__atomic_load_n(&idle_markers, __ATOMIC_RELAXED) && ms->len > 64)
        share_half();
    }
    if (ms->len > 0 && count < PREFETCH_DEPTH) {
      uint64_t e = ms->entries[--ms->len];
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

// Empties the mark stack, the shaded objects and the pool, until all
// stay empty.
static void drain(void) {
  do
    drain_stack();
  while (take_gray() || take_pool());
}

static void scan_range(uint64_t from, uint64_t to) {
  for (uint64_t a = from & ~(uint64_t)7; a + 8 <= to; a += 8)
    visit_conservative(*(uint64_t *)(uintptr_t)a);
}

// Every thread's stack (the collecting thread's from sp, the others'
// from where they parked) and static TLS block, and the roots their
// records hold.  sp is 0 when the marker collects: it is no safe thread,
// and every safe thread is parked.
static void scan_threads(uint64_t sp) {
  Thread *me = sp ? rt_self() : NULL;
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
  if (sp && !me)  // not a registered thread (never happens after rt_init)
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

// The roots every collection starts from: stacks, registers, TLS blocks
// and thread records (sp: see scan_threads), globals, mappings, pins.
static void scan_roots(uint64_t sp) {
  scan_threads(sp);
  scan_globals();
  rt_for_each_mapping(trace);
  for (uint64_t i = 0; i < npins; i++)
    visit_conservative(pins[i]);
}

// The end of every collection, with the world stopped and everything
// reachable marked: frees the rest and sets the next trigger.
static void sweep_and_account(uint64_t started) {
  gc_allocated_total += heap_allocated_since_gc;
  uint64_t live = heap_sweep();
  trigger = live > MIN_TRIGGER ? live : MIN_TRIGGER;
  gc_collections++;
  gc_time_ns += rt_now_ns() - started;
  if (main_stack.cap > 65536) {
    free(main_stack.entries);
    main_stack.entries = NULL;
    main_stack.cap = 0;
  }
}

static void wait_cycle_op(void *unused) {
  (void)unused;
  while (__atomic_load_n(&cycle_active, __ATOMIC_ACQUIRE))
    rt_futex_wait(&cycle_active, 1, NULL);
}

// Waits, parked, until no cycle is in progress.
static void wait_for_cycle_end(void) {
  if (__atomic_load_n(&cycle_active, __ATOMIC_ACQUIRE))
    rt_blocking(wait_cycle_op, NULL);
}

// ---- the marker: a helper thread of the runtime, no safe thread ----

static bool marker_started;

// The end of a cycle: the stacks, registers and records again (a store
// there has no barrier), what they reach, then the sweep.  Every safe
// thread is parked, so nothing is shaded meanwhile.
static void finish_cycle(void) {
  rt_stop_world();
  scan_threads(0);
  drain();
  __atomic_store_n(&rt_marking, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&heap_allocate_black, false, __ATOMIC_RELAXED);
  sweep_and_account(cycle_started_ns);
  __atomic_store_n(&cycle_active, 0, __ATOMIC_RELEASE);
  rt_start_world();
  rt_futex_wake_all(&cycle_active);
}

// Markers between their start and running out of work (with the pool
// empty), for the termination of marking in parallel.
static int32_t working;
static int nhelpers;            // helper markers running (gc_markers - 1)
static int32_t helper_epoch;    // futex word: bumped to send the helpers marking
static int32_t helpers_done;    // helpers that ran out of work this cycle
static bool helpers_started;

static bool other_work_waits(void) {
  return __atomic_load_n(&pool.len, __ATOMIC_RELAXED) || __atomic_load_n(&gray.len, __ATOMIC_RELAXED);
}

// One marker's part of marking while the program runs: its own stack,
// then the pool and what the barrier shaded, until every marker is out
// of work.  `working` counts the markers that may still hold entries: a
// marker leaves it only with an empty stack after finding the pool empty,
// and only a working marker fills the pool, so when it reaches 0 the
// pool is empty and marking is over (what the barrier shades later is
// the end's: finish_cycle).
static void mark_in_parallel(void) {
  for (;;) {
    drain_stack();
    if (take_pool() || take_gray())
      continue;
    __atomic_add_fetch(&idle_markers, 1, __ATOMIC_SEQ_CST);
    __atomic_sub_fetch(&working, 1, __ATOMIC_SEQ_CST);
    bool more = false;
    while (!more && __atomic_load_n(&working, __ATOMIC_SEQ_CST) > 0) {
      if (other_work_waits()) {
        __atomic_add_fetch(&working, 1, __ATOMIC_SEQ_CST);
        more = take_pool() || take_gray();
        if (!more)
          __atomic_sub_fetch(&working, 1, __ATOMIC_SEQ_CST);
      } else {
        sched_yield();
      }
    }
    __atomic_sub_fetch(&idle_markers, 1, __ATOMIC_SEQ_CST);
    if (!more)
      return;
  }
}

static void block_signals(void) {
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, NULL);
}

static void *helper_main(void *unused) {
  (void)unused;
  block_signals();
  MarkStack own = {0};
  ms = &own;
  int32_t seen = 0;
  for (;;) {
    while (__atomic_load_n(&helper_epoch, __ATOMIC_ACQUIRE) == seen)
      rt_futex_wait(&helper_epoch, seen, NULL);
    seen = __atomic_load_n(&helper_epoch, __ATOMIC_ACQUIRE);
    mark_in_parallel();
    __atomic_add_fetch(&helpers_done, 1, __ATOMIC_RELEASE);
  }
  return NULL;
}

// SAFECC_OPTIONS gc_markers=N (0: the default, half the processors, at
// most 4 and at least 1): how many threads mark while the program runs.
uint64_t gc_markers;

static void start_helpers(void) {
  if (helpers_started)
    return;
  helpers_started = true;
  long cpus = sysconf(_SC_NPROCESSORS_ONLN);
  long want = gc_markers ? (long)gc_markers : cpus / 2;
  if (want > 4 && !gc_markers)
    want = 4;
  for (long i = 1; i < want && i < 16; i++) {
    pthread_t t;
    if (pthread_create(&t, NULL, helper_main, NULL) != 0)
      break;
    pthread_detach(t);
    nhelpers++;
  }
}

// The lead marker: waits for a cycle, marks with the helpers while the
// program runs, waits until they are out of work, and ends the cycle.
static void *marker_main(void *unused) {
  (void)unused;
  block_signals();
  ms = &main_stack;
  start_helpers();
  for (;;) {
    while (!__atomic_load_n(&cycle_active, __ATOMIC_ACQUIRE))
      rt_futex_wait(&cycle_active, 0, NULL);
    __atomic_store_n(&helpers_done, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&working, 1 + nhelpers, __ATOMIC_SEQ_CST);
    if (nhelpers) {
      __atomic_add_fetch(&helper_epoch, 1, __ATOMIC_RELEASE);
      rt_futex_wake_all(&helper_epoch);
    }
    mark_in_parallel();
    while (__atomic_load_n(&helpers_done, __ATOMIC_ACQUIRE) < nhelpers)
      sched_yield();
    finish_cycle();
  }
  return NULL;
}

static void start_marker(void) {
  if (marker_started)
    return;
  pthread_t t;
  if (pthread_create(&t, NULL, marker_main, NULL) != 0)
    rt_fatal("cannot start the collector's marking thread");
  pthread_detach(t);
  marker_started = true;
}

// The start of a cycle (due_only: unless another thread started one, or
// collected, since this one found it due): the roots, then the barrier
// and black allocation on, with the world stopped.
static void start_cycle_from(uint64_t sp, void *due_only) {
  rt_stop_world();
  bool due = !due_only || heap_allocated_since_gc >= start_at();
  bool start = due && !__atomic_load_n(&cycle_active, __ATOMIC_ACQUIRE);
  if (start) {
    cycle_started_ns = rt_now_ns();
    heap_clear_marks(true);
    ms = &main_stack;
    scan_roots(sp);
    __atomic_store_n(&heap_allocate_black, true, __ATOMIC_RELAXED);
    __atomic_store_n(&rt_marking, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&cycle_active, 1, __ATOMIC_RELEASE);
    start_marker();
  }
  rt_start_world();
  if (start)
    rt_futex_wake_all(&cycle_active);
}

// A whole collection with the world stopped, once no cycle is in
// progress (due_only: unless another thread collected since this one
// found it due).
static void collect_from(uint64_t sp, void *due_only) {
  for (;;) {
    wait_for_cycle_end();
    rt_stop_world();
    if (!__atomic_load_n(&cycle_active, __ATOMIC_ACQUIRE))
      break;
    rt_start_world();
  }
  if (due_only && heap_allocated_since_gc < trigger) {
    rt_start_world();
    return;
  }
  uint64_t started = rt_now_ns();
  heap_clear_marks(false);
  ms = &main_stack;
  scan_roots(sp);
  drain();
  sweep_and_account(started);
  rt_start_world();
}

void gc_collect(void) {
  if (!rt_initialized)
    rt_init();
  rt_spill_and_call(collect_from, NULL);
}

// Is this the gc_every'th allocation since the last?
static bool every_nth_allocation(void) {
  if (!gc_every || __atomic_add_fetch(&every_left, 1, __ATOMIC_RELAXED) < gc_every)
    return false;
  every_left = 0;
  return true;
}

// At an allocation: a cycle starts when three quarters of the budget were
// allocated since the last one (or every gc_every allocations).  While
// one marks, a thread that finds five quarters allocated waits for its
// end, so that the program cannot outrun the marker without bound.
void gc_maybe_collect(void) {
  if (!gc_concurrent) {
    if (heap_allocated_since_gc >= trigger)
      rt_spill_and_call(collect_from, &trigger);
    else if (every_nth_allocation())
      gc_collect();
    return;
  }
  if (__atomic_load_n(&cycle_active, __ATOMIC_RELAXED)) {
    if (heap_allocated_since_gc >= wait_at())
      wait_for_cycle_end();
    return;
  }
  if (heap_allocated_since_gc >= start_at())
    rt_spill_and_call(start_cycle_from, &trigger);
  else if (every_nth_allocation())
    rt_spill_and_call(start_cycle_from, NULL);
}

// In a child of fork: the marker did not come along, so a cycle in
// progress is dropped (the next one clears its marks first).
void gc_after_fork_child(void) {
  marker_started = false;
  helpers_started = false;
  nhelpers = 0;
  pool.lock = 0;
  pool.len = 0;
  idle_markers = 0;
  gray.lock = 0;
  gray.len = 0;
  main_stack.len = 0;
  rt_marking = 0;
  heap_allocate_black = false;
  cycle_active = 0;
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
