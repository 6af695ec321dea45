// ctors.c — the safe world's constructors and destructors: the compiler
// lists `__attribute__((constructor/destructor))` functions in the
// sections sc_init_array and sc_fini_array (docs/safe-mode.md).
#include "runtime.h"

// Safe constructors, module by module (shared libraries first, as the
// loader ordered them, the executable last), in table order, with no
// arguments (start.c calls this after libc's start-up, before main).
void run_constructors(void) {
  const RtModule *m;
  int n = rt_modules(&m);
  for (int i = 0; i < n; i++)
    rt_run_module_constructors(&m[i]);
}

// One module's safe constructors, in table order (also for a library
// dlopen just loaded, entry_dl.c).
void rt_run_module_constructors(const RtModule *m) {
  if (!m->init || !m->init_end)
    return;
  for (const uint64_t *p = m->init; p < m->init_end; p++)
    if (*p)
      sc_call((const void *)(uintptr_t)*p, NULL, NULL, 0);
}

// __run_destructors(): libc's exit calls it after the atexit handlers;
// the destructors run in the reverse order of the constructors, once.
SafeRet rt___run_destructors(const uint64_t *words, uint64_t n) {
  static bool done;
  SafeRet r = {0, 0};
  if (done)
    return r;
  done = true;
  const RtModule *m;
  int count = rt_modules(&m);
  for (int i = count - 1; i >= 0; i--) {
    if (!m[i].fini || !m[i].fini_end)
      continue;
    for (const uint64_t *p = m[i].fini_end; p-- > m[i].fini;)
      if (*p)
        sc_call((const void *)(uintptr_t)*p, NULL, NULL, 0);
  }
  return r;
}
