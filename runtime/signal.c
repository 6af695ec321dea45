// signal.c — signal handlers written in safe C.  The host handler only
// records the signal and raises the safepoint flag; the safe handler runs
// at the thread's next safepoint (or before raise/kill return), where it
// may allocate and free like any safe code.  Synchronous signals (SIGSEGV,
// SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGSYS) keep the host's default action:
// deferring them would re-execute the faulting instruction forever.
#include "runtime.h"
#include <errno.h>
#include <signal.h>
#include <stdio.h>

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
  for (int sig = 1; sig < NSIGNALS; sig++) {
    if (!pending[sig])
      continue;
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

// A longjmp to stack pointer sp leaves every handler started below it
// (deeper in the stack): those handlers are no longer running.
void signals_unwound_to(uint64_t sp) {
  for (int sig = 1; sig < NSIGNALS; sig++)
    if (running[sig] && running_sp[sig] < sp)
      running[sig] = false;
}
