// signal_queue.c — the signals that arrived and whose safe handler has
// not run yet, each with its siginfo, in arrival order.  As in the
// kernel, a standard signal (below 32) is recorded once (a second arrival
// before the first ran is dropped), and a real-time signal once per
// arrival, so that several sigqueue values of one signal each reach the
// handler, in order.  A timer's signal already recorded takes a new
// expiration of the same timer as an overrun (si_overrun), as the kernel
// does while the signal is pending, so a periodic timer cannot fill the
// pool while its handler waits.
//
// A signal sent to one thread (raise, pthread_kill: si_code SI_TKILL) is
// that thread's: the host handler runs on it and records its id, and only
// it takes the arrival, so raise() runs the handler before it returns even
// while other threads poll.  Any thread whose mask lets it through takes
// a signal sent to the process.
//
// The arrivals live in one fixed pool (POOL entries); when it is full, a
// new arrival is dropped (the kernel's own queue has a limit too,
// RLIMIT_SIGPENDING, but its sigqueue reports EAGAIN).
//
// The host handler (in any thread, with every signal blocked) adds; the
// safe world's side takes, with every signal blocked in its thread.  Both
// hold `lock`, a spin lock: no thread can be interrupted by a handler
// that wants it while it holds it, so it cannot deadlock.  `count` may be
// read without the lock as a hint; taking re-checks under it.
#include "runtime.h"
#include <limits.h>
#include <signal.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define POOL 1024

typedef struct {
  siginfo_t si;
  int target;  // the host thread id it was sent to, or 0: the process's
  int next;    // the signal's next arrival (index + 1), or 0
} Arrival;

static Arrival pool[POOL];
static int pool_used;  // entries ever used; the free list holds the rest
static int free_list;  // index + 1, or 0
static int head[SIGQ_SIGNALS], tail[SIGQ_SIGNALS];
static volatile int count[SIGQ_SIGNALS];
static int lock;

static void take_lock(void) { rt_spin_lock(&lock); }
static void drop_lock(void) { rt_spin_unlock(&lock); }

// A free entry (index + 1), or 0 when the pool is full.
static int new_entry(void) {
  int e = free_list;
  if (e) {
    free_list = pool[e - 1].next;
    return e;
  }
  return pool_used < POOL ? ++pool_used : 0;
}

// A timer's signal already recorded for the same timer: the new
// expiration and its own overruns add to that arrival's overrun (the
// kernel caps the count at INT_MAX).
static bool merge_timer(int sig, const siginfo_t *si) {
  if (si->si_code != SI_TIMER)
    return false;
  for (int e = head[sig]; e; e = pool[e - 1].next) {
    siginfo_t *old = &pool[e - 1].si;
    if (old->si_code == SI_TIMER && old->si_timerid == si->si_timerid) {
      long sum = (long)old->si_overrun + 1 + si->si_overrun;
      old->si_overrun = sum > INT_MAX ? INT_MAX : (int)sum;
      return true;
    }
  }
  return false;
}

// From the host handler: records one arrival of sig.
void sigq_record(int sig, const siginfo_t *si) {
  take_lock();
  if (!merge_timer(sig, si) && (sig >= 32 || count[sig] == 0)) {
    int e = new_entry();
    if (e) {
      memcpy(&pool[e - 1].si, si, sizeof *si);
      pool[e - 1].target = si->si_code == SI_TKILL ? (int)syscall(SYS_gettid) : 0;
      pool[e - 1].next = 0;
      if (tail[sig])
        pool[tail[sig] - 1].next = e;
      else
        head[sig] = e;
      tail[sig] = e;
      count[sig]++;
    }
  }
  drop_lock();
}

bool sigq_pending(int sig) { return count[sig] > 0; }

static bool is_for(const Arrival *a, int tid) { return a->target == 0 || a->target == tid; }

// Runs with every signal blocked in the thread and the lock held: what
// take_first finds, this thread may take.
static int first_for(int sig, int tid, int *prev) {
  *prev = 0;
  for (int e = head[sig]; e; *prev = e, e = pool[e - 1].next)
    if (is_for(&pool[e - 1], tid))
      return e;
  return 0;
}

// Takes the first recorded arrival of sig this thread may take into *out
// (out null: only looks); false if there is none (another thread took
// it, or it was sent to another thread).
bool sigq_take(int sig, siginfo_t *out) {
  if (count[sig] == 0)
    return false;
  int tid = (int)syscall(SYS_gettid);
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  take_lock();
  int prev, e = first_for(sig, tid, &prev);
  if (e && out) {
    memcpy(out, &pool[e - 1].si, sizeof *out);
    int next = pool[e - 1].next;
    if (prev)
      pool[prev - 1].next = next;
    else
      head[sig] = next;
    if (tail[sig] == e)
      tail[sig] = prev;
    count[sig]--;
    pool[e - 1].next = free_list;
    free_list = e;
  }
  drop_lock();
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  return e != 0;
}

// Is an arrival of sig waiting that this thread may take?
bool sigq_pending_here(int sig) { return sigq_take(sig, NULL); }

// Is any arrival waiting that only another thread may take?
bool sigq_reserved_elsewhere(void) {
  int tid = (int)syscall(SYS_gettid);
  bool found = false;
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  take_lock();
  for (int sig = 1; sig < SIGQ_SIGNALS && !found; sig++)
    for (int e = head[sig]; e && !found; e = pool[e - 1].next)
      found = !is_for(&pool[e - 1], tid);
  drop_lock();
  pthread_sigmask(SIG_SETMASK, &before, NULL);
  return found;
}

// A child of fork starts with nothing recorded (POSIX: its pending set is
// empty), and with the lock free whatever the parent's threads held.
void sigq_forget_all(void) {
  memset(head, 0, sizeof head);
  memset(tail, 0, sizeof tail);
  for (int sig = 0; sig < SIGQ_SIGNALS; sig++)
    count[sig] = 0;
  pool_used = 0;
  free_list = 0;
  lock = 0;
}
