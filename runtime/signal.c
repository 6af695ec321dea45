// signal.c — signal handlers written in safe C, and the timers that
// deliver signals (alarm, setitimer, getitimer).  The host handler only
// records the signal (and the host's siginfo for it) and raises the
// safepoint flag; the safe handler runs at the thread's next safepoint, or
// before an entry point returns (rt_result, rt_fail: as the kernel
// delivers a signal when a system call returns), where it may allocate
// and free like any safe code.  Synchronous signals (SIGSEGV, SIGBUS,
// SIGILL, SIGFPE, SIGTRAP, SIGSYS) keep the host's default action:
// deferring them would re-execute the faulting instruction forever.
// SIGSEGV has the runtime's handler (trap.c), which the program's
// sigaction leaves in place, and no mask the program sets blocks it.
//
// sigaction is the one way in (signal() is sigaction with BSD semantics,
// as glibc's: the signal blocked in its handler, SA_RESTART).  While a
// safe handler runs, its sa_mask and the signal itself (unless SA_NODEFER)
// are blocked in the host thread's mask, and the mask before comes back
// after it; the host gets SA_RESTART, SA_NOCLDSTOP, SA_NOCLDWAIT and
// SA_RESETHAND as they were given.
//
// Masks are the host thread's own (sigprocmask is pthread_sigmask): the
// kernel holds a blocked signal until it is unblocked, and a signal that
// was recorded before its thread blocked it waits in signal_queue.c until
// the mask lets it run.  Arrivals run lowest signal first, and those of
// one signal in the order they came, as the kernel delivers them.
// sigsuspend waits with the lock released (thread.c).
#include "runtime.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <unistd.h>

#define NSIGNALS 65

// A disposition as the safe world set it: the handler (0 SIG_DFL, 1
// SIG_IGN, else a function object's address) with its capability, and
// sa_mask and sa_flags as given.
typedef struct {
  uint64_t addr, cap;
  sigset_t mask;
  int flags;
  bool known;  // set by the safe world, or looked up from the host
} Action;

static Action actions[NSIGNALS];
static volatile sig_atomic_t any_pending;

static void on_host_signal(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  sigq_record(sig, si);
  any_pending = 1;
  rt_gc_pending = 1;
}

static bool is_synchronous(int sig) {
  return sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE ||
         sig == SIGTRAP || sig == SIGSYS;
}

// Signals no disposition can be given to: out of range, and glibc's two
// internal ones (32, 33: its threads use them, as the runtime's do).
static bool bad_signal(int sig) { return sig < 1 || sig >= NSIGNALS || sig == 32 || sig == 33; }

// The disposition of sig; the first look takes SIG_IGN from the host (an
// ignored signal stays ignored across execve, with no mask or flags).
static Action *action_of(int sig) {
  Action *a = &actions[sig];
  if (!a->known) {
    struct sigaction host;
    if (sigaction(sig, NULL, &host) == 0 && host.sa_handler == SIG_IGN)
      a->addr = 1;
    a->known = true;
  }
  return a;
}

// The host's disposition for a: the safe handler's signals are caught by
// on_host_signal (with every signal blocked while it records one).
static int set_host_action(int sig, const Action *a) {
  if (sig == SIGSEGV)
    return 0;  // the runtime's own handler stays (trap.c, rt_install_fault_handler)
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sigfillset(&sa.sa_mask);
  sa.sa_flags = a->flags & (SA_NOCLDSTOP | SA_NOCLDWAIT | SA_RESTART | SA_RESETHAND);
  if (a->addr <= 1) {
    sa.sa_handler = a->addr ? SIG_IGN : SIG_DFL;
  } else if (is_synchronous(sig)) {
    return 0;
  } else {
    sa.sa_sigaction = on_host_signal;
    sa.sa_flags |= SA_SIGINFO;
  }
  return sigaction(sig, &sa, NULL);
}

// Did the program give sig the disposition SIG_IGN?  (trap.c's SIGSEGV
// handler asks, for a SIGSEGV sent by kill.)
bool rt_signal_ignored(int sig) {
  return !bad_signal(sig) && action_of(sig)->addr == 1;
}

// The runtime finds null capabilities by the fault their check takes
// (trap.c), so no mask the program asks for blocks SIGSEGV in the host:
// blocked, a fault would end the program without its safety error.
static void keep_faults_deliverable(sigset_t *set) {
  sigdelset(set, SIGSEGV);
}

// A handler other than SIG_DFL and SIG_IGN must be a function object.
static void check_handler(uint64_t h, uint64_t hc, const char *fn) {
  if (h <= 1 || (hc && (HEADER(hc)->aux & TAG_FUNCTION) && *(uint64_t *)(uintptr_t)hc == h))
    return;
  char detail[128], where[64];
  snprintf(detail, sizeof detail, "(handler 0x%llx is not a function)", (unsigned long long)h);
  snprintf(where, sizeof where, "in a call to %s", fn);
  trap_report("bad function call", detail, where);
}

// Gives sig the disposition next; the kernel never keeps SIGKILL or
// SIGSTOP in a mask, nor signals above 64.
static int install(int sig, const Action *next) {
  Action *a = &actions[sig];
  *a = *next;
  if (a->addr <= 1)
    a->cap = 0;
  sigset_t mask;
  sigemptyset(&mask);
  for (int s = 1; s < NSIGNALS; s++)
    if (s != SIGKILL && s != SIGSTOP && sigismember(&next->mask, s) == 1)
      sigaddset(&mask, s);
  a->mask = mask;
  a->known = true;
  return set_host_action(sig, a);
}

// signal(sig, handler): sigaction with the signal blocked in its handler
// and SA_RESTART, as glibc's signal(); returns the previous handler with
// its capability, or SIG_ERR.
SafeRet rt_signal(const uint64_t *words, uint64_t n) {
  int sig = (int)ARG(0);
  uint64_t h = ARG(1), hc = CAP(1);
  SafeRet err = {(uint64_t)-1, 0};
  if (bad_signal(sig) || sig == SIGKILL || sig == SIGSTOP) {
    rt_set_errno(EINVAL);
    return err;
  }
  check_handler(h, hc, "signal");
  Action next = {h, hc, {{0}}, SA_RESTART, true};
  sigaddset(&next.mask, sig);
  Action *a = action_of(sig);
  SafeRet old = {a->addr, a->cap};
  if (install(sig, &next) != 0) {
    rt_set_errno(errno);
    return err;
  }
  return old;
}

// struct sigaction as glibc lays it out on x86_64: the handler (sa_handler
// or sa_sigaction), sa_mask (128 bytes), sa_flags, sa_restorer.
enum { SA_SIZE = 152, SA_MASK_AT = 8, SA_FLAGS_AT = 136 };

// sigaction(sig, act, old): act is read whole before old is written (they
// may be the same object); old gets the disposition exactly as it was set
// (sa_restorer 0).  A query may name SIGKILL or SIGSTOP, a change not.
SafeRet rt_sigaction(const uint64_t *words, uint64_t n) {
  int sig = (int)ARG(0);
  if (bad_signal(sig) || (ARG(1) && (sig == SIGKILL || sig == SIGSTOP)))
    return rt_fail(EINVAL);
  Action next;
  memset(&next, 0, sizeof next);
  if (ARG(1)) {
    const char *p = check_access(ARG(1), CAP(1), SA_SIZE, false, "sigaction");
    memcpy(&next.addr, p, 8);
    next.cap = aux_load_cap(CAP(1), ARG(1));
    memcpy(&next.mask, p + SA_MASK_AT, sizeof next.mask);
    memcpy(&next.flags, p + SA_FLAGS_AT, sizeof next.flags);
    check_handler(next.addr, next.cap, "sigaction");
  }
  if (ARG(2)) {
    char *q = check_access(ARG(2), CAP(2), SA_SIZE, true, "sigaction");
    const Action *a = action_of(sig);
    aux_clear_caps(CAP(2), ARG(2), SA_SIZE);
    memset(q, 0, SA_SIZE);
    memcpy(q, &a->addr, 8);
    if (a->addr > 1)
      rt_store_cap((void *)(uintptr_t)CAP(2), q, (void *)(uintptr_t)a->cap);
    memcpy(q + SA_MASK_AT, &a->mask, sizeof a->mask);
    memcpy(q + SA_FLAGS_AT, &a->flags, sizeof a->flags);
  }
  if (ARG(1) && install(sig, &next) != 0)
    return rt_fail(errno);
  SafeRet done = {0, 0};
  return done;
}

// Runs the safe handler of one arrival of sig with the mask sigaction
// asked for; the mask before comes back after it (a longjmp out of the
// handler leaves the handler's mask, as on the host).  An SA_SIGINFO
// handler gets (sig, a fresh 128-byte object holding the arrival's
// siginfo, a null ucontext).
static void deliver(int sig, const siginfo_t *info) {
  Action a = *action_of(sig);
  if (a.addr <= 1)
    return;  // the disposition changed since it arrived
  if (a.flags & SA_RESETHAND) {  // the host did the same when it arrived
    actions[sig].addr = 0;
    actions[sig].cap = 0;
  }
  sigset_t block = a.mask, before;
  if (!(a.flags & SA_NODEFER))
    sigaddset(&block, sig);
  keep_faults_deliverable(&block);
  pthread_sigmask(SIG_BLOCK, &block, &before);
  uint64_t values[3] = {(uint64_t)sig, 0, 0}, caps[3] = {0, 0, 0};
  if (a.flags & SA_SIGINFO) {
    siginfo_t *si = gc_alloc(sizeof(siginfo_t), 16, KIND_HEAP << KIND_SHIFT);
    if (si) {
      memcpy(si, info, sizeof *si);
      values[1] = caps[1] = (uint64_t)(uintptr_t)si;
    }
    sc_call((const void *)(uintptr_t)a.addr, values, caps, 3);
  } else {
    sc_call((const void *)(uintptr_t)a.addr, values, caps, 1);
  }
  pthread_sigmask(SIG_SETMASK, &before, NULL);
}

// A child of fork starts with no pending signal (POSIX): the ones the
// parent recorded but had not run yet are the parent's.
void signals_after_fork_child(void) {
  sigq_forget_all();
  any_pending = 0;
}

// The lowest signal recorded that the thread's mask lets through and the
// thread may take (signal_queue.c: not one sent to another thread), or 0.
static int next_unblocked(void) {
  sigset_t blocked;
  pthread_sigmask(SIG_BLOCK, NULL, &blocked);
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (sigq_pending(sig) && sigismember(&blocked, sig) != 1 && sigq_pending_here(sig))
      return sig;
  return 0;
}

// Runs the safe handlers of the signals that arrived and the mask lets
// through, one arrival at a time, lowest signal first; called at
// safepoints, by raise/kill and before entry points return.  One that
// arrives meanwhile (or is unblocked when a handler returns) runs in the
// same call, as the host would deliver it then.  A blocked one waits for
// the mask to change.  One sent to another thread is left to it, and the
// flags are raised again so that it looks at its next poll even if this
// thread cleared the poll flag first.
bool signals_run_pending(void) {
  bool ran = false, looked = false;
  while (any_pending) {
    any_pending = 0;
    looked = true;
    int sig;
    while ((sig = next_unblocked()) != 0) {
      siginfo_t si;
      if (!sigq_take(sig, &si))
        continue;  // another thread took it
      deliver(sig, &si);
      ran = true;
    }
  }
  if (looked && sigq_reserved_elsewhere()) {
    any_pending = 1;
    __atomic_store_n(&rt_gc_pending, 1, __ATOMIC_SEQ_CST);
  }
  return ran;
}
SafeRet rt_raise(const uint64_t *words, uint64_t n) {
  int r = raise((int)ARG(0));
  signals_run_pending();
  SafeRet ret = {(uint64_t)(int64_t)r, 0};
  return ret;
}

SafeRet rt_kill(const uint64_t *words, uint64_t n) {
  int r = kill((pid_t)ARG(0), (int)ARG(1));
  if (r < 0)
    rt_set_errno(errno);
  signals_run_pending();
  SafeRet ret = {(uint64_t)(int64_t)r, 0};
  return ret;
}

// __rt_sigqueueinfo(pid, sig, info): libc's sigqueue, which fills the
// siginfo (SI_QUEUE, its pid and uid, the value).  The kernel reads the
// 128 bytes of info as plain data: a sival_ptr reaches the handler
// without its capability.  A signal sent to this process may run its
// handler before the call returns, as with kill.
SafeRet rt___rt_sigqueueinfo(const uint64_t *words, uint64_t n) {
  siginfo_t si;
  memcpy(&si, check_access(ARG(2), CAP(2), sizeof si, false, "sigqueue"), sizeof si);
  return rt_result(syscall(SYS_rt_sigqueueinfo, (long)(pid_t)ARG(0), (long)(int)ARG(1), &si));
}

// After the mask changed: the recorded signals it now lets through run.
static void run_unblocked(void) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (sigq_pending(sig))
      any_pending = 1;
  signals_run_pending();
}


static SafeRet ok(void) {
  SafeRet r = {0, 0};
  return r;
}

// sigprocmask(how, set, old): the calling thread's mask.  POSIX wants a
// signal that the change unblocks delivered before the call returns.
SafeRet rt_sigprocmask(const uint64_t *words, uint64_t n) {
  const sigset_t *given =
      ARG(1) ? check_access(ARG(1), CAP(1), sizeof(sigset_t), false, "sigprocmask") : NULL;
  sigset_t *old = ARG(2) ? check_access(ARG(2), CAP(2), sizeof(sigset_t), true, "sigprocmask") : NULL;
  sigset_t set;
  if (given) {
    set = *given;
    keep_faults_deliverable(&set);
  }
  int e = pthread_sigmask((int)ARG(0), given ? &set : NULL, old);
  if (e)
    return rt_fail(e);
  run_unblocked();
  return ok();
}

// sigpending(set): blocked signals the kernel holds, and those recorded
// here but not yet run.
SafeRet rt_sigpending(const uint64_t *words, uint64_t n) {
  sigset_t *set = check_access(ARG(0), CAP(0), sizeof(sigset_t), true, "sigpending");
  if (sigpending(set) != 0)
    return rt_fail(errno);
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (sigq_pending(sig))
      sigaddset(set, sig);
  return ok();
}

static void suspend_with(void *mask) { sigsuspend(mask); }

// Whether a signal recorded but not yet run is let through by mask.
static bool recorded_outside(const sigset_t *mask) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (sigq_pending(sig) && sigismember(mask, sig) != 1)
      return true;
  return false;
}

// Waits until a signal that `mask` lets through arrives, and runs the safe
// handlers it lets through while it is in force; then the mask is back.
// Every signal is blocked while the recorded ones are looked at, so one
// that arrives in between waits in the kernel for sigsuspend and is not
// lost.  (The wait is in this thread: a signal the kernel gives another
// thread does not end it.)
static void suspend_until_signal(const sigset_t *mask) {
  sigset_t all, old;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &old);
  if (!recorded_outside(mask))
    rt_blocking(suspend_with, (void *)mask);
  pthread_sigmask(SIG_SETMASK, mask, NULL);
  run_unblocked();
  pthread_sigmask(SIG_SETMASK, &old, NULL);
}

// sigsuspend(mask) always fails with EINTR, after a handler ran.
SafeRet rt_sigsuspend(const uint64_t *words, uint64_t n) {
  sigset_t mask = *(const sigset_t *)check_access(ARG(0), CAP(0), sizeof(sigset_t), false,
                                                  "sigsuspend");
  keep_faults_deliverable(&mask);
  suspend_until_signal(&mask);
  return rt_fail(EINTR);
}

// pause() is sigsuspend with the current mask.
SafeRet rt_pause(const uint64_t *words, uint64_t n) {
  sigset_t mask;
  pthread_sigmask(SIG_BLOCK, NULL, &mask);
  suspend_until_signal(&mask);
  return rt_fail(EINTR);
}

// The first arrival of the lowest signal of set recorded here (it
// arrived before the thread blocked it), taken with its siginfo; 0 if
// none.
static int take_recorded(const sigset_t *set, siginfo_t *si) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (sigq_pending(sig) && sigismember(set, sig) == 1 && sigq_take(sig, si))
      return sig;
  return 0;
}

// sigtimedwait(set, info, timeout): takes a signal of set (blocked, as
// POSIX asks) without running its handler; info (may be null) gets its
// siginfo, with no capabilities.  The kernel's wait is made without the
// lock, on copies of the set and the timeout.  As glibc does, SI_TKILL
// (what raise sends) is reported as SI_USER.
SafeRet rt_sigtimedwait(const uint64_t *words, uint64_t n) {
  sigset_t set = *(const sigset_t *)check_access(ARG(0), CAP(0), sizeof set, false,
                                                 "sigtimedwait");
  siginfo_t *out = NULL;
  if (ARG(1))
    out = check_access(ARG(1), CAP(1), sizeof *out, true, "sigtimedwait");
  struct timespec ts, *tsp = NULL;
  if (ARG(2))
    tsp = memcpy(&ts, check_access(ARG(2), CAP(2), sizeof ts, false, "sigtimedwait"), sizeof ts);
  siginfo_t si;
  memset(&si, 0, sizeof si);
  long sig = take_recorded(&set, &si);
  if (!sig) {
    sig = rt_blocking_syscall(SYS_rt_sigtimedwait, (long)&set, (long)&si, (long)tsp, 8);
    if (sig < 0)
      return rt_result(sig);
  }
  if (si.si_code == SI_TKILL)
    si.si_code = SI_USER;
  if (out) {
    aux_clear_caps(CAP(1), ARG(1), sizeof *out);
    memcpy(out, &si, sizeof *out);
  }
  return rt_result(sig);
}

SafeRet rt_alarm(const uint64_t *words, uint64_t n) {
  SafeRet r = {alarm((unsigned)ARG(0)), 0};
  return r;
}

// setitimer(which, new, old): new is read (Linux takes a null one as
// zero), old (may be null) is written; 32 bytes each.
SafeRet rt_setitimer(const uint64_t *words, uint64_t n) {
  const struct itimerval *set = NULL;
  struct itimerval *old = NULL;
  if (ARG(1))
    set = check_access(ARG(1), CAP(1), sizeof *set, false, "setitimer");
  if (ARG(2)) {
    old = check_access(ARG(2), CAP(2), sizeof *old, true, "setitimer");
    aux_clear_caps(CAP(2), ARG(2), sizeof *old);
  }
  return rt_result(setitimer((int)ARG(0), set, old));
}

SafeRet rt_getitimer(const uint64_t *words, uint64_t n) {
  struct itimerval *cur = check_access(ARG(1), CAP(1), sizeof *cur, true, "getitimer");
  aux_clear_caps(CAP(1), ARG(1), sizeof *cur);
  return rt_result(getitimer((int)ARG(0), cur));
}
