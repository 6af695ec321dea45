// init.c — runtime initialisation: the heap, the main thread's stack
// bounds (for conservative scanning), SAFECC_OPTIONS, and the headers of
// zero-initialised globals, which the compiler leaves in .bss.
#include "runtime.h"
#include <link.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

bool rt_initialized;

// The runtime cannot go on (no memory, no address space, a library it
// cannot serve): one line on stderr, then abort.  Not a safety error.
_Noreturn void rt_fatal(const char *what) {
  char buf[200];
  int n = snprintf(buf, sizeof buf, "safecc runtime: %s\n", what);
  if (n > 0 && write(2, buf, (size_t)n) < 0) {}
  abort();
}
uint64_t rt_stack_top;
uint64_t rt_tls_size;

// The executable (the first object dl_iterate_phdr reports) holds every
// safe thread-local; x86_64 puts its TLS block right below the thread
// pointer, rounded up to the segment's alignment.
static int find_tls(struct dl_phdr_info *info, size_t size, void *data) {
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    if (ph->p_type == PT_TLS) {
      uint64_t align = ph->p_align ? ph->p_align : 1;
      rt_tls_size = (ph->p_memsz + align - 1) / align * align;
    }
  }
  return 1;  // only the first object
}

// The highest address of the calling thread's stack.
static uint64_t find_stack_top(void) {
  pthread_attr_t attr;
  void *addr = NULL;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) == 0) {
    pthread_attr_getstack(&attr, &addr, &size);
    pthread_attr_destroy(&attr);
  }
  if (!addr) {
    int here;
    return (uint64_t)(uintptr_t)&here + 65536;  // a poor guess; never seen on Linux
  }
  return (uint64_t)(uintptr_t)addr + size;
}

// Each sc_globals entry is (header address, size, tags).  Initialised
// globals already carry their header; .bss ones get it here, in every
// safe module.
void rt_fill_global_headers(const uint64_t *e, const uint64_t *end) {
  if (!e || !end)
    return;
  for (; e + 3 <= end; e += 3) {
    ObjHeader *h = (ObjHeader *)(uintptr_t)e[0];
    if (!h)
      continue;
    if (h->size != e[1])
      h->size = e[1];
    if (h->aux == 0 && e[2] != 0)
      h->aux = e[2];
  }
}

void rt_init(void) {
  if (rt_initialized)
    return;
  rt_initialized = true;
  heap_init();
  rt_stack_top = find_stack_top();
  dl_iterate_phdr(find_tls, NULL);
  rt_read_options();
  const RtModule *m;
  int n = rt_modules(&m);
  for (int i = 0; i < n; i++)
    rt_fill_global_headers(m[i].globals, m[i].globals_end);
  rt_install_fault_handler();
  rt_threads_init();
}
