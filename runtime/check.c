// check.c — the access check of docs/safe-mode.md, for the runtime's own
// entry points (memcpy, write, ...): they check every pointer argument
// against its capability before touching memory or calling the host.
#include "runtime.h"
#include <stdio.h>

static void where_text(char *buf, size_t len, const char *fn) {
  snprintf(buf, len, "in a call to %s", fn);
}

// The trap of a failed check_access (runtime.h, inline), apart so that
// the check itself saves no register and reserves no buffer.
__attribute__((noinline, cold)) void check_access_failed(uint64_t addr, uint64_t cap,
                                                         uint64_t n, bool is_write,
                                                         const char *fn) {
  char where[128];
  where_text(where, sizeof where, fn);
  trap_bad_access(where, addr, cap, n, is_write);
}

// A C string argument: it must end inside its object.  Returns the string.
const char *check_string(uint64_t addr, uint64_t cap, const char *fn) {
  check_access(addr, cap, 1, false, fn);
  uint64_t size = HEADER(cap)->size;
  const char *s = (const char *)(uintptr_t)addr;
  for (uint64_t i = 0; addr - cap + i < size; i++)
    if (s[i] == 0)
      return s;
  char where[128];
  where_text(where, sizeof where, fn);
  trap_bad_access(where, cap + size, cap, 1, false);
}
