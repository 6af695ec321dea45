// entry_fenv.c — <fenv.h> for the safe world: the floating-point
// environment (SSE MXCSR, x87 control and status words) can only be read
// and written with instructions safe code has no way to emit, so each
// function is an entry point calling the host's.  fenv_t and fexcept_t
// have glibc's x86_64 layouts on both sides; pointers are checked for the
// bytes the host reads or writes, and FE_DFL_ENV ((const fenv_t *)-1)
// passes through unchecked because it is never dereferenced.
#include "runtime.h"
#include <fenv.h>

static SafeRet int_result(int v) {
  SafeRet r = {(uint64_t)(int64_t)v, 0};
  return r;
}

// A const fenv_t * argument: FE_DFL_ENV, or a readable fenv_t.
static const fenv_t *env_arg(uint64_t addr, uint64_t cap, const char *where) {
  if (addr == (uint64_t)(uintptr_t)FE_DFL_ENV)
    return FE_DFL_ENV;
  return check_access(addr, cap, sizeof(fenv_t), false, where);
}

SafeRet rt_feclearexcept(const uint64_t *words, uint64_t n) {
  return int_result(feclearexcept((int)ARG(0)));
}

SafeRet rt_feraiseexcept(const uint64_t *words, uint64_t n) {
  return int_result(feraiseexcept((int)ARG(0)));
}

SafeRet rt_fetestexcept(const uint64_t *words, uint64_t n) {
  return int_result(fetestexcept((int)ARG(0)));
}

SafeRet rt_fegetexceptflag(const uint64_t *words, uint64_t n) {
  fexcept_t *f = check_access(ARG(0), CAP(0), sizeof(fexcept_t), true, "fegetexceptflag");
  return int_result(fegetexceptflag(f, (int)ARG(1)));
}

SafeRet rt_fesetexceptflag(const uint64_t *words, uint64_t n) {
  const fexcept_t *f = check_access(ARG(0), CAP(0), sizeof(fexcept_t), false, "fesetexceptflag");
  return int_result(fesetexceptflag(f, (int)ARG(1)));
}

SafeRet rt_fegetround(const uint64_t *words, uint64_t n) {
  (void)words, (void)n;
  return int_result(fegetround());
}

SafeRet rt_fesetround(const uint64_t *words, uint64_t n) {
  return int_result(fesetround((int)ARG(0)));
}

SafeRet rt_fegetenv(const uint64_t *words, uint64_t n) {
  fenv_t *e = check_access(ARG(0), CAP(0), sizeof(fenv_t), true, "fegetenv");
  return int_result(fegetenv(e));
}

SafeRet rt_feholdexcept(const uint64_t *words, uint64_t n) {
  fenv_t *e = check_access(ARG(0), CAP(0), sizeof(fenv_t), true, "feholdexcept");
  return int_result(feholdexcept(e));
}

SafeRet rt_fesetenv(const uint64_t *words, uint64_t n) {
  return int_result(fesetenv(env_arg(ARG(0), CAP(0), "fesetenv")));
}

SafeRet rt_feupdateenv(const uint64_t *words, uint64_t n) {
  return int_result(feupdateenv(env_arg(ARG(0), CAP(0), "feupdateenv")));
}
