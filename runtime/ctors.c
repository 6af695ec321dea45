// ctors.c — the safe world's constructors and destructors: the compiler
// lists `__attribute__((constructor/destructor))` functions in the
// sections sc_init_array and sc_fini_array (docs/safe-mode.md).
#include "runtime.h"

// Safe constructors, in table order, with no arguments (start.c calls
// this after libc's start-up, before main).
void run_constructors(void) {
  const uint64_t *p = rt_init_array_start(), *end = rt_init_array_end();
  if (!p || !end)
    return;
  for (; p < end; p++)
    if (*p)
      sc_call((const void *)(uintptr_t)*p, NULL, NULL, 0);
}

// __run_destructors(): libc's exit calls it after the atexit handlers;
// the destructors run in reverse table order, once.
SafeRet rt___run_destructors(const uint64_t *words, uint64_t n) {
  static bool done;
  SafeRet r = {0, 0};
  const uint64_t *start = rt_fini_array_start(), *p = rt_fini_array_end();
  if (done || !start || !p)
    return r;
  done = true;
  while (p-- > start)
    if (*p)
      sc_call((const void *)(uintptr_t)*p, NULL, NULL, 0);
  return r;
}
