// rt_test.h — helpers for host-side runtime tests: call the runtime's
// safe-world entry points through the sc_call trampoline (exactly as safe
// code does), and run code in a forked child to check its trap report.
#ifndef RT_TEST_H
#define RT_TEST_H
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

// A safe-world pointer: address and capability.
typedef struct { uint64_t a, c; } Ptr;
typedef struct { uint64_t value, cap; } SafeRet;

SafeRet sc_call(const void *fn, const uint64_t *values, const uint64_t *caps, uint64_t n);
void *rt_alloc(uint64_t size, uint64_t align, uint64_t kind) __asm__("sc.rt.alloc");
void rt_store_cap(void *cap, void *addr, void *newcap) __asm__("sc.rt.store_cap");
void rt_copy_caps(void *dst, void *dstcap, const void *src, void *srccap, uint64_t n)
    __asm__("sc.rt.copy_caps");
void *rt_va_pack(const uint64_t *values, const uint64_t *caps, uint64_t n) __asm__("sc.rt.va_pack");
void rt_safepoint(void) __asm__("sc.rt.safepoint");
extern int32_t rt_gc_pending __asm__("sc.rt.gc_pending");
// Runs op(ctx) with the calling thread parked (a collection may run).
void rt_blocking(void (*op)(void *), void *ctx);
extern int32_t rt_gc_requested __asm__("sc.rt.gc_requested");  // collect at the next poll
void gc_collect(void);
extern uint64_t gc_collections;

extern char sc_malloc[] __asm__("sc.malloc");
extern char sc_calloc[] __asm__("sc.calloc");
extern char sc_realloc[] __asm__("sc.realloc");
extern char sc_free[] __asm__("sc.free");
extern char sc_memcpy[] __asm__("sc.memcpy");
extern char sc_memmove[] __asm__("sc.memmove");
extern char sc_memset[] __asm__("sc.memset");
extern char sc_write[] __asm__("sc.write");
extern char sc_read[] __asm__("sc.read");
extern char sc_open[] __asm__("sc.open");
extern char sc_close[] __asm__("sc.close");
extern char sc_posix_memalign[] __asm__("sc.posix_memalign");
extern char sc_aligned_alloc[] __asm__("sc.aligned_alloc");

static inline Ptr P(uint64_t a, uint64_t c) { Ptr p = {a, c}; return p; }
static inline Ptr I(uint64_t v) { Ptr p = {v, 0}; return p; }

// A safe call with up to 4 arguments.
static inline SafeRet call(const void *fn, int n, Ptr a0, Ptr a1, Ptr a2, Ptr a3) {
  uint64_t v[4] = {a0.a, a1.a, a2.a, a3.a}, c[4] = {a0.c, a1.c, a2.c, a3.c};
  return sc_call(fn, v, c, (uint64_t)n);
}
static inline Ptr r2p(SafeRet r) { return P(r.value, r.cap); }
static inline Ptr s_malloc(uint64_t n) { Ptr z = {0, 0}; return r2p(call(sc_malloc, 1, I(n), z, z, z)); }
static inline Ptr s_realloc(Ptr p, uint64_t n) { Ptr z = {0, 0}; return r2p(call(sc_realloc, 2, p, I(n), z, z)); }
static inline void s_free(Ptr p) { Ptr z = {0, 0}; call(sc_free, 1, p, z, z, z); }
static inline void s_memcpy(Ptr d, Ptr s, uint64_t n) { Ptr z = {0, 0}; call(sc_memcpy, 3, d, s, I(n), z); }
static inline void s_memmove(Ptr d, Ptr s, uint64_t n) { Ptr z = {0, 0}; call(sc_memmove, 3, d, s, I(n), z); }
static inline void s_memset(Ptr d, int v, uint64_t n) { Ptr z = {0, 0}; call(sc_memset, 3, d, I((uint64_t)v), I(n), z); }

// The pointer stored at p (address from memory, capability from aux).
static inline Ptr load_ptr(Ptr p) {
  uint64_t a = *(uint64_t *)(uintptr_t)p.a;
  uint64_t cap = 0;
  if (!(p.a & 7) && p.c && p.a >= p.c && p.a - p.c < ((uint64_t *)(uintptr_t)p.c)[-2]) {
    uint64_t aux = ((uint64_t *)(uintptr_t)p.c)[-1] & ~(uint64_t)31;
    if (aux)
      cap = ((uint64_t *)(uintptr_t)aux)[(p.a - p.c) / 8];
  }
  return P(a, cap);
}
static inline void store_ptr(Ptr at, Ptr v) {
  *(uint64_t *)(uintptr_t)at.a = v.a;
  rt_store_cap((void *)(uintptr_t)at.c, (void *)(uintptr_t)at.a, (void *)(uintptr_t)v.c);
}

// Runs fn in a child with stderr captured; returns the wait status and
// the child's stderr text in buf.
static inline int run_child(void (*fn)(void *), void *arg, char *buf, size_t len) {
  int fds[2];
  if (pipe(fds))
    abort();
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    dup2(fds[1], 2);
    fn(arg);
    _exit(0);
  }
  close(fds[1]);
  size_t got = 0;
  ssize_t r;
  while (got + 1 < len && (r = read(fds[0], buf + got, len - 1 - got)) > 0)
    got += (size_t)r;
  buf[got] = 0;
  close(fds[0]);
  int status;
  waitpid(pid, &status, 0);
  return status;
}

// True if the child's status and report are a trap of the given kind.
// Is msg one trap report: its first line, then only lines of its
// backtrace and sites (indented), each ending in a newline?
static inline int is_one_report(const char *msg) {
  const char *nl = strchr(msg, '\n');
  if (!nl)
    return 0;
  for (const char *line = nl + 1; *line; line = nl + 1) {
    if (strncmp(line, "  ", 2) != 0 || !(nl = strchr(line, '\n')))
      return 0;
  }
  return 1;
}

static inline int is_trap(int status, const char *msg, const char *kind) {
  char want[128];
  snprintf(want, sizeof want, "safecc: safety error: %s ", kind);
  return WIFSIGNALED(status) && WTERMSIG(status) == 6 && strncmp(msg, want, strlen(want)) == 0;
}
#endif
