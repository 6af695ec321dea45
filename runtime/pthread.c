// pthread.c — the POSIX thread entry points of the safe world: threads,
// their ends and keys (mutexes, conditions and once-flags are sync.c's).
// A joiner waits parked until the next rt_event().  The thread list, the
// records' done/detached flags and the list of ended threads change under
// thread.c's list lock.
//
// ABI shared with libc's <pthread.h> (glibc's x86_64 sizes):
//   pthread_t: unsigned long, a thread id (1 = main thread)
//   pthread_attr_t: 56 bytes (ignored)   pthread_mutexattr_t: int kind
//   pthread_mutex_t, pthread_cond_t, pthread_once_t: see sync.c
//   pthread_key_t: unsigned int below 128
#include "runtime.h"
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define THREAD_STACK_SIZE (8UL << 20)
#define MAX_KEYS 128
#define DESTRUCTOR_ITERATIONS 4

static SafeRet int_ret(int64_t v) {
  SafeRet r = {(uint64_t)v, 0};
  return r;
}

void check_function(uint64_t f, uint64_t cap, const char *fn) {
  if (cap && (HEADER(cap)->aux & TAG_FUNCTION) && *(uint64_t *)(uintptr_t)cap == f)
    return;
  char where[64];
  strcpy(where, "in a call to ");
  strcat(where, fn);
  trap_report("bad function call", "(the start routine is not a function)", where);
}

// Threads that ended and whose host thread is still to be joined (the
// runtime's host threads are joinable so that their stacks can be given
// back only once nothing runs on them).
static Thread *ended;

// A safe thread is over (joined, or ended while detached): it is no
// longer a thread of the safe world, and its host thread and stack wait
// in `ended` for reap_ended().
static void retire(Thread *t) {
  rt_unlink_thread(t);
  rt_lock_threads();
  t->next = ended;
  ended = t;
  rt_unlock_threads();
}

static void join_host(void *t) { pthread_join(((Thread *)t)->host, NULL); }

// Joins the host threads of retired safe threads and unmaps their stacks,
// except the pages holding the static TLS block: the thread-locals there
// are marked freed (rt_tls_end) and that memory must never hold another
// thread's thread-locals, or a pointer kept to a dead thread's
// thread-local would reach a live thread's.  A few pages per thread stay
// mapped for good.
static void reap_ended(void) {
  rt_lock_threads();
  Thread *list = ended;
  ended = NULL;
  rt_unlock_threads();
  while (list) {
    Thread *t = list;
    list = t->next;
    rt_blocking(join_host, t);
    uint64_t lo = (uint64_t)(uintptr_t)t->stack, hi = lo + t->stack_size;
    uint64_t tls_low = rt_tls_low(t->tp);
    uint64_t keep = tls_low & ~(uint64_t)(sysconf(_SC_PAGESIZE) - 1);
    if (keep <= lo || keep >= hi || tls_low == t->tp)
      keep = hi; // no thread-locals of the safe world on this stack
    munmap(t->stack, keep - lo);
    free(t);
  }
}

// In a fork child the retired host threads do not exist: they cannot be
// joined (their stacks stay mapped).
void rt_pthread_after_fork_child(void) {
  ended = NULL;
}

// After the main thread's pthread_exit the process ends with its last
// thread, as if exit(0) were called then (POSIX; C11 7.26.5.5 for
// thrd_exit).  The host would call its own exit(0), which knows nothing
// of the safe world's atexit handlers and stdio buffers, so the last
// thread calls the safe exit itself: after its key destructors, while
// its thread-locals and errno still exist.
static void exit_if_last(Thread *self) {
  bool last = true;
  rt_lock_threads();
  for (Thread *t = rt_threads; t; t = t->next)
    if (t != self && !t->done)
      last = false;
  rt_unlock_threads();
  Thread *main_thread = rt_find_thread(1);
  if (main_thread && !main_thread->done && main_thread != self)
    last = false;
  if (!last)
    return;
  uint64_t status = 0, zero = 0;
  void *libc_exit = rt_libc_exit();
  if (libc_exit)
    sc_call(libc_exit, &status, &zero, 1);
  exit(0);
}

static void *thread_main(void *p) {
  Thread *t = p;
  void *alt_stack = rt_use_alt_stack();  // for a stack overflow's report
  rt_register_thread(t);
  if (setjmp(t->exit_jmp) == 0) {
    SafeRet r = sc_call((const void *)(uintptr_t)t->fn, &t->arg, &t->argcap, 1);
    t->result = r.value;
    t->resultcap = r.cap;
  }
  rt_thread_exit_keys(t);
  exit_if_last(t);
  rt_tls_end(t->tp);
  rt_lock_threads();
  t->done = true;
  bool detached = t->detached;
  rt_unlock_threads();
  rt_unregister_thread(t);
  if (detached)
    retire(t);
  rt_event();
  rt_drop_alt_stack(alt_stack);
  return NULL;
}

// pthread_create(thread *, attr *, start(void *), arg)
SafeRet rt_pthread_create(const uint64_t *words, uint64_t n) {
  uint64_t *out = check_access(ARG(0), CAP(0), 8, true, "pthread_create");
  check_function(ARG(2), CAP(2), "pthread_create");
  Thread *t = calloc(1, sizeof(Thread));
  if (!t)
    return int_ret(EAGAIN);
  t->fn = ARG(2);
  t->fncap = CAP(2);
  t->arg = ARG(3);
  t->argcap = CAP(3);
  if (ARG(1)) {  // libc's pthread_attr_t: int detach state at offset 0
    int32_t *attr = check_access(ARG(1), CAP(1), 4, false, "pthread_create");
    t->detached = *attr == PTHREAD_CREATE_DETACHED;
  }
  reap_ended();
  // The stack (and with it the static TLS block) is the runtime's, so
  // that it is not reused for another thread: see reap_ended().
  t->stack_size = THREAD_STACK_SIZE;
  t->stack = mmap(NULL, t->stack_size, PROT_READ | PROT_WRITE,
                  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
  if (t->stack == MAP_FAILED) {
    free(t);
    return int_ret(EAGAIN);
  }
  mprotect(t->stack, (size_t)sysconf(_SC_PAGESIZE), PROT_NONE); // guard page
  rt_add_thread(t);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstack(&attr, t->stack, t->stack_size);
  int err = pthread_create(&t->host, &attr, thread_main, t);
  pthread_attr_destroy(&attr);
  if (err) {
    munmap(t->stack, t->stack_size);
    rt_forget_thread(t);
    return int_ret(err);
  }
  *out = t->id;
  return int_ret(0);
}

SafeRet rt_pthread_join(const uint64_t *words, uint64_t n) {
  Thread *t = rt_find_thread(ARG(0));
  if (!t || t->detached)
    return int_ret(t ? EINVAL : ESRCH);
  if (t == rt_self())
    return int_ret(EDEADLK);
  if (ARG(1))
    check_access(ARG(1), CAP(1), 8, true, "pthread_join");
  for (;;) {
    uint64_t seen = rt_event_seq_now();  // read before done: no event is missed
    rt_lock_threads();
    bool done = t->done;
    rt_unlock_threads();
    if (done)
      break;
    rt_wait_event(seen, NULL);
  }
  if (ARG(1)) {
    *(uint64_t *)(uintptr_t)ARG(1) = t->result;
    rt_store_cap((void *)(uintptr_t)CAP(1), (void *)(uintptr_t)ARG(1), (void *)(uintptr_t)t->resultcap);
  }
  retire(t);
  reap_ended();
  return int_ret(0);
}

SafeRet rt_pthread_detach(const uint64_t *words, uint64_t n) {
  Thread *t = rt_find_thread(ARG(0));
  if (!t)
    return int_ret(ESRCH);
  rt_lock_threads();
  bool done = t->done;
  t->detached = !done;
  rt_unlock_threads();
  if (done)
    retire(t);
  return int_ret(0);
}

SafeRet rt_pthread_self(const uint64_t *words, uint64_t n) { return int_ret((int64_t)rt_self()->id); }
SafeRet rt_pthread_equal(const uint64_t *words, uint64_t n) { return int_ret(ARG(0) == ARG(1)); }

SafeRet rt_pthread_exit(const uint64_t *words, uint64_t n) {
  Thread *t = rt_self();
  t->result = ARG(0);
  t->resultcap = CAP(0);
  if (t->id == 1) {  // the main thread: the process lives until the others end
    rt_thread_exit_keys(t);
    exit_if_last(t);
    rt_lock_threads();
    t->done = true;
    rt_unlock_threads();
    rt_unregister_thread(t);
    rt_event();
    pthread_exit(NULL);
  }
  longjmp(t->exit_jmp, 1);
}

SafeRet rt_sched_yield(const uint64_t *words, uint64_t n) {
  rt_yield();
  return int_ret(0);
}

// Mutexes, conditions and once-flags: sync.c.

// ---- keys ----

// The key table's lock is a leaf (thread.c): held for a few instructions.
static pthread_mutex_t keys_mu = PTHREAD_MUTEX_INITIALIZER;
static bool key_used[MAX_KEYS];
static uint64_t key_dtor[MAX_KEYS];

SafeRet rt_pthread_key_create(const uint64_t *words, uint64_t n) {
  uint32_t *key = check_access(ARG(0), CAP(0), 4, true, "pthread_key_create");
  if (ARG(1))
    check_function(ARG(1), CAP(1), "pthread_key_create");
  int err = EAGAIN;
  pthread_mutex_lock(&keys_mu);
  for (uint32_t k = 0; k < MAX_KEYS; k++)
    if (!key_used[k]) {
      key_used[k] = true;
      key_dtor[k] = ARG(1);
      *key = k;
      err = 0;
      break;
    }
  pthread_mutex_unlock(&keys_mu);
  return int_ret(err);
}

// The key's values go with it in every thread, so that a key created
// later in its slot starts out null everywhere, as POSIX asks.
SafeRet rt_pthread_key_delete(const uint64_t *words, uint64_t n) {
  rt_lock_threads();
  pthread_mutex_lock(&keys_mu);
  bool used = ARG(0) < MAX_KEYS && key_used[ARG(0)];
  if (used) {
    key_used[ARG(0)] = false;
    for (Thread *t = rt_threads; t; t = t->next)
      if (t->keys) {
        uint64_t *v = (uint64_t *)(uintptr_t)t->keys;
        v[ARG(0)] = 0;
        rt_store_cap(v, &v[ARG(0)], NULL);
      }
  }
  pthread_mutex_unlock(&keys_mu);
  rt_unlock_threads();
  return int_ret(used ? 0 : EINVAL);
}

// A thread's key values live in a heap object (so their capabilities are
// in its aux array), rooted through the thread record.
static uint64_t *key_values(Thread *t) {
  if (!t->keys)
    t->keys = (uint64_t)(uintptr_t)rt_alloc(MAX_KEYS * 8, 16, KIND_HEAP);
  return (uint64_t *)(uintptr_t)t->keys;
}

SafeRet rt_pthread_setspecific(const uint64_t *words, uint64_t n) {
  if (ARG(0) >= MAX_KEYS || !key_used[ARG(0)])
    return int_ret(EINVAL);
  uint64_t *v = key_values(rt_self());
  v[ARG(0)] = ARG(1);
  rt_store_cap(v, &v[ARG(0)], (void *)(uintptr_t)CAP(1));
  return int_ret(0);
}

SafeRet rt_pthread_getspecific(const uint64_t *words, uint64_t n) {
  SafeRet r = {0, 0};
  Thread *t = rt_self();
  if (ARG(0) >= MAX_KEYS || !t->keys)
    return r;
  uint64_t *v = key_values(t);
  r.value = v[ARG(0)];
  r.cap = aux_load_cap(t->keys, t->keys + 8 * ARG(0));
  return r;
}

// At thread exit, each non-null value with a destructor is set to null
// and passed to it.  A destructor may set values again (its own or
// another key's): the rounds go on while some value with a destructor
// is non-null, at most PTHREAD_DESTRUCTOR_ITERATIONS (glibc's 4) times,
// which is also C11's TSS_DTOR_ITERATIONS.
void rt_thread_exit_keys(Thread *t) {
  for (int round = 0; round < DESTRUCTOR_ITERATIONS && t->keys; round++) {
    uint64_t *v = (uint64_t *)(uintptr_t)t->keys;
    bool called = false;
    for (uint32_t k = 0; k < MAX_KEYS; k++) {
      if (!key_used[k] || !key_dtor[k] || !v[k])
        continue;
      uint64_t value = v[k], cap = aux_load_cap(t->keys, t->keys + 8 * k);
      v[k] = 0;
      rt_store_cap(v, &v[k], NULL);
      sc_call((const void *)(uintptr_t)key_dtor[k], &value, &cap, 1);
      called = true;
    }
    if (!called)
      break;
  }
}
