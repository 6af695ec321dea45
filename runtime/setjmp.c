// setjmp.c — setjmp/longjmp for the safe world.  setjmp writes the saved
// registers into the jmp_buf as plain words and seals them with a keyed
// hash (SipHash-1-3 under a key drawn at start-up, which safe code never
// sees), so safe code can copy a jmp_buf like any bytes — byte by byte,
// or to a misaligned place, as bash does with its unwind-protect frames —
// but can neither forge nor edit a jump target: longjmp traps "bad
// longjmp" unless the seal matches.  It also traps unless the frame of
// the setjmp call is still live: above the current stack pointer and with
// the same saved frame pointer and return address it had at setjmp time
// (a returned frame has been popped, or overwritten by another call).
#include "runtime.h"
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <sys/random.h>
#include <unistd.h>

// The words of a filled jmp_buf.  MASK holds signals 1-64 (all Linux has).
enum { R_RET, R_SP, R_RBX, R_RBP, R_R14, R_R15, R_SIG0, R_SIG1, R_HAS_MASK, R_MASK, R_SEAL,
       R_WORDS };

void rt_resume(const uint64_t *regs, uint64_t val);  // x86_64.s

static uint64_t seal_key[2];

static uint64_t rotl(uint64_t x, int b) { return (x << b) | (x >> (64 - b)); }

// One SipRound on the state v0..v3 (locals of sip_hash, so that the
// state stays in registers: an array the round updated through a
// pointer made every setjmp cost about 1,000 instructions more).
#define SIP_ROUND()                                                          \
  do {                                                                       \
    v0 += v1; v1 = rotl(v1, 13); v1 ^= v0; v0 = rotl(v0, 32);                \
    v2 += v3; v3 = rotl(v3, 16); v3 ^= v2;                                   \
    v0 += v3; v3 = rotl(v3, 21); v3 ^= v0;                                   \
    v2 += v1; v1 = rotl(v1, 17); v1 ^= v2; v2 = rotl(v2, 32);                \
  } while (0)

// SipHash-1-3 (Aumasson and Bernstein's SipHash with one round per word
// and three to finish, the variant Rust and Python use for their hash
// tables) of n whole words under seal_key.  A seal is computed at every
// setjmp and checked at every longjmp, and Lua runs one per pcall and
// coroutine resume: with SipHash-2-4 the hash was 4.8% of the
// lua-closures benchmark's time.  The key stays secret, so a forged
// jmp_buf still has to guess a 64-bit tag.
static uint64_t sip_hash(const uint64_t *m, int n) {
  uint64_t v0 = seal_key[0] ^ 0x736f6d6570736575ull, v1 = seal_key[1] ^ 0x646f72616e646f6dull;
  uint64_t v2 = seal_key[0] ^ 0x6c7967656e657261ull, v3 = seal_key[1] ^ 0x7465646279746573ull;
  for (int i = 0; i < n; i++) {
    v3 ^= m[i];
    SIP_ROUND();
    v0 ^= m[i];
  }
  uint64_t last = (uint64_t)(n * 8) << 56;
  v3 ^= last;
  SIP_ROUND();
  v0 ^= last;
  v2 ^= 0xff;
  for (int i = 0; i < 3; i++)
    SIP_ROUND();
  return v0 ^ v1 ^ v2 ^ v3;
}

// The key is drawn once; a fork child keeps it, so its copies of the
// parent's jmp_bufs stay valid, as its stack is the parent's.
static void ensure_key(void) {
  while (!seal_key[0] && !seal_key[1]) {
    if (getrandom(seal_key, sizeof seal_key, 0) != sizeof seal_key)
      rt_fatal("no random bytes for the setjmp key");
  }
}

// regs: return address, stack pointer after return, rbx, rbp, r14, r15.
static SafeRet save(const uint64_t *words, uint64_t n, const uint64_t *regs, bool mask,
                    const char *fn) {
  uint64_t env = ARG(0), envcap = CAP(0);
  uint64_t *buf = check_access(env, envcap, R_WORDS * 8, true, fn);
  ensure_key();
  uint64_t w[R_WORDS] = {0};
  memcpy(w, regs, 6 * 8);
  uint64_t fp = regs[3];
  if (fp >= regs[1] && fp + 16 <= rt_current_stack_top()) {
    w[R_SIG0] = ((uint64_t *)(uintptr_t)fp)[0];
    w[R_SIG1] = ((uint64_t *)(uintptr_t)fp)[1];
  }
  w[R_HAS_MASK] = mask;
  if (mask) {
    sigset_t set;
    sigprocmask(SIG_BLOCK, NULL, &set);
    memcpy(&w[R_MASK], &set, 8);
  }
  w[R_SEAL] = sip_hash(w, R_SEAL);
  memcpy(buf, w, sizeof w);
  aux_clear_caps(envcap, env, sizeof w);
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
  uint64_t w[R_WORDS];
  memcpy(w, check_access(env, envcap, sizeof w, false, fn), sizeof w);
  ensure_key();
  if (w[R_SEAL] != sip_hash(w, R_SEAL))
    bad_longjmp("the jmp_buf was not filled by setjmp", fn);
  uint64_t fp = w[R_RBP];
  if (w[R_SP] < sp || w[R_SP] > rt_current_stack_top())
    bad_longjmp("the function that called setjmp has returned", fn);
  if (fp >= w[R_SP] && fp + 16 <= rt_current_stack_top() &&
      (((uint64_t *)(uintptr_t)fp)[0] != w[R_SIG0] || ((uint64_t *)(uintptr_t)fp)[1] != w[R_SIG1]))
    bad_longjmp("the function that called setjmp has returned", fn);
  if (w[R_HAS_MASK]) {
    sigset_t set;
    sigemptyset(&set);
    memcpy(&set, &w[R_MASK], 8);
    sigprocmask(SIG_SETMASK, &set, NULL);
  }
  uint64_t val = (uint32_t)ARG(1) ? (uint64_t)(int64_t)(int32_t)ARG(1) : 1;
  rt_resume(w, val);
}

void rt_longjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "longjmp"); }
void rt__longjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "_longjmp"); }
void rt_siglongjmp(const uint64_t *words, uint64_t n, uint64_t sp) { rt_longjmp_to(words, n, sp, "siglongjmp"); }
