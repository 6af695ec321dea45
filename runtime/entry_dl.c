// entry_dl.c — dlopen and dlsym of safe shared libraries (libc's
// dlfcn.c calls these; docs/safe-mode.md, "Shared libraries").
//
// __dlopen(file, mode) loads the library with the host's loader, binding
// every symbol at once (RTLD_NOW, as -z now does for the others: lazy
// binding would clobber the safe call's %r10).  Its registration object
// hands its tables to the runtime from the loader's constructor call;
// then its globals get their headers and its safe constructors run,
// before dlopen returns.  It stays loaded: __dlclose does nothing, since
// a capability into an unloaded library could not be checked.  The
// handle is returned without a capability: the program can only pass it
// back.  The library's undefined symbols must be found in the program,
// which is linked with -rdynamic for that.
//
// __dlsym(handle, name) looks up sc.<name>: a function comes back with
// its function object as the capability, so a call through it is
// checked like any other; a global comes back as its object.  Anything
// else (a runtime helper, a symbol of non-safe code) is not found.
//
// __dlerror(buf, size) copies the host loader's last message, if any.
#define _GNU_SOURCE
#include "runtime.h"
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

static SafeRet ret(uint64_t v, uint64_t cap) {
  SafeRet r = {v, cap};
  return r;
}

// The safe constructors and global headers of the modules registered
// since `from` (those a dlopen just loaded).
static void start_modules(int from) {
  const RtModule *m;
  int n = rt_modules(&m);
  for (int i = from; i < n; i++) {
    rt_fill_global_headers(m[i].globals, m[i].globals_end);
    rt_run_module_constructors(&m[i]);
  }
}

SafeRet rt___dlopen(const uint64_t *words, uint64_t n) {
  const char *file = ARG(0) ? check_string(ARG(0), CAP(0), "dlopen") : NULL;
  int mode = ((int)ARG(1) & ~RTLD_LAZY) | RTLD_NOW | RTLD_NODELETE;
  const RtModule *m;
  int before = rt_modules(&m);
  void *h = dlopen(file, mode);
  if (h)
    start_modules(before);
  return ret((uint64_t)(uintptr_t)h, 0);
}

SafeRet rt___dlclose(const uint64_t *words, uint64_t n) { return ret(0, 0); }

// The capability a safe symbol's address carries, or 0 when addr is not
// a safe function's entry or a safe global.
static uint64_t symbol_capability(void *handle, const char *name, uint64_t addr) {
  char fo_name[300];
  snprintf(fo_name, sizeof fo_name, "sc.fo.%s", name);
  uint64_t fo = (uint64_t)(uintptr_t)dlsym(handle, fo_name);
  if (fo && (HEADER(fo)->aux & TAG_FUNCTION) && *(uint64_t *)(uintptr_t)fo == addr)
    return fo;
  ObjHeader *h = HEADER(addr);
  if (!(h->aux & TAG_FUNCTION) && AUX_KIND(h->aux) == KIND_GLOBAL)
    return addr;
  return 0;
}

SafeRet rt___dlsym(const uint64_t *words, uint64_t n) {
  void *handle = (void *)(uintptr_t)ARG(0);
  const char *name = check_string(ARG(1), CAP(1), "dlsym");
  char sym[300];
  if (strlen(name) > 256 || !strncmp(name, "rt.", 3) || !strncmp(name, "fo.", 3))
    return ret(0, 0);
  snprintf(sym, sizeof sym, "sc.%s", name);
  uint64_t addr = (uint64_t)(uintptr_t)dlsym(handle, sym);
  uint64_t cap = addr ? symbol_capability(handle, name, addr) : 0;
  return cap ? ret(addr, cap) : ret(0, 0);
}

SafeRet rt___dlerror(const uint64_t *words, uint64_t n) {
  const char *e = dlerror();
  if (!e)
    return ret(0, 0);
  char *buf = check_access(ARG(0), CAP(0), ARG(1), true, "dlerror");
  snprintf(buf, ARG(1), "%s", e);
  return ret(1, 0);
}
