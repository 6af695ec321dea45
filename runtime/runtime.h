// runtime.h — the safe-mode runtime's internal interface (host C, unsafe
// world).  docs/safe-mode.md is the binary contract; this file names its
// layouts in C and declares what the runtime's modules offer each other.
#ifndef SAFECC_RUNTIME_H
#define SAFECC_RUNTIME_H

#define _GNU_SOURCE
#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <time.h>

// ---- Objects (docs/safe-mode.md "Objects") ----

// The 16-byte header right before every payload.
typedef struct {
  uint64_t size;  // exact payload size in bytes
  uint64_t aux;   // aux array address | tag bits
} ObjHeader;

#define TAG_FREED     1u
#define TAG_READONLY  2u
#define TAG_FUNCTION  4u
#define TAG_BITS      31u
#define KIND_SHIFT    3
#define KIND_HEAP     0u
#define KIND_STACK    1u
#define KIND_GLOBAL   2u
#define KIND_LITERAL  3u

#define HEADER(cap)    ((ObjHeader *)((char *)(cap) - 16))
#define AUX_ARRAY(aux) ((uint64_t *)(uintptr_t)((aux) & ~(uint64_t)TAG_BITS))
#define AUX_KIND(aux)  (((aux) >> KIND_SHIFT) & 3u)

// A value word plus its capability: how entry points return results
// (in %rax:%rdx, which the assembly shim turns into %rax/%r12).
typedef struct {
  uint64_t value;
  uint64_t cap;
} SafeRet;

// A compiler-emitted access site (docs/safe-mode.md "The check").
typedef struct {
  const char *file;
  uint32_t line;     // past INT_MAX after "#line 2147483647"
  int32_t col;
  int64_t size;
  int32_t is_write;
  int32_t pad;
} SiteInfo;

// Index of the lowest set bit of x (x != 0), without compiler builtins so
// that safecc -funsafe can build the runtime too.
static inline int ctz64(uint64_t x) {
  static const uint8_t debruijn_index[64] = {
    0, 1, 48, 2, 57, 49, 28, 3, 61, 58, 50, 42, 38, 29, 17, 4,
    62, 55, 59, 36, 53, 51, 43, 22, 45, 39, 33, 30, 24, 18, 12, 5,
    63, 47, 56, 27, 60, 41, 37, 16, 54, 35, 52, 21, 44, 32, 23, 11,
    46, 26, 40, 15, 34, 20, 31, 10, 25, 14, 19, 9, 13, 8, 7, 6};
  return debruijn_index[((x & -x) * 0x03f79d71b4cb0a89ull) >> 58];
}

// The number of set bits of x (the usual SWAR sum of bit fields).
static inline int popcount64(uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (int)((x * 0x0101010101010101ull) >> 56);
}

// ---- heap.c: blocks, size classes, cells ----
void heap_init(void);
void *heap_alloc(uint64_t size, uint64_t align, uint64_t tags);
uint64_t *heap_alloc_aux(uint64_t nwords);
bool heap_contains(uint64_t addr);
// The payload start of the live cell containing addr (interior addresses
// allowed), or 0; *is_aux tells aux-array cells apart.
uint64_t heap_find_cell(uint64_t addr, bool *is_aux);
// addr if it is exactly the payload start of an allocated object cell, else 0.
uint64_t heap_object_at(uint64_t addr);
uint64_t heap_cell_bytes(uint64_t addr);
int heap_mark_object(uint64_t addr, bool *freed);  // bytes from addr to its cell's end
// Mark bits: heap_mark returns true if the cell was not yet marked.
bool heap_mark(uint64_t cell_addr);
void heap_clear_marks(bool note_free);  // note_free: a marking cycle starts
extern bool heap_allocate_black;  // a cycle marks: cells allocated now survive its sweep
uint64_t heap_sweep(void);  // frees unmarked cells, returns live bytes
extern uint64_t heap_allocated_since_gc;  // bytes of cells taken since the last sweep
uint64_t heap_footprint(void);

// ---- gc.c ----
void gc_maybe_collect(void);
void gc_collect(void);
// The barrier (gc.c): while a cycle marks, the object a stored capability
// names is shaded; compiled code calls it after a capability's store.
void rt_shade(uint64_t cap) __asm__("sc.rt.shade");
void rt_shade_words(const uint64_t *caps, uint64_t n);  // n capabilities just copied
void gc_after_fork_child(void);
void gc_pin(uint64_t cap);  // a runtime-internal root, kept forever
void *gc_alloc(uint64_t size, uint64_t align, uint64_t tags);  // NULL when out of memory
extern uint64_t gc_collections;
extern uint64_t gc_every;            // SAFECC_OPTIONS gc_every (or SAFECC_GC_EVERY)
extern bool gc_concurrent;           // SAFECC_OPTIONS gc_concurrent (default true)
extern uint64_t gc_markers;          // SAFECC_OPTIONS gc_markers (0: half the processors, 1 to 4)
extern uint64_t gc_time_ns;          // spent collecting, over the run
extern uint64_t gc_allocated_total;  // bytes of cells taken before the last sweep

// ---- options.c ----
extern bool rt_gc_stats;       // gc_stats=1
extern int rt_core_on_trap;    // core=0|1, -1 without the option
// report=line|full|json: a safety error's report after its first line:
// nothing, the backtrace and sites as text (the default), or as JSON.
enum { REPORT_FULL, REPORT_LINE, REPORT_JSON };
extern int rt_report_style;
void rt_read_options(void);
void rt_set_core_limit(void);
// init.c: "safecc runtime: <what>" on stderr, then abort.
_Noreturn void rt_fatal(const char *what);

// ---- modules.c: the executable and the safe shared libraries ----
typedef struct {
  const uint64_t *globals, *globals_end; // sc_globals: (header, size, tags)
  const int64_t *tls, *tls_end;          // sc_tls
  const uint64_t *init, *init_end;       // sc_init_array
  const uint64_t *fini, *fini_end;       // sc_fini_array
} RtModule;
void rt_register_module(const RtModule *m);
// init.c: the headers of a module's zero-initialised globals.
void rt_fill_global_headers(const uint64_t *e, const uint64_t *end);
// ctors.c: a module's safe constructors.
void rt_run_module_constructors(const RtModule *m);
int rt_modules(const RtModule **out);

// ---- symbolize.c: code addresses as functions and source lines ----
typedef struct {
  const char *function; // its symbol (sc.<name> for safe code)
  uint64_t offset;      // of the address in it
  const char *file;     // NULL without a line table there (no -g)
  unsigned line;
} RtCodePlace;
bool rt_symbolize(uint64_t pc, RtCodePlace *out);

// ---- sites.c: allocation and free sites (SAFECC_OPTIONS=sites=1) ----
enum { SITE_FRAMES = 4 };
extern bool rt_record_sites;
int rt_collect_frames(uint64_t fp, uint64_t *pcs, int max);
void *sites_alloc(uint64_t size, uint64_t align, const uint64_t *words);
void sites_note_free(uint64_t cap, const uint64_t *words);
bool sites_of(uint64_t cap, uint64_t *allocated, uint64_t *freed);
void rt_print_gc_stats(void);
extern int32_t rt_gc_pending __asm__("sc.rt.gc_pending");

// ---- aux.c: capabilities in memory ----
void rt_store_cap(void *cap, void *addr, void *newcap) __asm__("sc.rt.store_cap");
void rt_copy_caps(void *dst, void *dstcap, const void *src, void *srccap,
                  uint64_t n) __asm__("sc.rt.copy_caps");
void *rt_va_pack(const uint64_t *values, const uint64_t *caps, uint64_t n)
    __asm__("sc.rt.va_pack");
uint64_t aux_load_cap(uint64_t cap, uint64_t addr);
uint64_t *aux_slot(uint64_t cap, uint64_t addr, bool create);

// ---- atomic.c: atomic operations on pointers in memory ----
// Each keeps a pointer's address and capability together: a racing
// atomic load sees the old pair or the new one, never a mix.  Called by
// compiled code with the host ABI (like sc.rt.store_cap): obj is the
// pointer word, objcap the capability of its object, both checked.
SafeRet rt_atomic_load_ptr(const uint64_t *obj, uint64_t objcap) __asm__("sc.rt.atomic_load_ptr");
SafeRet rt_atomic_exchange_ptr(uint64_t *obj, uint64_t objcap, uint64_t value, uint64_t cap)
    __asm__("sc.rt.atomic_exchange_ptr");
uint64_t rt_atomic_cas_ptr(uint64_t *obj, uint64_t objcap, uint64_t *expected,
                           uint64_t expectedcap, uint64_t desired, uint64_t desiredcap)
    __asm__("sc.rt.atomic_cas_ptr");
SafeRet rt_atomic_fetch_add_ptr(uint64_t *obj, uint64_t objcap, uint64_t delta)
    __asm__("sc.rt.atomic_fetch_add_ptr");
void aux_clear_caps(uint64_t cap, uint64_t addr, uint64_t n);
extern ObjHeader rt_freed_object[2];  // header + 16 bytes; cap = &[1]
#define FREED_CAP ((uint64_t)(uintptr_t)&rt_freed_object[1])

// ---- check.c / trap.c ----
_Noreturn void rt_trap_access(const SiteInfo *site, uint64_t addr, uint64_t cap)
    __asm__("sc.rt.trap_access");
_Noreturn void rt_trap_call(const SiteInfo *site, uint64_t addr, uint64_t cap)
    __asm__("sc.rt.trap_call");
_Noreturn void trap_report(const char *kind, const char *detail, const char *where);
// The report that follows is about object cap (its allocation and free
// sites are shown when they were recorded).
void trap_about(uint64_t cap);
void *rt_use_alt_stack(void);      // this thread's signal stack (trap.c)
void rt_drop_alt_stack(void *stack);
void rt_install_fault_handler(void);
bool rt_signal_ignored(int sig);  // signal.c: the program set SIG_IGN
_Noreturn void trap_bad_access(const char *where, uint64_t addr, uint64_t cap,
                               uint64_t n, bool is_write);
// The check of docs/safe-mode.md; on failure a trap naming `where`
// (check.c).  Returns addr as a pointer.  Inline: memcpy runs it twice
// per call, and qsort calls memcpy for every element it moves.
_Noreturn void check_access_failed(uint64_t addr, uint64_t cap, uint64_t n, bool is_write,
                                   const char *where);
static inline void *check_access(uint64_t addr, uint64_t cap, uint64_t n, bool is_write,
                                 const char *where) {
  if (n == 0)
    return (void *)(uintptr_t)addr;
  if (cap) {
    ObjHeader *h = HEADER(cap);
    if (addr >= cap && addr - cap <= h->size && n <= h->size - (addr - cap) &&
        !(is_write && (h->aux & TAG_READONLY)))
      return (void *)(uintptr_t)addr;
  }
  check_access_failed(addr, cap, n, is_write, where);
}
// The NUL-terminated string at addr, checked against cap.
const char *check_string(uint64_t addr, uint64_t cap, const char *where);

// ---- entry_mmap.c ----
bool rt_is_mapping(uint64_t cap);  // made by mmap (live or unmapped)
void rt_for_each_mapping(void (*visit)(uint64_t cap));  // the live ones

// ---- signal.c ----
bool signals_run_pending(void);  // true if a safe handler ran
void signals_after_fork_child(void);

// ---- signal_queue.c: arrivals whose safe handler has not run ----
#define SIGQ_SIGNALS 65  // signals 1 to 64
void sigq_record(int sig, const siginfo_t *si);  // from the host handler
bool sigq_pending(int sig);                      // a hint, without the lock
bool sigq_take(int sig, siginfo_t *out);         // the first arrival this thread may take
bool sigq_pending_here(int sig);                 // one this thread may take waits
bool sigq_reserved_elsewhere(void);              // one only another thread may take waits
void sigq_forget_all(void);                      // in a child of fork

// ---- thread.c / pthread.c ----
typedef struct Thread Thread;
struct Thread {
  Thread *next;
  uint64_t id;
  uint64_t stack_hi;   // top of its stack
  uint64_t tp;         // thread pointer: its static TLS block lies below
  uint64_t saved_sp;   // while parked: its registers are spilled above
  int32_t state;       // T_PARKED or T_RUNNING (thread.c), changed atomically
  bool running;        // registered to run safe code: its stack is a root
  bool done, detached;
  // Roots held for the thread (scanned conservatively by the collector).
  uint64_t fn, fncap, arg, argcap, result, resultcap, keys, errno_obj;
  jmp_buf exit_jmp;    // pthread_exit unwinds to the thread's start
  // Threads made by rt_pthread_create: the host thread and the stack the
  // runtime gave it (its static TLS block lies at the top).
  pthread_t host;
  void *stack;
  size_t stack_size;
};
extern Thread *rt_threads;
Thread *rt_self(void);
uint64_t rt_now_ns(void);
uint64_t rt_current_stack_top(void);
void rt_threads_init(void);
void rt_threads_after_fork_child(void);
void rt_add_thread(Thread *t);
void rt_register_thread(Thread *t);
void rt_unregister_thread(Thread *t);
void rt_forget_thread(Thread *t);
void rt_unlink_thread(Thread *t);
void rt_pthread_after_fork_child(void);
void rt_tls_end(uint64_t tp);
uint64_t rt_tls_low(uint64_t tp);
Thread *rt_find_thread(uint64_t id);
void rt_stop_world(void);   // every other safe thread parked, until rt_start_world
void rt_futex_wait(int32_t *word, int32_t expected, const struct timespec *timeout);
void rt_futex_wake_all(int32_t *word);
// Stops of the world (thread.c): their time in all, the longest, how many;
// each counted from the stop's request to its end.
extern uint64_t rt_stopped_ns, rt_longest_stop_ns, rt_stops;
void rt_start_world(void);
bool rt_stop_is_requested(void);
void rt_park(void);         // parked until the stop in progress ends
void rt_lock_threads(void); // the thread list, outside a stop
void rt_unlock_threads(void);
void rt_event(void);
uint64_t rt_event_seq_now(void);
bool rt_wait_event(uint64_t seen, const struct timespec *deadline);
void rt_blocking(void (*op)(void *), void *ctx);
void rt_yield(void);
long rt_blocking_syscall(long nr, long a0, long a1, long a2, long a3);
long rt_blocking_syscall6(long nr, long a0, long a1, long a2, long a3, long a4, long a5);
void rt_thread_exit_keys(Thread *t);
// Traps unless f with capability cap is a function's entry (fn: the
// entry point that calls it, for the report).
void check_function(uint64_t f, uint64_t cap, const char *fn);

// ---- entry_proc.c ----
void rt_set_errno(int e);
SafeRet rt_result(int64_t v);  // v, with errno saved when it is negative
SafeRet rt_fail(int e);        // -1 with errno e

// ---- init.c / start.c ----
void rt_init(void);
extern bool rt_initialized;
extern uint64_t rt_stack_top;  // highest address of the main thread's stack
extern uint64_t rt_tls_size;   // bytes of the executable's static TLS block
void *rt_alloc(uint64_t size, uint64_t align, uint64_t kind) __asm__("sc.rt.alloc");
void rt_safepoint_slow(void);
void run_constructors(void);  // ctors.c

// ---- x86_64.s ----
SafeRet sc_call(const void *fn, const uint64_t *values, const uint64_t *caps,
                uint64_t n);
void rt_spill_and_call(void (*fn)(uint64_t sp, void *ctx), void *ctx);
const uint64_t *rt_globals_start(void);
const uint64_t *rt_globals_end(void);
// The sc_tls table: for each thread-local with a static aux array, the
// offset of its header from the thread pointer (docs/safe-mode.md).
const int64_t *rt_tls_table_start(void);
const int64_t *rt_tls_table_end(void);
void rt_tls_private_aux(uint64_t tp);
void *rt_libc_exit(void);        // the safe libc's sc.exit, or 0
void *rt_libc_start_init(void);  // sc.__libc_start_init, or 0
int32_t *rt_libc_errno(void);    // sc.errno, or 0
const uint64_t *rt_init_array_start(void);  // sc_init_array (constructors), or 0
const uint64_t *rt_init_array_end(void);
const uint64_t *rt_fini_array_start(void);  // sc_fini_array (destructors), or 0
const uint64_t *rt_fini_array_end(void);
// Atomic compare-and-swap; returns the value found at *p.
uint64_t rt_cas64(uint64_t *p, uint64_t expected, uint64_t desired);
uint64_t rt_thread_pointer(void);  // %fs:0; the static TLS block lies below it
void rt_cpu_relax(void);           // `pause`: a spin-wait loop's hint to the CPU

// A spin lock for a few instructions of the runtime's C (atomic.c's
// stripes, gc.c's shared mark stacks, signal_queue.c).  Test and
// test-and-set: a waiter reads the line it shares with the holder until
// the lock looks free, rather than writing it again and again.
static inline void rt_spin_lock(int *lock) {
  while (__atomic_exchange_n(lock, 1, __ATOMIC_ACQUIRE))
    while (__atomic_load_n(lock, __ATOMIC_RELAXED))
      rt_cpu_relax();
}

static inline void rt_spin_unlock(int *lock) { __atomic_store_n(lock, 0, __ATOMIC_RELEASE); }

// Argument access inside entry points `SafeRet rt_<name>(words, n)`.
#define ARG(i) ((i) < n ? words[i] : 0)
#define CAP(i) ((i) < n ? words[n + (i)] : 0)

#endif
