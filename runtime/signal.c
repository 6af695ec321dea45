// signal.c — signal handlers written in safe C, and the timers that
// deliver signals (alarm, setitimer, getitimer).  The host handler only
// records the signal and raises the safepoint flag; the safe handler runs
// at the thread's next safepoint (or before raise/kill return), where it
// may allocate and free like any safe code.  Synchronous signals (SIGSEGV,
// SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS) keep the host's default action:
// deferring them would re-execute the faulting instruction forever.
//
// Masks are the host thread's own (sigprocmask is pthread_sigmask): the
// kernel holds a blocked signal until it is unblocked, and a signal that
// was recorded before its thread blocked it waits in `pending` until the
// mask lets it run.  sigsuspend waits with the lock released (thread.c).
#include "runtime.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <sys/time.h>
#include <unistd.h>

#define NSIGNALS 65

static volatile sig_atomic_t pending[NSIGNALS];
static volatile sig_atomic_t any_pending;
static uint64_t handler_addr[NSIGNALS], handler_cap[NSIGNALS];
static bool running[NSIGNALS];
static uint64_t running_sp[NSIGNALS];  // stack pointer when its handler started

static void on_host_signal(int sig) {
  pending[sig] = 1;
  any_pending = 1;
  rt_gc_pending = 1;
}

static bool is_synchronous(int sig) {
  return sig == SIGSEGV || sig == SIGBUS || sig == SIGILL || sig == SIGFPE ||
         sig == SIGTRAP || sig == SIGSYS;
}

static void set_host_action(int sig, void (*action)(int)) {
  struct sigaction sa;
  sa.sa_handler = action;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;
  sigaction(sig, &sa, NULL);
}

// signal(sig, handler): returns the previous handler with its capability.
SafeRet rt_signal(const uint64_t *words, uint64_t n) {
  int sig = (int)ARG(0);
  uint64_t h = ARG(1), hc = CAP(1);
  if (sig < 1 || sig >= NSIGNALS || sig == SIGKILL || sig == SIGSTOP) {
    rt_set_errno(EINVAL);
    SafeRet err = {(uint64_t)-1, 0};
    return err;
  }
  if (h > 1 && (!hc || !(HEADER(hc)->aux & TAG_FUNCTION) || *(uint64_t *)(uintptr_t)hc != h)) {
    char detail[128];
    snprintf(detail, sizeof detail, "(handler 0x%llx is not a function)", (unsigned long long)h);
    trap_report("bad function call", detail, "in a call to signal");
  }
  SafeRet old = {handler_addr[sig], handler_cap[sig]};
  handler_addr[sig] = h;
  handler_cap[sig] = h > 1 ? hc : 0;
  if (h <= 1)
    set_host_action(sig, h == 0 ? SIG_DFL : SIG_IGN);
  else if (!is_synchronous(sig))
    set_host_action(sig, on_host_signal);
  return old;
}

// Runs the safe handlers of the signals that arrived; called at
// safepoints and by raise/kill.  A handler is not re-entered: a signal
// that arrives while its handler runs waits for the next safepoint.
bool signals_run_pending(void) {
  if (!any_pending)
    return false;
  any_pending = 0;
  bool ran = false;
  sigset_t blocked;
  pthread_sigmask(SIG_BLOCK, NULL, &blocked);
  for (int sig = 1; sig < NSIGNALS; sig++) {
    if (!pending[sig] || sigismember(&blocked, sig) == 1)
      continue;  // a blocked one waits for the mask to change
    if (running[sig]) {
      any_pending = 1;
      rt_gc_pending = 1;
      continue;
    }
    pending[sig] = 0;
    uint64_t h = handler_addr[sig];
    if (h <= 1)
      continue;
    uint64_t value = (uint64_t)sig, cap = 0;
    running[sig] = true;
    running_sp[sig] = (uint64_t)(uintptr_t)&value;
    sc_call((const void *)(uintptr_t)h, &value, &cap, 1);
    running[sig] = false;
    ran = true;
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

// After the mask changed: the recorded signals it now lets through run.
static void run_unblocked(void) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (pending[sig])
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
  const sigset_t *set =
      ARG(1) ? check_access(ARG(1), CAP(1), sizeof(sigset_t), false, "sigprocmask") : NULL;
  sigset_t *old = ARG(2) ? check_access(ARG(2), CAP(2), sizeof(sigset_t), true, "sigprocmask") : NULL;
  int e = pthread_sigmask((int)ARG(0), set, old);
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
    if (pending[sig])
      sigaddset(set, sig);
  return ok();
}

static void suspend_with(void *mask) { sigsuspend(mask); }

// Whether a signal recorded but not yet run is let through by mask.
static bool recorded_outside(const sigset_t *mask) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (pending[sig] && sigismember(mask, sig) != 1)
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

// A longjmp to stack pointer sp leaves every handler started below it
// (deeper in the stack): those handlers are no longer running.
void signals_unwound_to(uint64_t sp) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (running[sig] && running_sp[sig] < sp)
      running[sig] = false;
}
