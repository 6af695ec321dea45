// trap.c — the only place that reports safety errors.  One line on stderr
// written with a single write(2), then SIGABRT with the default action:
//   safecc: safety error: <kind> <detail> at <file>:<line>:<col>
// The safe libc's stdio buffers are never flushed (they live in the safe
// world), so nothing reaches open files after the fault.
#include "runtime.h"
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

_Noreturn void trap_report(const char *kind, const char *detail, const char *where) {
  char line[1024];
  int n = snprintf(line, sizeof line - 1, "safecc: safety error: %s %s %s", kind, detail, where);
  if (n < 0)
    n = 0;
  if (n > (int)sizeof line - 2)
    n = (int)sizeof line - 2;
  line[n++] = '\n';
  if (write(2, line, n) < 0) {}
  signal(SIGABRT, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGABRT);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(SIGABRT);
  _exit(134);
}

static const char *kind_name(uint64_t cap) {
  uint64_t aux = HEADER(cap)->aux;
  if (aux & TAG_FUNCTION)
    return "function";
  if (rt_is_mapping(cap))
    return "mapped";
  static const char *names[] = {"heap", "stack", "global", "string literal"};
  return names[AUX_KIND(aux)];
}

// Explains why an n-byte access at addr with capability cap failed.
_Noreturn void trap_bad_access(const char *where, uint64_t addr, uint64_t cap,
                               uint64_t n, bool is_write) {
  const char *op = is_write ? "write" : "read";
  char detail[256];
  if (!cap) {
    snprintf(detail, sizeof detail, "(%s of %llu bytes at 0x%llx)", op,
             (unsigned long long)n, (unsigned long long)addr);
    trap_report(addr < 4096 ? "null pointer dereference" : "pointer without capability",
                detail, where);
  }
  ObjHeader *h = HEADER(cap);
  if (h->aux & TAG_FREED) {
    snprintf(detail, sizeof detail, "(%s of %llu bytes at 0x%llx in a freed %s object)",
             op, (unsigned long long)n, (unsigned long long)addr, kind_name(cap));
    trap_report("use after free", detail, where);
  }
  long long offset = (long long)(addr - cap);
  bool in_bounds = addr >= cap && addr - cap <= h->size && n <= h->size - (addr - cap);
  snprintf(detail, sizeof detail, "of %llu bytes at 0x%llx (offset %lld in a %llu-byte %s object)",
           (unsigned long long)n, (unsigned long long)addr, offset,
           (unsigned long long)h->size, kind_name(cap));
  if (in_bounds && is_write && (h->aux & TAG_READONLY))
    trap_report("write to read-only memory", detail, where);
  trap_report(is_write ? "out-of-bounds write" : "out-of-bounds read", detail, where);
}

static void site_text(char *buf, size_t len, const SiteInfo *site) {
  if (site && site->file)
    snprintf(buf, len, "at %s:%u:%d", site->file, (unsigned)site->line, (int)site->col);
  else
    snprintf(buf, len, "at an unknown place");
}

void rt_trap_access(const SiteInfo *site, uint64_t addr, uint64_t cap) {
  char where[512];
  site_text(where, sizeof where, site);
  trap_bad_access(where, addr, cap, site ? (uint64_t)site->size : 0,
                  site && site->is_write);
}

void rt_trap_call(const SiteInfo *site, uint64_t addr, uint64_t cap) {
  char where[512], detail[256];
  site_text(where, sizeof where, site);
  if (!cap) {
    snprintf(detail, sizeof detail, "(call to 0x%llx without a capability)",
             (unsigned long long)addr);
  } else {
    ObjHeader *h = HEADER(cap);
    if (!(h->aux & TAG_FUNCTION))
      snprintf(detail, sizeof detail, "(call to 0x%llx through a %llu-byte %s object)",
               (unsigned long long)addr, (unsigned long long)h->size, kind_name(cap));
    else
      snprintf(detail, sizeof detail, "(call to 0x%llx; the function object's entry is 0x%llx)",
               (unsigned long long)addr, (unsigned long long)*(uint64_t *)(uintptr_t)cap);
  }
  trap_report("bad function call", detail, where);
}
