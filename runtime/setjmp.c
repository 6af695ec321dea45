// setjmp.c — setjmp/longjmp for the safe world.  A jmp_buf holds, in its
// first word, a capability to a runtime record (read-only to safe code)
// with the saved registers, so safe code can neither forge nor edit a jump
// target.  longjmp traps "bad longjmp" unless the record is genuine and
// its frame is still live: above the current stack pointer and with the
// same saved frame pointer and return address it had at setjmp time (a
// returned frame has been popped, or overwritten by another call).
#include "runtime.h"
#include <signal.h>
#include <stdio.h>
#include <string.h>

enum { R_RET, R_SP, R_RBX, R_RBP, R_R14, R_R15, R_SIG0, R_SIG1, R_HAS_MASK, R_WORDS };

typedef struct {
  uint64_t regs[R_WORDS];
  sigset_t mask;
} JumpRecord;

// Tags no compiler-made object has: a read-only "function" of kind stack.
#define RECORD_TAGS (TAG_READONLY | TAG_FUNCTION | (KIND_STACK << KIND_SHIFT))

void rt_resume(const uint64_t *regs, uint64_t val);  // x86_64.s

// regs: return address, stack pointer after return, rbx, rbp, r14, r15.
static SafeRet save(const uint64_t *words, uint64_t n, const uint64_t *regs, bool mask,
                    const char *fn) {
  uint64_t env = ARG(0), envcap = CAP(0);
  check_access(env, envcap, 8, true, fn);
  JumpRecord *r = rt_alloc(sizeof(JumpRecord), 16, KIND_STACK);
  memcpy(r->regs, regs, 6 * 8);
  uint64_t fp = regs[3];
  if (fp >= regs[1] && fp + 16 <= rt_current_stack_top()) {
    r->regs[R_SIG0] = ((uint64_t *)(uintptr_t)fp)[0];
    r->regs[R_SIG1] = ((uint64_t *)(uintptr_t)fp)[1];
  }
  r->regs[R_HAS_MASK] = mask;
  if (mask)
    sigprocmask(SIG_BLOCK, NULL, &r->mask);
  HEADER(r)->aux |= RECORD_TAGS;
  *(uint64_t *)(uintptr_t)env = (uint64_t)(uintptr_t)r;
  if (env % 8 == 0)
    rt_store_cap((void *)(uintptr_t)envcap, (void *)(uintptr_t)env, r);
  SafeRet ret = {0, 0};
  return ret;
}

SafeRet rt_setjmp(const uint64_t *words, uint64_t n, const uint64_t *regs) {
  return save(words, n, regs, false, "setjmp");
}
SafeRet rt__setjmp(const uint64_t *words, uint64_t n, const uint64_t *regs) {
  return save(words, n, regs, false, "_setjmp");
}
SafeRet rt_sigsetjmp(const uint64_t *words, uint64_t n, const uint64_t *regs) {
  return save(words, n, regs, ARG(1) != 0, "sigsetjmp");
}

static _Noreturn void bad_longjmp(const char *why, const char *fn) {
  char where[64], detail[128];
  snprintf(where, sizeof where, "in a call to %s", fn);
  snprintf(detail, sizeof detail, "(%s)", why);
  trap_report("bad longjmp", detail, where);
}

// sp: the stack pointer of longjmp's caller.
void rt_longjmp_to(const uint64_t *words, uint64_t n, uint64_t sp, const char *fn) {
  uint64_t env = ARG(0), envcap = CAP(0);
  check_access(env, envcap, 8, false, fn);
  uint64_t r = *(uint64_t *)(uintptr_t)env;
  uint64_t rcap = aux_load_cap(envcap, env);
  if (!rcap || r != rcap || HEADER(rcap)->size != sizeof(JumpRecord) ||
      (HEADER(rcap)->aux & TAG_BITS) != RECORD_TAGS)
    bad_longjmp("the jmp_buf was not filled by setjmp", fn);
  JumpRecord *rec = (JumpRecord *)(uintptr_t)rcap;
  uint64_t fp = rec->regs[R_RBP];
  if (rec->regs[R_SP] < sp || rec->regs[R_SP] > rt_current_stack_top())
    bad_longjmp("the function that called setjmp has returned", fn);
  if (fp >= rec->regs[R_SP] && fp + 16 <= rt_current_stack_top() &&
      (((uint64_t *)(uintptr_t)fp)[0] != rec->regs[R_SIG0] ||
       ((uint64_t *)(uintptr_t)fp)[1] != rec->regs[R_SIG1]))
    bad_longjmp("the function that called setjmp has returned", fn);
  if (rec->regs[R_HAS_MASK])
    sigprocmask(SIG_SETMASK, &rec->mask, NULL);
  signals_unwound_to(rec->regs[R_SP]);
  uint64_t val = (uint32_t)ARG(1) ? (uint64_t)(int64_t)(int32_t)ARG(1) : 1;
  rt_resume(rec->regs, val);
}

void rt_longjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "longjmp"); }
void rt__longjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "_longjmp"); }
void rt_siglongjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "siglongjmp"); }
