// fuzz_threads.c — the runtime fuzzer across threads.  Several workers,
// started through the runtime's pthread_create entry point exactly as a
// safe program starts them, run random malloc/calloc/realloc/free, pointer
// stores and loads, integer stores, memcpy/memmove/memset, pthread keys,
// errno, signals and forced collections, on their own objects and on
// objects shared through a root table guarded by a runtime mutex.  One
// model of every reachable object (fuzz_model.h: bytes and capabilities)
// checks them all.
//
// Threads: main starts workers 0 and 1; worker i starts worker i + 2 at
// one of its ops, so threads made by threads make threads.  A worker is
// joinable (joined by its creator, which puts the result in its roots),
// created detached, or detached by its creator later (perhaps after it
// ended).
//
// What the collector must find in other threads: each worker's root table
// and its pointer "locals" live only on its own stack; a new object only
// in one of its registers while it is parked; its pthread_setspecific
// value and errno object only in its thread record; a finished worker's
// table only in its result (returned, or passed to pthread_exit) until
// pthread_join (and nowhere once it is detached); a new worker's start
// argument only in its thread record until it runs; the globals object
// only in the start arguments and main's frame.
//
// Signals: a safe handler for SIGUSR1 and SIGUSR2 runs when a worker
// raises one, when one sends kill(getpid()), and in free runs when the
// watching parent sends SIGUSR2 at random moments; the runtime runs it at
// the next safepoint, where it allocates, frees and moves pointers
// between its own table and the interrupted worker's.
//
// Any lost or damaged object, false trap or missed trap is a failure.
// Bad operations run in a child made by the runtime's fork entry point
// (the other threads are parked, so the child needs nothing they hold)
// and reaped with its waitpid, during which the others run.  Walks from a
// worker's own roots may reach objects it shared, without the mutex: a
// data race in C, but none under the model's lock (below).
//
//   usage: fuzz_threads SEED OPS_PER_THREAD [THREADS [lockstep]]
// lockstep: the workers take turns, handed on with a runtime condition
// variable to a worker the seed chooses, so a seed is one exact
// interleaving (the trace hash printed at the end is the same on every
// run; main's joins and detaches run beside the turns and are not in it).
// Otherwise they interleave at their blocking calls (sched_yield, mutex,
// join and waitpid waits), where they give up the model's lock, and only
// each worker's own choices follow the seed.
#include "fuzz_model.h"
#include <limits.h>
#include <signal.h>
#include <sys/mman.h>

extern char sc_pthread_create[] __asm__("sc.pthread_create");
extern char sc_pthread_join[] __asm__("sc.pthread_join");
extern char sc_pthread_mutex_lock[] __asm__("sc.pthread_mutex_lock");
extern char sc_pthread_mutex_unlock[] __asm__("sc.pthread_mutex_unlock");
extern char sc_pthread_cond_wait[] __asm__("sc.pthread_cond_wait");
extern char sc_pthread_cond_broadcast[] __asm__("sc.pthread_cond_broadcast");
extern char sc_pthread_key_create[] __asm__("sc.pthread_key_create");
extern char sc_pthread_setspecific[] __asm__("sc.pthread_setspecific");
extern char sc_pthread_getspecific[] __asm__("sc.pthread_getspecific");
extern char sc_sched_yield[] __asm__("sc.sched_yield");
extern char sc_pthread_exit[] __asm__("sc.pthread_exit");
extern char sc_errno_location[] __asm__("sc.__errno_location");
extern char sc_fork[] __asm__("sc.fork");
extern char sc_waitpid[] __asm__("sc.waitpid");
extern char sc_pthread_detach[] __asm__("sc.pthread_detach");
extern char sc_signal[] __asm__("sc.signal");
extern char sc_raise[] __asm__("sc.raise");
extern char sc_kill[] __asm__("sc.kill");
extern char sc_getpid[] __asm__("sc.getpid");

// The workers' start routine must be a safe-world function: a function
// object (tags READONLY|FUNCTION, kind global) whose entry takes the safe
// calling convention (%rsp -> W words then W capabilities, %r10 = W) and
// hands them to worker_body, whose SafeRet result leaves in %rax/%r12.
__asm__(
    "	.text\n"
    "	.type fuzz_thread_start, @function\n"
    "fuzz_thread_start:\n"
    "	push %rbp\n"
    "	mov %rsp, %rbp\n"
    "	lea 16(%rbp), %rdi\n"
    "	mov %r10, %rsi\n"
    "	call worker_body\n"
    "	mov %rdx, %r12\n"
    "	pop %rbp\n"
    "	ret\n"
    "	.section .data.rel.ro, \"aw\"\n"
    "	.balign 16\n"
    "	.quad 8, 22\n"
    "fuzz_thread_fo:\n"
    "	.quad fuzz_thread_start\n"
    "	.text\n");
extern char fuzz_thread_start[], fuzz_thread_fo[];

// The signal handler, a safe-world function like the start routine: its
// one argument (the signal number) goes to signal_body.
__asm__(
    "	.text\n"
    "	.type fuzz_signal_entry, @function\n"
    "fuzz_signal_entry:\n"
    "	push %rbp\n"
    "	mov %rsp, %rbp\n"
    "	lea 16(%rbp), %rdi\n"
    "	mov %r10, %rsi\n"
    "	call signal_body\n"
    "	xor %r12d, %r12d\n"
    "	pop %rbp\n"
    "	ret\n"
    "	.section .data.rel.ro, \"aw\"\n"
    "	.balign 16\n"
    "	.quad 8, 22\n"
    "fuzz_signal_fo:\n"
    "	.quad fuzz_signal_entry\n"
    "	.text\n");
extern char fuzz_signal_entry[], fuzz_signal_fo[];
void signal_body(const uint64_t *words, uint64_t n);

// uint64 hold_in_rbx_across(uint64 masked, uint64 key, fn): the pointer
// (masked ^ key) lives only in %rbx while fn runs: sc.sched_yield (called
// with the safe convention, no arguments), which lets the other workers
// run and collect, or gc_collect; it leaves masked again.  %r12 and %r13,
// which a safe call clobbers, are saved for the C caller.
__asm__(
    "	.text\n"
    "	.type hold_in_rbx_across, @function\n"
    "hold_in_rbx_across:\n"
    "	push %rbx\n"
    "	push %r12\n"
    "	push %r13\n"
    "	push %r14\n"
    "	sub $8, %rsp\n"
    "	mov %rsi, %r14\n"
    "	mov %rdi, %rbx\n"
    "	xor %rsi, %rbx\n"
    "	mov %rdx, %rax\n"
    "	xor %edi, %edi\n"
    "	xor %esi, %esi\n"
    "	xor %edx, %edx\n"
    "	xor %r10d, %r10d\n"
    "	call *%rax\n"
    "	mov %rbx, %rax\n"
    "	xor %r14, %rax\n"
    "	xor %ebx, %ebx\n"
    "	add $8, %rsp\n"
    "	pop %r14\n"
    "	pop %r13\n"
    "	pop %r12\n"
    "	pop %rbx\n"
    "	ret\n");
uint64_t hold_in_rbx_across(uint64_t masked, uint64_t key, const void *fn);
SafeRet worker_body(const uint64_t *words, uint64_t n);

#define NTABLE 64   // slots of each root table
#define NSTACK 8    // pointer locals on each worker's stack
#define MAXT 16
#define SHARED 0    // model id of the shared root table
#define RESULTS 1   // model id of main's table of joined results
#define SIGTAB 2    // model id of the signal handler's table
#define NGLOBALS 5  // words of the globals object

// A worker's life: created (by main or by another worker), running,
// done (its table then reachable only through its result, or through
// nothing once it is detached), joined.
enum { W_NEW, W_CREATED, W_RUNNING, W_DONE, W_JOINED };

// How a worker ends: joinable (joined by its creator), created detached
// (through a pthread_attr_t), or detached by its creator later.
enum { JOINABLE, DETACHED_AT_CREATE, DETACHED_LATER };

// What the model knows of one worker; `stack` points into its frame.
typedef struct {
  int index, state;
  int table;               // model id of its root table
  int stack_ids[NSTACK];
  volatile uint64_t (*stack)[2];  // its pointer locals: address, capability
  int held;                // model id of an object only its C code holds, or -1
  int key;                 // model id of its thread-specific value, or -1
  uint64_t key_value;      // and the address set with it
  uint64_t errno_cap;      // its errno object (0: not seen yet), kept only by its record
  int errno_value;
  uint64_t rng;
  long ops;
  int creator;             // the worker that creates it, or -1 for main
  long create_at;          // the creator's op at which it does
  int detach_mode;
  long detach_at;          // DETACHED_LATER: the creator's op that detaches it
  bool detached;
  uint64_t tid;
} Worker;

// Progress, in memory shared with the watching parent process.
typedef struct {
  long total_ops;
  int worker;
  long worker_op;
  int op;
  volatile int handlers_ready;  // the parent may send signals from now on
  long signals_sent;            // by the parent
} Progress;

static Worker workers[MAXT];
static int nthreads;
static long nops;
static bool lockstep;
static uint64_t seed;
static Progress *progress;
static _Thread_local Worker *me;
static _Thread_local bool shared_ok;  // this op holds the mutex: may use the shared table
static Ptr g_mutex, g_turn_mutex, g_cond, g_globals;
static uint32_t key;
static int turn;                      // lockstep: the worker whose turn it is
static uint64_t sched_rng;
static uint64_t trace_hash = 1469598103934665603u;
static long collections_checked, traps_checked, cross_thread_loads, yields, switches;
static long created_by_workers, joined_by_workers, detached_count, handler_runs, raises;
static long op_signal_runs;  // handler runs inside op_signal; the others came from outside
static bool in_handler;  // a signal handler runs: it draws from sig_rng
static uint64_t sig_rng;

static uint64_t xorshift(uint64_t *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}
// The running worker's stream, so that its choices follow the seed
// whatever the interleaving; a signal handler, which runs in whatever
// worker reached a safepoint, has its own.
static uint64_t rnd(void) { return xorshift(in_handler ? &sig_rng : &me->rng); }

static void trace(uint64_t v) {
  trace_hash ^= v;
  trace_hash *= 1099511628211u;
}

static _Noreturn void fail(const char *fmt, long a, long b) {
  fprintf(stderr, "fuzz_threads FAILED (seed %llu, %d threads, %s) after %ld ops in all, "
          "in worker %d at its op %ld: ", (unsigned long long)seed, nthreads,
          lockstep ? "lockstep" : "free", progress->total_ops, me ? me->index : -1,
          me ? me->ops : 0L);
  fprintf(stderr, fmt, a, b);
  fputc('\n', stderr);
  _exit(1);
}

// ---- the model's lock ----
// The runtime runs threads in parallel, but the model (fuzz_model.h) and
// this file's tables are plain host data.  The workers and main take
// turns at them under model_mu, held everywhere except inside the
// runtime's blocking calls (mutex and condition waits, sched_yield, join,
// waitpid: where a thread lets the others run and collect).  It is waited
// for parked (the runtime's rt_blocking), so a collection never waits for
// a thread that waits for it.  What the fuzzer checks of the runtime runs
// in parallel with the other threads' blocking calls and start-up.
static pthread_mutex_t model_mu = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local bool holding_model;

static void lock_op(void *m) { pthread_mutex_lock(m); }

static void model_lock(void) {
  if (pthread_mutex_trylock(&model_mu) != 0)
    rt_blocking(lock_op, &model_mu);
  holding_model = true;
}

static void model_unlock(void) {
  holding_model = false;
  pthread_mutex_unlock(&model_mu);
}

// A runtime call that may block, made without the model's lock.
static SafeRet blocking_call(const void *fn, int n, Ptr a0, Ptr a1, Ptr a2, Ptr a3) {
  model_unlock();
  SafeRet r = call(fn, n, a0, a1, a2, a3);
  model_lock();
  return r;
}

static SafeRet call0(const void *fn) {
  Ptr z = {0, 0};
  return call(fn, 0, z, z, z, z);
}
static SafeRet call1(const void *fn, Ptr a) {
  Ptr z = {0, 0};
  return call(fn, 1, a, z, z, z);
}
static SafeRet call2(const void *fn, Ptr a, Ptr b) {
  Ptr z = {0, 0};
  return call(fn, 2, a, b, z, z);
}

static void mutex_lock(Ptr m) {
  Ptr z = {0, 0};
  if (blocking_call(sc_pthread_mutex_lock, 1, m, z, z, z).value)
    fail("pthread_mutex_lock failed", 0, 0);
}
static void mutex_unlock(Ptr m) {
  if (call1(sc_pthread_mutex_unlock, m).value)
    fail("pthread_mutex_unlock failed", 0, 0);
}

// ---- the model (fuzz_model.h), with the roots of every thread ----

// Each object records the worker that made it; its size goes into the
// lockstep trace.
static void model_made(MObj *o) {
  o->maker = me ? me->index : -1;
  trace(o->size);
}

// The runtime objects behind the workers' synchronisation: alive, their
// sizes intact, and the globals object still naming them.
static void check_globals(void) {
  Ptr want[NGLOBALS] = {{objs[SHARED].cap, objs[SHARED].cap}, g_mutex, g_turn_mutex, g_cond,
                        {objs[SIGTAB].cap, objs[SIGTAB].cap}};
  uint64_t sizes[NGLOBALS] = {NTABLE * 8, 40, 40, 48, NTABLE * 8};
  for (int i = 0; i < NGLOBALS; i++) {
    uint64_t *h = (uint64_t *)(uintptr_t)want[i].c - 2;
    if (h[0] != sizes[i] || (h[1] & 1))
      fail("globals word %ld: its object was lost (size now %ld)", i, (long)h[0]);
    Ptr got = load_ptr(P(g_globals.a + 8 * i, g_globals.c));
    if (got.a != want[i].a || got.c != want[i].c)
      fail("globals word %ld: pointer or capability changed", i, 0);
  }
}

// Marks what the model can reach from every thread's roots; stops
// tracking the rest.  With verify, checks every reachable object, the
// running workers' pointer locals and the globals object.
static void sweep_model(bool verify) {
  int roots[3 + MAXT * (NSTACK + 3)], n = 0;
  roots[n++] = SHARED;
  roots[n++] = RESULTS;
  roots[n++] = SIGTAB;
  for (int i = 0; i < nthreads; i++) {
    Worker *w = &workers[i];
    if (w->state == W_RUNNING) {
      for (int k = 0; k < NSTACK; k++) {
        if (verify)
          check_cap(w->stack[k][1], w->stack_ids[k], -1 - i, k);
        roots[n++] = w->stack_ids[k];
      }
      roots[n++] = w->key;
      roots[n++] = w->held;
    }
    if (w->state == W_RUNNING || (w->state == W_DONE && !w->detached))
      roots[n++] = w->table;
  }
  model_sweep(roots, n, verify);
  if (verify)
    check_globals();
}

// Where a walk starts: the worker's own table, its pointer locals, or
// (holding the mutex) the shared table.
enum { FROM_LOCAL, FROM_STACK, FROM_SHARED };

static int pick_start(void) {
  uint64_t r = below(10);
  if (shared_ok && r < 4)
    return FROM_SHARED;
  return r < 7 ? FROM_LOCAL : FROM_STACK;
}

// Counts the loads of pointers another thread made.
static void walk_loaded(const Walk *w) {
  if (!me || objs[w->id].maker != me->index)
    cross_thread_loads++;
}

// A random path from one of the worker's roots (fuzz_model.h's Walk).
static bool walk(Walk *out) {
  int from = pick_start();
  int steps = 1 + (int)below(4);
  if (from == FROM_STACK) {
    int k = (int)below(NSTACK), i;
    for (i = 0; i < NSTACK && me->stack_ids[(k + i) % NSTACK] < 0; i++) {}
    if (i == NSTACK)
      return false;
    k = (k + i) % NSTACK;
    Ptr p = P(me->stack[k][0], me->stack[k][1]);
    check_cap(p.c, me->stack_ids[k], -1, k);
    walk_set(out, -1, (uint64_t)k, p, me->stack_ids[k]);
    return walk_on(out, me->stack_ids[k], 1, steps, true);
  }
  return walk_on(out, from == FROM_SHARED ? SHARED : me->table, 0, steps, false);
}

// Stores v (model id `id`, -1 for none) where a walk found a pointer: a
// slot of a container or one of the worker's pointer locals.
static void put(int container, uint64_t w, Ptr v, int id) {
  if (container >= 0) {
    set_slot(container, w, v, id);
    return;
  }
  me->stack[w][0] = v.a;
  me->stack[w][1] = v.c;
  me->stack_ids[w] = id;
}

// A random root slot: in the worker's table, its locals, or (holding the
// mutex) the shared table.
static void pick_root_slot(int *container, uint64_t *w) {
  switch (pick_start()) {
  case FROM_SHARED: *container = SHARED; *w = below(NTABLE); break;
  case FROM_LOCAL: *container = me->table; *w = below(NTABLE); break;
  default: *container = -1; *w = below(NSTACK); break;
  }
}

// ---- operations ----

static void op_yield(void);
static void collect_and_check(void);
static void pass_turn(void);
static void wait_turn(void);
static void op_signal(void);
static void join_children(bool wait);

static void op_alloc(void) {
  uint64_t size = random_size();
  Ptr p = alloc_checked(size);
  int id = new_model(p.c, size), c;
  uint64_t w;
  if (below(4) == 0) {
    // The new object lives only in this C frame (a register or a stack
    // slot) while the others run and collect.
    me->held = id;
    if (!lockstep) {
      op_yield();
    } else if (!shared_ok) {  // passing the turn while holding the mutex would deadlock
      pass_turn();
      wait_turn();
    }
    me->held = -1;
  }
  pick_root_slot(&c, &w);
  put(c, w, p, id);
}

// Makes an object (tracked by the model as held by this worker) and
// returns its address masked with key, so that no plain copy of it stays
// in the caller's frame.
static __attribute__((noinline)) uint64_t masked_new(uint64_t size, uint64_t key) {
  Ptr p = s_malloc(size);
  for (uint64_t i = 0; i < size; i++)
    ((uint8_t *)(uintptr_t)p.a)[i] = (uint8_t)(i * 7 + size);
  me->held = new_model(p.c, size);
  for (uint64_t i = 0; i < size; i++)
    objs[me->held].bytes[i] = (uint8_t)(i * 7 + size);
  return p.c ^ key;
}

// Overwrites the dead stack below the caller, where copies of the
// pointer masked_new made may linger.
static __attribute__((noinline)) void scrub_stack(void) {
  volatile uint64_t junk[512];
  for (int i = 0; i < 512; i++)
    junk[i] = 0;
  (void)junk[0];
}

// sched_yield without the model's lock, for hold_in_rbx_across: the lock
// is taken again before the pointer in %rbx is masked, so that it is
// never out of sight of a collection while the others run.
static void yield_without_model(void) {
  Ptr z = {0, 0};
  blocking_call(sc_sched_yield, 0, z, z, z, z);
}

// An object held only in a register of this worker while it is parked
// and the others run (free interleaving; in lockstep, another worker's
// turn cannot come during a yield, so its own collection stands in).
static void op_held_in_register(void) {
  uint64_t key = rnd() | 1;
  uint64_t m = masked_new(8 + below(200), key);
  scrub_stack();
  if (lockstep) {
    m = hold_in_rbx_across(m, key, (const void *)gc_collect);
    sweep_model(true);
  } else {
    m = hold_in_rbx_across(m, key, (const void *)yield_without_model);
    yields++;
  }
  Ptr p = P(m ^ key, m ^ key);
  int id = me->held, c;
  uint64_t w;
  check_object(id);
  me->held = -1;
  pick_root_slot(&c, &w);
  put(c, w, p, id);
}

// A pointer local takes a pointer found by a walk (it may be the only
// thing left that reaches it once the walk's slot is cleared).
static void op_to_local(void) {
  Walk t;
  if (!walk(&t))
    return;
  uint64_t k = below(NSTACK);
  put(-1, k, t.p, t.id);
  if (below(2) && t.container >= 0)
    set_slot(t.container, t.word, I(0), -1);
}

static void op_clear_root(void) {
  int c;
  uint64_t w;
  pick_root_slot(&c, &w);
  put(c, w, I(0), -1);
}

// pthread_setspecific with a pointer from a walk (or null): from then on
// the thread record is a root for it.
static void op_key_set(void) {
  Walk t;
  Ptr v = I(0);
  int id = -1;
  if (below(4) && walk(&t)) {
    v = t.p;
    id = t.id;
  }
  if (call2(sc_pthread_setspecific, I(key), v).value)
    fail("pthread_setspecific failed", 0, 0);
  me->key = id;
  me->key_value = v.a;
}

static void op_key_get(void) {
  SafeRet r = call1(sc_pthread_getspecific, I(key));
  check_cap(r.cap, me->key, -2, 0);
  if (r.value != (me->key < 0 ? 0 : me->key_value))
    fail("pthread_getspecific: wrong value", 0, 0);
}

// errno: a failing call (close(-1)) or a store through
// __errno_location() sets it; the object behind it is rooted only by the
// thread record and must keep its value and identity.
static void op_errno(void) {
  Ptr e = r2p(call0(sc_errno_location));
  uint64_t *h = (uint64_t *)(uintptr_t)e.c - 2;
  if (!e.c || e.a != e.c || h[0] != 4 || (h[1] & 1))
    fail("__errno_location: bad object", 0, 0);
  if (me->errno_cap && e.c != me->errno_cap)
    fail("__errno_location: the thread's errno object changed", 0, 0);
  if (me->errno_cap && *(int *)(uintptr_t)e.a != me->errno_value)
    fail("errno is %ld, expected %ld", *(int *)(uintptr_t)e.a, me->errno_value);
  me->errno_cap = e.c;
  if (below(2)) {
    me->errno_value = 1 + (int)below(1000);
    *(int *)(uintptr_t)e.a = me->errno_value;
  } else {
    if ((int64_t)call1(sc_close, I((uint64_t)-1)).value != -1)
      fail("close(-1) did not fail", 0, 0);
    me->errno_value = 9;  // EBADF
  }
}

static void collect_and_check(void) {
  gc_collect();
  sweep_model(true);
  collections_checked++;
}

// A collection asked for at a safepoint: the request, the poll flag, then
// the poll.
static void op_safepoint(void) {
  rt_gc_requested = 1;
  rt_gc_pending = 1;
  rt_safepoint();
  sweep_model(true);
}

static void op_yield(void) {
  Ptr z = {0, 0};
  blocking_call(sc_sched_yield, 0, z, z, z, z);
  yields++;
}

// ---- bad operations, each in a forked child that must trap with `kind` ----

// Forks with the runtime's fork (which stops the other threads), reads
// the child's stderr, and reaps it with the runtime's waitpid, which
// gives the model's lock up: the other workers run (and collect) meanwhile, so
// callers must not hold model pointers across this call.
static void expect_trap(int op, Ptr p, Ptr q, uint64_t n, const char *kind) {
  char msg[1024];
  int fds[2];
  bad_op = op;
  bad_p = p;
  bad_q = q;
  bad_n = n;
  if (pipe(fds))
    fail("pipe failed", 0, 0);
  fflush(NULL);
  Ptr status = s_malloc(4);
  int64_t pid = (int64_t)call0(sc_fork).value;
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    run_bad();
    _exit(0);
  }
  if (pid < 0)
    fail("fork failed", 0, 0);
  close(fds[1]);
  size_t got = 0;
  ssize_t r;
  while (got + 1 < sizeof msg && (r = read(fds[0], msg + got, sizeof msg - 1 - got)) > 0)
    got += (size_t)r;
  msg[got] = 0;
  close(fds[0]);
  if ((int64_t)blocking_call(sc_waitpid, 3, I((uint64_t)pid), status, I(0), I(0)).value != pid)
    fail("waitpid failed", 0, 0);
  int st = *(int *)(uintptr_t)status.a;
  if (!is_trap(st, msg, kind)) {
    fprintf(stderr, "expected a trap '%s', got status %#x and: %s\n", kind, st, msg);
    fail("missed or wrong trap (bad op %ld)", op, 0);
  }
  traps_checked++;
}

// ---- threads made by workers, joins and detaches ----

// Creates worker i as its creator (main or a worker) does, through the
// runtime's pthread_create; DETACHED_AT_CREATE passes a pthread_attr_t
// whose first int is PTHREAD_CREATE_DETACHED (1).
static void create_worker(int i) {
  Worker *w = &workers[i];
  Ptr tid = s_malloc(8), attr = I(0);
  if (w->detach_mode == DETACHED_AT_CREATE) {
    attr = s_malloc(64);
    *(int32_t *)(uintptr_t)attr.a = 1;
  }
  Ptr ctx = s_malloc(16);  // reachable only through the thread's start argument
  store_ptr(ctx, g_globals);
  ((uint64_t *)(uintptr_t)ctx.a)[1] = (uint64_t)i;
  Ptr fn = P((uint64_t)(uintptr_t)fuzz_thread_start, (uint64_t)(uintptr_t)fuzz_thread_fo);
  w->state = W_CREATED;  // it cannot run before this thread gives up the model's lock
  w->detached = w->detach_mode == DETACHED_AT_CREATE;
  if (call(sc_pthread_create, 4, tid, attr, fn, ctx).value)
    fail("pthread_create of worker %ld failed", i, 0);
  w->tid = *(uint64_t *)(uintptr_t)tid.a;
  detached_count += w->detached;
  if (me) {  // main runs beside the lockstep turns: not part of the trace
    created_by_workers++;
    trace(0x2000 + (uint64_t)i);
  }
}

static void detach_worker(int i) {
  Worker *w = &workers[i];
  if (call1(sc_pthread_detach, I(w->tid)).value)
    fail("pthread_detach of worker %ld failed", i, 0);
  w->detached = true;  // once done, its table is garbage
  detached_count++;
  if (me)
    trace(0x4000 + (uint64_t)i);
}

// Joins worker i, which is not detached: its result must be its table,
// which then goes to a root slot of the joiner (main: the results table).
static void join_worker(int i) {
  Worker *c = &workers[i];
  Ptr out = s_malloc(8);
  if (blocking_call(sc_pthread_join, 2, I(c->tid), out, I(0), I(0)).value)
    fail("pthread_join of worker %ld failed", i, 0);
  Ptr r = load_ptr(out);
  if (r.a != objs[c->table].cap || r.c != r.a)
    fail("worker %ld's result is not its table", i, 0);
  c->state = W_JOINED;
  if (!me) {
    set_slot(RESULTS, (uint64_t)i, r, c->table);
    return;
  }
  trace(0x5000 + (uint64_t)i);
  int container;
  uint64_t w;
  pick_root_slot(&container, &w);
  put(container, w, r, c->table);
  joined_by_workers++;
}

// The running worker creates the workers it is the creator of whose
// moment (its op number) has come, and detaches those due.
static void start_children(long op) {
  for (int i = 0; i < nthreads; i++) {
    Worker *c = &workers[i];
    if (c->creator != me->index)
      continue;
    if (c->state == W_NEW && c->create_at <= op)
      create_worker(i);
    // A child its creator already joined (it ended before its detach op
    // came) is gone: detaching it would rightly fail with ESRCH.
    if (c->state != W_NEW && c->state != W_JOINED && c->detach_mode == DETACHED_LATER &&
        !c->detached && c->detach_at <= op)
      detach_worker(i);
  }
}

// Joins the running worker's joinable children that are done; with
// wait, all of them (in lockstep, handing the turn on until each is done:
// a join must not block while this worker holds the turn).
static void join_children(bool wait) {
  for (int i = 0; i < nthreads; i++) {
    Worker *c = &workers[i];
    if (c->creator != me->index || c->detached || c->state < W_CREATED || c->state == W_JOINED)
      continue;
    if (c->state != W_DONE && !wait)
      continue;
    while (lockstep && c->state != W_DONE) {
      pass_turn();
      wait_turn();
    }
    join_worker(i);
  }
}

// ---- signals ----

// The safe handler of SIGUSR1 and SIGUSR2.  It runs at a safepoint of
// whichever worker reached one first (or inside raise or another call),
// holding the model's lock, so the model is whole: it makes, frees and walks objects
// of its own table (reachable only from the globals object), trades
// pointers with the interrupted worker's table, and sometimes collects.
static void signal_body_locked(const uint64_t *words, uint64_t n);

// The handler may run inside a blocking call, where the model's lock is
// not held.
void signal_body(const uint64_t *words, uint64_t n) {
  bool had = holding_model;
  if (!had)
    model_lock();
  signal_body_locked(words, n);
  if (!had)
    model_unlock();
}

static void signal_body_locked(const uint64_t *words, uint64_t n) {
  int sig = n > 0 ? (int)words[0] : -1;
  if (sig != SIGUSR1 && sig != SIGUSR2)
    fail("the signal handler got signal %ld", sig, 0);
  if (in_handler)
    fail("the signal handler was re-entered (signal %ld)", sig, 0);
  in_handler = true;
  handler_runs++;
  trace(0x3000 + (uint64_t)sig);
  bool with_worker = me && me->state == W_RUNNING;
  for (int steps = 1 + (int)below(3); steps > 0; steps--) {
    Walk t;
    uint64_t slot = below(NTABLE);
    switch (below(with_worker ? 6 : 4)) {
    case 0: {
      uint64_t size = random_size();
      Ptr p = alloc_checked(size);
      set_slot(SIGTAB, slot, p, new_model(p.c, size));
      break;
    }
    case 1:
      if (walk_on(&t, SIGTAB, 0, 1 + (int)below(3), false) && !objs[t.id].freed) {
        s_free(P(t.p.c, t.p.c));
        model_free(&objs[t.id]);
      }
      break;
    case 2:
      walk_on(&t, SIGTAB, 0, 4, false);  // loads are checked inside
      break;
    case 3:
      set_slot(SIGTAB, slot, I(0), -1);
      break;
    case 4:  // from the interrupted worker's table into the handler's
      if (walk_on(&t, me->table, 0, 1 + (int)below(3), false)) {
        set_slot(SIGTAB, slot, t.p, t.id);
        if (below(2))
          set_slot(t.container, t.word, I(0), -1);
      }
      break;
    case 5:  // and back
      if (walk_on(&t, SIGTAB, 0, 1 + (int)below(3), false))
        set_slot(me->table, below(NTABLE), t.p, t.id);
      break;
    }
  }
  if (below(4) == 0)
    collect_and_check();
  in_handler = false;
}

// Sends this process a signal.  raise runs the handler before it
// returns; kill(getpid()) may be taken by any thread and run at its next
// safepoint, so in lockstep (one exact interleaving) only raise is used.
static void op_signal(void) {
  long before = handler_runs;
  if (lockstep || below(2)) {
    if (call1(sc_raise, I(SIGUSR1)).value)
      fail("raise failed", 0, 0);
    raises++;
    if (handler_runs == before)
      fail("raise returned before the handler ran", 0, 0);
  } else {
    uint64_t pid = call0(sc_getpid).value;
    if (call2(sc_kill, I(pid), I(SIGUSR2)).value)
      fail("kill failed", 0, 0);
  }
  op_signal_runs += handler_runs - before;
}

// One random operation; half of them hold the mutex and may use the
// shared table (and sometimes yield while holding it, so that others
// park on the mutex).
static void one_op(void) {
  uint64_t r = below(100);
  bool shared = below(2);
  progress->op = (int)r;
  trace((uint64_t)me->index << 8 | r);
  if (shared)
    mutex_lock(g_mutex);
  shared_ok = shared;
  if (r < 22) op_alloc();
  else if (r < 35) op_store();
  else if (r < 40) op_to_local();
  else if (r < 45) op_int_store();
  else if (r < 56) op_copy();
  else if (r < 60) op_memset();
  else if (r < 67) op_free();
  else if (r < 72) op_realloc();
  else if (r < 78) op_clear_root();
  else if (r < 79) op_bad();
  else if (r < 81) collect_and_check();
  else if (r < 82) op_safepoint();
  else if (r < 84) op_key_set();
  else if (r < 86) op_key_get();
  else if (r < 88) op_yield();
  else if (r < 89) op_held_in_register();
  else if (r < 90) op_errno();
  else if (r < 91) op_signal();
  else if (r < 92) join_children(false);
  else {
    Walk w;
    walk(&w);  // loads are checked inside
  }
  if (shared && below(8) == 0)
    op_yield();
  shared_ok = false;
  if (shared)
    mutex_unlock(g_mutex);
}

// ---- lockstep turns ----

static void wait_turn(void) {
  mutex_lock(g_turn_mutex);
  while (turn != me->index)
    if (blocking_call(sc_pthread_cond_wait, 2, g_cond, g_turn_mutex, I(0), I(0)).value)
      fail("pthread_cond_wait failed", 0, 0);
  mutex_unlock(g_turn_mutex);
}

// Hands the turn to a worker the seed chooses among those not finished.
static void pass_turn(void) {
  mutex_lock(g_turn_mutex);
  int left[MAXT], n = 0;
  for (int i = 0; i < nthreads; i++)
    if (workers[i].state >= W_CREATED && workers[i].state < W_DONE)
      left[n++] = i;
  if (n) {
    turn = left[xorshift(&sched_rng) % (uint64_t)n];
    trace(0x1000 + (uint64_t)turn);
  }
  call1(sc_pthread_cond_broadcast, g_cond);
  mutex_unlock(g_turn_mutex);
}

// The start routine: args[0] is a context object holding a pointer to the
// globals object and the worker's index.  Returns its root table (or
// hands it to pthread_exit).
SafeRet worker_body(const uint64_t *words, uint64_t n) {
  Ptr ctx = P(words[0], n > 0 ? words[n] : 0);
  model_lock();
  Worker *w = &workers[((uint64_t *)(uintptr_t)ctx.a)[1]];
  volatile uint64_t locals[NSTACK][2];
  me = w;
  for (int k = 0; k < NSTACK; k++) {
    locals[k][0] = locals[k][1] = 0;
    w->stack_ids[k] = -1;
  }
  w->stack = locals;
  w->key = -1;
  w->key_value = 0;
  w->held = -1;
  if (lockstep)
    wait_turn();
  Ptr table = s_malloc(NTABLE * 8);
  w->table = new_model(table.c, NTABLE * 8);
  w->state = W_RUNNING;
  long run = 0;
  for (w->ops = 0; w->ops < nops; w->ops++) {
    if (lockstep && run-- <= 0) {
      pass_turn();
      wait_turn();
      run = (long)below(8);
    }
    if (progress->worker != w->index)
      switches++;
    progress->worker = w->index;
    progress->worker_op = w->ops;
    start_children(w->ops);
    one_op();
    progress->total_ops++;
    if (rt_gc_pending)  // the poll compiled code makes at every loop back edge
      rt_safepoint();
    if (w->ops % 500 == 0)
      sweep_model(true);
  }
  start_children(LONG_MAX);
  join_children(true);
  sweep_model(true);
  w->state = W_DONE;  // from here its table is reachable only through the result
  for (int k = 0; k < NSTACK; k++)
    w->stack_ids[k] = -1;
  w->key = -1;
  if (lockstep)
    pass_turn();
  model_unlock();
  if (w->rng & 1)  // pthread_exit unwinds this frame to the thread's start
    call1(sc_pthread_exit, table);
  SafeRet r = {table.c, table.c};
  return r;
}

// Who creates each worker, when, and how it ends: main creates workers
// 0 and 1, worker i creates worker i + 2 at one of its ops (so threads
// made by threads make threads); half are joinable, a quarter created
// detached, a quarter detached by their creator later.
static void plan_workers(void) {
  uint64_t plan = seed * 0x9e3779b97f4a7c15u + 3;
  for (int i = 0; i < nthreads; i++) {
    Worker *w = &workers[i];
    w->index = i;
    w->state = W_NEW;
    w->table = -1;
    w->key = -1;
    w->held = -1;
    w->rng = (seed + (uint64_t)i * 0x9e3779b97f4a7c15u) * 2654435761u + 1;
    for (int k = 0; k < NSTACK; k++)
      w->stack_ids[k] = -1;
    w->creator = i < 2 ? -1 : i - 2;
    w->create_at = w->creator < 0 ? 0 : (long)(xorshift(&plan) % (uint64_t)(nops + 1));
    uint64_t how = xorshift(&plan) % 4;
    w->detach_mode = how < 2 ? JOINABLE : how == 2 ? DETACHED_AT_CREATE : DETACHED_LATER;
    w->detach_at = w->create_at + (long)(xorshift(&plan) % (uint64_t)(nops + 1));
    w->detached = false;
  }
}

static void run(void) {
  model_lock();
  // The globals object lives in main's frame (the host statics that copy
  // its pointers are no roots), and each object it names is stored into
  // it before the next allocation may collect.
  g_globals = s_malloc(NGLOBALS * 8);
  volatile uint64_t globals_root = g_globals.c;
  // The shared table first (model id SHARED), then main's results table.
  Ptr shared = s_malloc(NTABLE * 8);
  store_ptr(P(g_globals.a, g_globals.c), shared);
  new_model(shared.c, NTABLE * 8);
  Ptr results = s_malloc(NTABLE * 8);
  volatile uint64_t results_root = results.c;  // main's frame keeps it (the model is no root)
  new_model(results.c, NTABLE * 8);
  g_mutex = s_malloc(40);
  store_ptr(P(g_globals.a + 8, g_globals.c), g_mutex);
  g_turn_mutex = s_malloc(40);
  store_ptr(P(g_globals.a + 16, g_globals.c), g_turn_mutex);
  g_cond = s_malloc(48);
  store_ptr(P(g_globals.a + 24, g_globals.c), g_cond);
  Ptr sigtab = s_malloc(NTABLE * 8);  // model id SIGTAB
  store_ptr(P(g_globals.a + 32, g_globals.c), sigtab);
  new_model(sigtab.c, NTABLE * 8);
  Ptr keyobj = s_malloc(4);
  if (call2(sc_pthread_key_create, keyobj, I(0)).value)
    fail("pthread_key_create failed", 0, 0);
  key = *(uint32_t *)(uintptr_t)keyobj.a;
  Ptr handler = P((uint64_t)(uintptr_t)fuzz_signal_entry, (uint64_t)(uintptr_t)fuzz_signal_fo);
  if ((int64_t)call2(sc_signal, I(SIGUSR1), handler).value == -1 ||
      (int64_t)call2(sc_signal, I(SIGUSR2), handler).value == -1)
    fail("signal failed", 0, 0);
  progress->handlers_ready = 1;

  plan_workers();
  for (int i = 0; i < nthreads; i++)
    if (workers[i].creator < 0)
      create_worker(i);
  // Main's own workers: joined in order, or detached (perhaps after they
  // ended, while main waited for an earlier one).
  for (int i = 0; i < nthreads; i++) {
    if (workers[i].creator >= 0 || workers[i].detach_mode == DETACHED_AT_CREATE)
      continue;
    if (workers[i].detach_mode == DETACHED_LATER) {
      detach_worker(i);
      continue;
    }
    join_worker(i);
    collect_and_check();
  }
  // Detached workers, and those the others make, end on their own.
  for (int i = 0; i < nthreads; i++)
    while (workers[i].state < W_DONE)
      blocking_call(sc_sched_yield, 0, I(0), I(0), I(0), I(0));
  collect_and_check();
  if (results_root != objs[RESULTS].cap || globals_root != g_globals.c)
    fail("main's stack roots changed", 0, 0);
  int live = 0;
  for (int i = 0; i < nobjs; i++)
    live += objs[i].alive;
  printf("fuzz_threads: seed %llu, %d threads x %ld ops (%s): %d objects made, %d reachable "
         "at the end, %ld switches between workers, %ld cross-thread loads, %ld yields, %ld "
         "checked collections (%llu in all), %ld traps checked, %ld threads made by workers, "
         "%ld joined by workers, %ld detached, %ld signal handler runs (%ld in raise, %ld "
         "at safepoints)",
         (unsigned long long)seed, nthreads, nops, lockstep ? "lockstep" : "free", nobjs, live,
         switches, cross_thread_loads, yields, collections_checked,
         (unsigned long long)gc_collections, traps_checked, created_by_workers,
         joined_by_workers, detached_count, handler_runs, raises,
         handler_runs - op_signal_runs);
  if (lockstep)
    printf("; trace %016llx", (unsigned long long)trace_hash);
  printf("\n");
}

// The fuzzing runs in a child, so that a trap or crash in it (a false
// trap, a lost object the runtime itself stumbles on) is still reported
// with the seed and how far it got.
int main(int argc, char **argv) {
  seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 1;
  nops = argc > 2 ? atol(argv[2]) : 5000;
  nthreads = argc > 3 ? atoi(argv[3]) : 4;
  lockstep = argc > 4 && strcmp(argv[4], "lockstep") == 0;
  if (nthreads < 1 || nthreads > MAXT) {
    fprintf(stderr, "fuzz_threads: 1 to %d threads\n", MAXT);
    return 2;
  }
  sched_rng = seed * 2654435761u + 7;
  sig_rng = seed * 0x5851f42d4c957f2du + 5;
  progress = mmap(NULL, sizeof(Progress), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (progress == MAP_FAILED)
    return 2;
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    run();
    fflush(NULL);
    _exit(0);
  }
  if (pid < 0)
    return 2;
  // Free interleaving: signals from outside, at random moments, once the
  // handlers are in place; the runtime runs the handler at the next
  // safepoint of whichever worker reaches one.
  int st;
  pid_t done;
  uint64_t ping = seed * 0x2545f4914f6cdd1du + 11;
  while ((done = waitpid(pid, &st, lockstep ? 0 : WNOHANG)) == 0) {
    if (progress->handlers_ready) {
      kill(pid, SIGUSR2);
      progress->signals_sent++;
    }
    usleep(100 + (useconds_t)(xorshift(&ping) % 2000));
  }
  if (done != pid)
    return 2;
  if (WIFEXITED(st)) {
    if (!lockstep && WEXITSTATUS(st) == 0)
      printf("fuzz_threads: %ld signals sent from outside\n", progress->signals_sent);
    return WEXITSTATUS(st);
  }
  fprintf(stderr, "fuzz_threads FAILED (seed %llu, %d threads, %s): killed by signal %d after "
          "%ld ops in all, in worker %d at its op %ld (op code %d)\n",
          (unsigned long long)seed, nthreads, lockstep ? "lockstep" : "free",
          WTERMSIG(st), progress->total_ops, progress->worker, progress->worker_op, progress->op);
  return 1;
}
