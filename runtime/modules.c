// modules.c — the safe modules of the process: the executable, and each
// safe shared library loaded with it (docs/safe-mode.md, "Shared
// libraries").  A module's tables are sections the compiler fills:
// sc_globals (every global's header, size and tags: the collector's
// roots), sc_init_array and sc_fini_array (constructors and destructors)
// and sc_tls (thread-locals).  The executable's are found through the
// linker's __start_/__stop_ symbols (x86_64.s); a shared library's
// registration object (module.s, linked into it by the driver) hands
// its own to rt_register_module from a host constructor, which the
// dynamic loader runs before the program starts, dependencies first.
#include "runtime.h"

enum { MAX_MODULES = 64 };

static RtModule modules[MAX_MODULES];
static int nmodules;
static bool have_executable;

// Called by a safe shared library's registration object.  Libraries come
// before the executable, in the order the loader initialises them.
void rt_register_module(const RtModule *m) {
  if (nmodules == MAX_MODULES)
    rt_fatal("too many safe shared libraries");
  if (m->tls != m->tls_end)
    rt_fatal("a safe shared library defines thread-local variables, which is not supported yet");
  modules[nmodules++] = *m;
}

// The modules, the executable last (added on first use).
int rt_modules(const RtModule **out) {
  if (!have_executable) {
    have_executable = true;
    if (nmodules == MAX_MODULES)
      rt_fatal("too many safe shared libraries");
    RtModule *m = &modules[nmodules++];
    m->globals = rt_globals_start();
    m->globals_end = rt_globals_end();
    m->tls = rt_tls_table_start();
    m->tls_end = rt_tls_table_end();
    m->init = rt_init_array_start();
    m->init_end = rt_init_array_end();
    m->fini = rt_fini_array_start();
    m->fini_end = rt_fini_array_end();
  }
  *out = modules;
  return nmodules;
}
