// sigaltstack.c — records each thread's alternate signal stack and
// reports it back.  Safe handlers run at a safepoint of the interrupted
// thread, on that thread's stack (docs/safe-mode.md, "Signals"), and a
// stack overflow is reported by the runtime as a safety error, so no
// handler runs on the stack given here: it is never SS_ONSTACK.
#include <errno.h>
#include <signal.h>

static _Thread_local stack_t current = {0, SS_DISABLE, 0};

int sigaltstack(const stack_t *restrict ss, stack_t *restrict old) {
  if (ss) {
    if (ss->ss_flags & ~SS_DISABLE) {
      errno = EINVAL;
      return -1;
    }
    if (!(ss->ss_flags & SS_DISABLE) && ss->ss_size < MINSIGSTKSZ) {
      errno = ENOMEM;
      return -1;
    }
  }
  if (old)
    *old = current;
  if (ss) {
    if (ss->ss_flags & SS_DISABLE) {
      stack_t none = {0, SS_DISABLE, 0};
      current = none;
    } else {
      current = *ss;
    }
  }
  return 0;
}
