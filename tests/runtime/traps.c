// traps.c — every trap kind the runtime reports, each in a forked child:
// the exact report prefix and kind, one line, SIGABRT; and for each bad
// case a good twin that must run cleanly.
#include "rt_test.h"

typedef struct { const char *name; const char *kind; void (*fn)(void *); } Case;

typedef struct {
  const char *file; int32_t line, col; int64_t size; int32_t is_write, pad;
} SiteInfo;
void rt_trap_access(const SiteInfo *, uint64_t, uint64_t) __asm__("sc.rt.trap_access");
void rt_trap_call(const SiteInfo *, uint64_t, uint64_t) __asm__("sc.rt.trap_call");
extern char sc_fo_malloc[] __asm__("sc.fo.malloc");

static Ptr z;
static void write10_20(void *a) { Ptr p = s_malloc(10); call(sc_write, 3, I(1), p, I(20), z); }
static void write10_10(void *a) { Ptr p = s_malloc(10); memset((void *)p.a, 'x', 10); call(sc_write, 3, I(2), p, I(0), z); }
static void read_over(void *a) { Ptr p = s_malloc(4); call(sc_read, 3, I(0), p, I(5), z); }
static void read_ok(void *a) { Ptr p = s_malloc(4); call(sc_read, 3, I(-1), p, I(4), z); }
static void memcpy_oob(void *a) { Ptr d = s_malloc(8), s = s_malloc(7); s_memcpy(d, s, 8); }
static void memcpy_ok(void *a) { Ptr d = s_malloc(8), s = s_malloc(8); s_memcpy(d, s, 8); }
static void memset_oob(void *a) { Ptr d = s_malloc(1); s_memset(d, 0, 2); }
static void memset_ok(void *a) { Ptr d = s_malloc(1); s_memset(d, 0, 1); }
static void uaf(void *a) { Ptr d = s_malloc(16); s_free(d); s_memset(d, 0, 1); }
static void uaf_after_gc(void *a) {
  Ptr holder = s_malloc(8), d = s_malloc(16);
  store_ptr(holder, d);
  s_free(d);
  d.a = d.c = 0;
  gc_collect();
  s_memset(load_ptr(holder), 0, 1);  // now the freed singleton's capability
}
static void dfree(void *a) { Ptr d = s_malloc(16); s_free(d); s_free(d); }
static void ifree(void *a) { Ptr d = s_malloc(16); s_free(P(d.a + 8, d.c)); }
static void ifree_nocap(void *a) { Ptr d = s_malloc(16); s_free(P(d.a, 0)); }
static void free_ok(void *a) { Ptr d = s_malloc(16); s_free(d); s_free(P(0, 0)); }
static void null_deref(void *a) { s_memset(P(0, 0), 0, 4); }
static void nocap(void *a) { Ptr d = s_malloc(16); s_memset(P(d.a, 0), 0, 4); }
static void readonly(void *a) {
  Ptr d = s_malloc(16);
  ((uint64_t *)d.c)[-1] |= 2;  // as a string literal's header says
  s_memset(d, 0, 4);
}
static void readonly_ok(void *a) {
  Ptr d = s_malloc(16), e = s_malloc(16);
  ((uint64_t *)d.c)[-1] |= 2;
  s_memcpy(e, d, 16);
}
static const SiteInfo site = {"t.c", 12, 9, 4, 1, 0};
static void compiler_oob(void *a) { Ptr d = s_malloc(40); rt_trap_access(&site, d.a + 40, d.c); }
static void bad_call(void *a) { Ptr d = s_malloc(8); rt_trap_call(&site, d.a, d.c); }
static void call_via_fo(void *a) {
  // A function object of the runtime: tagged, its word is the entry.
  uint64_t *fo = (uint64_t *)sc_fo_malloc;
  if (fo[-2] != 8 || fo[-1] != 22 || fo[0] != (uint64_t)(uintptr_t)sc_malloc)
    _exit(3);
  Ptr p = r2p(sc_call((void *)fo[0], (uint64_t[]){5}, (uint64_t[]){0}, 1));
  if (((uint64_t *)p.c)[-2] != 5)
    _exit(4);
}
static void open_unterminated(void *a) {
  Ptr s = s_malloc(4);
  memcpy((void *)s.a, "abcd", 4);
  call(sc_open, 2, s, I(0), z, z);
}
static void open_ok(void *a) {
  Ptr s = s_malloc(10);
  memcpy((void *)s.a, "/dev/null", 10);
  SafeRet r = call(sc_open, 2, s, I(0), z, z);
  if ((int64_t)r.value < 0)
    _exit(5);
  call(sc_close, 1, I(r.value), z, z, z);
}
static void posix_memalign_small(void *a) {
  Ptr pp = s_malloc(4);
  call(sc_posix_memalign, 3, pp, I(64), I(10), z);
}
static void posix_memalign_ok(void *a) {
  Ptr pp = s_malloc(8);
  SafeRet r = call(sc_posix_memalign, 3, pp, I(64), I(10), z);
  Ptr p = load_ptr(pp);
  if (r.value != 0 || p.a % 64 || p.c != p.a || ((uint64_t *)p.c)[-2] != 10)
    _exit(6);
  Ptr q = r2p(call(sc_aligned_alloc, 2, I(4096), I(100), z, z));
  if (q.a % 4096 || ((uint64_t *)q.c)[-2] != 100)
    _exit(7);
  s_free(p);
  s_free(q);
}

static const Case cases[] = {
  {"write 20 bytes of a 10-byte object", "out-of-bounds read", write10_20},
  {"write within bounds", NULL, write10_10},
  {"read past the end", "out-of-bounds write", read_over},
  {"read within bounds", NULL, read_ok},
  {"memcpy from a short source", "out-of-bounds read", memcpy_oob},
  {"memcpy in bounds", NULL, memcpy_ok},
  {"memset past the end", "out-of-bounds write", memset_oob},
  {"memset in bounds", NULL, memset_ok},
  {"use after free", "use after free", uaf},
  {"use after free after a collection", "use after free", uaf_after_gc},
  {"double free", "double free", dfree},
  {"free of an interior pointer", "invalid free", ifree},
  {"free without capability", "invalid free", ifree_nocap},
  {"free and free(NULL)", NULL, free_ok},
  {"null pointer", "null pointer dereference", null_deref},
  {"pointer without capability", "pointer without capability", nocap},
  {"write to read-only memory", "write to read-only memory", readonly},
  {"read of read-only memory", NULL, readonly_ok},
  {"compiler site report", "out-of-bounds write", compiler_oob},
  {"bad function call", "bad function call", bad_call},
  {"call through a runtime function object", NULL, call_via_fo},
  {"open of an unterminated name", "out-of-bounds read", open_unterminated},
  {"open of /dev/null", NULL, open_ok},
  {"posix_memalign into a 4-byte object", "out-of-bounds write", posix_memalign_small},
  {"posix_memalign and aligned_alloc", NULL, posix_memalign_ok},
};

int main(void) {
  int failed = 0, n = sizeof cases / sizeof cases[0];
  char msg[2048];
  for (int i = 0; i < n; i++) {
    int st = run_child(cases[i].fn, NULL, msg, sizeof msg);
    int ok;
    if (cases[i].kind) {
      ok = is_trap(st, msg, cases[i].kind) && is_one_report(msg);
    } else {
      ok = WIFEXITED(st) && WEXITSTATUS(st) == 0 && msg[0] == 0;
    }
    if (!ok) {
      printf("FAIL: %s: expected %s, got status %#x, stderr: %s\n", cases[i].name,
             cases[i].kind ? cases[i].kind : "a clean run", st, msg);
      failed++;
    }
  }
  // The exact text of one compiler-site report's first line
  // (docs/safe-mode.md).
  int st = run_child(compiler_oob, NULL, msg, sizeof msg);
  char *nl = strchr(msg, '\n');
  if (nl)
    nl[1] = 0;
  const char *want_end = " (offset 40 in a 40-byte heap object) at t.c:12:9\n";
  const char *want_start = "safecc: safety error: out-of-bounds write of 4 bytes at 0x";
  if (!WIFSIGNALED(st) || strncmp(msg, want_start, strlen(want_start)) ||
      strlen(msg) < strlen(want_end) || strcmp(msg + strlen(msg) - strlen(want_end), want_end)) {
    printf("FAIL: report text: %s", msg);
    failed++;
  }
  printf("traps: %d cases, %d failed\n", n + 1, failed);
  return failed != 0;
}
