// trap.c — the only place that reports safety errors.  One block on
// stderr written with a single write(2), then SIGABRT with the default
// action.  Its first line says what happened:
//   safecc: safety error: <kind> <detail> at <file>:<line>:<col>
// and the lines after it where: the backtrace of the safe frames, and for
// a heap object the frames that allocated and freed it when they were
// recorded (SAFECC_OPTIONS=sites=1, runtime/sites.c).  Each frame is a
// function and, where the code was compiled with -g, a file and line
// (runtime/symbolize.c).  The safe libc's stdio buffers are never flushed
// (they live in the safe world), so nothing reaches open files after the
// fault.
#include "runtime.h"
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <ucontext.h>
#include <unistd.h>

// The report being written, and what it is about: the access site of a
// failed check (its place names the first safe frame better than the
// trap stub's return address does) and the object it reached.
static struct {
  char text[8192];
  int len;
  const SiteInfo *site;
  uint64_t cap;
} report;

static void add(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void add(const char *fmt, ...) {
  int room = (int)sizeof report.text - report.len;
  if (room <= 1)
    return;
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(report.text + report.len, (size_t)room, fmt, ap);
  va_end(ap);
  if (n > 0)
    report.len += n < room ? n : room - 1;
}

// Is pc in safe code (a function whose symbol is sc.<name>, but not one
// of the runtime's own sc.rt.* helpers)?  Sets *place to where it is.
static bool in_safe_code(uint64_t pc, RtCodePlace *place) {
  return rt_symbolize(pc - 1, place) && !strncmp(place->function, "sc.", 3) &&
         strncmp(place->function, "sc.rt.", 6) != 0;
}

// A frame of a report: where a safe function was.
typedef struct {
  const char *function; // without the sc. prefix
  const char *file;     // NULL when unknown (no -g)
  unsigned line;
  int col;              // 0 when unknown
  uint64_t offset;      // in the function, shown when there is no file
} Frame;

enum { MAX_FRAMES = 16 };

// The safe frames among pcs: those before the first safe one belong to
// the runtime and are left out, and the first one after them that is
// not safe ends the list (the runtime's start, a thread's start, a
// handler's caller).  The first takes `site` as its place.
static int safe_frames(const uint64_t *pcs, int n, const SiteInfo *site, Frame *out) {
  int kept = 0;
  for (int i = 0; i < n && kept < MAX_FRAMES; i++) {
    RtCodePlace place;
    if (!in_safe_code(pcs[i], &place)) {
      if (kept)
        break;
      continue;
    }
    Frame *f = &out[kept];
    f->function = place.function + 3;
    f->file = place.file;
    f->line = place.line;
    f->col = 0;
    f->offset = place.offset;
    if (kept == 0 && site && site->file) {
      f->file = site->file;
      f->line = site->line;
      f->col = site->col;
    }
    kept++;
  }
  return kept;
}

// The text form: "    #i name at file:line[:col]", or "name+0xoff".
static void add_frames_text(const Frame *f, int n) {
  for (int i = 0; i < n; i++) {
    add("    #%d %s", i, f[i].function);
    if (f[i].file && f[i].col)
      add(" at %s:%u:%d\n", f[i].file, f[i].line, f[i].col);
    else if (f[i].file)
      add(" at %s:%u\n", f[i].file, f[i].line);
    else
      add("+0x%llx\n", (unsigned long long)f[i].offset);
  }
}

// s as a JSON string.
static void add_json_string(const char *s) {
  add("\"");
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      add("\\%c", c);
    else if (c < 0x20)
      add("\\u%04x", c);
    else
      add("%c", c);
  }
  add("\"");
}

static void add_frames_json(const char *name, const Frame *f, int n) {
  add(",\"%s\":[", name);
  for (int i = 0; i < n; i++) {
    add("%s{\"function\":", i ? "," : "");
    add_json_string(f[i].function);
    if (f[i].file) {
      add(",\"file\":");
      add_json_string(f[i].file);
      add(",\"line\":%u", f[i].line);
      if (f[i].col)
        add(",\"column\":%d", f[i].col);
    } else {
      add(",\"offset\":%llu", (unsigned long long)f[i].offset);
    }
    add("}");
  }
  add("]");
}

// The lines after the first: the backtrace from frame record fp up, and
// the sites of the object the report is about, as text or as one line of
// JSON (SAFECC_OPTIONS=report=..., options.c).
static void add_details(uint64_t fp, const char *kind, const char *detail, const char *where) {
  if (rt_report_style == REPORT_LINE)
    return;
  uint64_t pcs[48], allocated[SITE_FRAMES], freed[SITE_FRAMES];
  Frame stack[MAX_FRAMES], made[SITE_FRAMES], dropped[SITE_FRAMES];
  int n = safe_frames(pcs, rt_collect_frames(fp, pcs, 48), report.site, stack);
  int nmade = -1, ndropped = 0;
  if (report.cap && sites_of(report.cap, allocated, freed)) {
    nmade = safe_frames(allocated, SITE_FRAMES, NULL, made);
    ndropped = freed[0] ? safe_frames(freed, SITE_FRAMES, NULL, dropped) : 0;
  }
  if (rt_report_style == REPORT_JSON) {
    add("{\"kind\":");
    add_json_string(kind);
    add(",\"detail\":");
    add_json_string(detail);
    add(",\"where\":");
    add_json_string(where);
    add_frames_json("backtrace", stack, n);
    if (nmade >= 0)
      add_frames_json("allocated", made, nmade);
    if (ndropped)
      add_frames_json("freed", dropped, ndropped);
    add("}\n");
    return;
  }
  add_frames_text(stack, n);
  if (nmade >= 0) {
    add("  the object was allocated by:\n");
    if (!nmade)
      add("    (no safe frame)\n");
    add_frames_text(made, nmade);
    if (ndropped) {
      add("  and freed by:\n");
      add_frames_text(dropped, ndropped);
    }
  }
}

void trap_about(uint64_t cap) { report.cap = cap; }

_Noreturn void trap_report(const char *kind, const char *detail, const char *where) {
  report.len = 0;
  add("safecc: safety error: %s %s %s\n", kind, detail, where);
  add_details((uint64_t)(uintptr_t)__builtin_frame_address(0), kind, detail, where);
  if (write(2, report.text, (size_t)report.len) < 0) {}
  rt_set_core_limit();
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
  trap_about(cap);
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
  report.site = site;
  site_text(where, sizeof where, site);
  trap_bad_access(where, addr, cap, site ? (uint64_t)site->size : 0,
                  site && site->is_write);
}

void rt_trap_call(const SiteInfo *site, uint64_t addr, uint64_t cap) {
  char where[512], detail[256];
  report.site = site;
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

// ---- Null capabilities, found by the fault their check takes ----
// The access check (backend-x86_64/safe.c, emit_check_sequence) does not
// test its capability for null, which would cost two instructions on
// every check: its `cmp -16(%cap), %r11`, which reads the size in the
// object's header, faults when the capability is 0 (it reads at
// 0xfffffffffffffff0, in the kernel's half of the address space).  The
// SIGSEGV handler recognises that instruction and the `ja` after it to
// the check's trap stub, and resumes the thread at the stub, which
// reports the access as it reports every failed check.  Any other
// SIGSEGV gets the default action (or none, for one that kill() sent
// while the program ignores SIGSEGV).

// The length of a check's `cmp -16(%r12|%r13|%r15), %r11` at pc, or 0.
static int check_cmp_length(const uint8_t *pc) {
  static const uint8_t via_r12[] = {0x4d, 0x3b, 0x5c, 0x24, 0xf0};
  static const uint8_t via_r13[] = {0x4d, 0x3b, 0x5d, 0xf0};
  static const uint8_t via_r15[] = {0x4d, 0x3b, 0x5f, 0xf0};
  if (!memcmp(pc, via_r12, sizeof via_r12))
    return sizeof via_r12;
  if (!memcmp(pc, via_r13, sizeof via_r13) || !memcmp(pc, via_r15, sizeof via_r15))
    return 4;
  return 0;
}

// Where the `ja` at pc (rel8 or rel32) goes, or NULL if it is none.
static const uint8_t *ja_target(const uint8_t *pc) {
  if (pc[0] == 0x77)
    return pc + 2 + (int8_t)pc[1];
  if (pc[0] == 0x0f && pc[1] == 0x87) {
    int32_t rel;
    memcpy(&rel, pc + 2, 4);
    return pc + 6 + rel;
  }
  return NULL;
}

// Is the code at `stub` a check's trap stub: a few instructions that end
// in `and $-16, %rsp; call sc.rt.trap_access`?
static bool is_trap_stub(const uint8_t *stub) {
  static const uint8_t align_then_call[] = {0x48, 0x83, 0xe4, 0xf0, 0xe8};
  for (int i = 0; i < 24; i++) {
    if (memcmp(stub + i, align_then_call, sizeof align_then_call))
      continue;
    int32_t rel;
    memcpy(&rel, stub + i + 5, 4);
    return stub + i + 9 + rel == (const uint8_t *)(uintptr_t)rt_trap_access;
  }
  return false;
}

// ---- Stack overflow ----
// A call deeper than the stack allows faults in the guard region below
// the stack.  The handler runs on an alternate signal stack (each thread
// gets one, rt_use_alt_stack) and reports it as a safety error instead of
// a bare SIGSEGV.

enum { ALT_STACK_SIZE = 64 << 10 };

// Gives the calling thread an alternate signal stack; returns it (for
// rt_drop_alt_stack), or NULL when there is no memory (the overflow is
// then a plain SIGSEGV).
void *rt_use_alt_stack(void) {
  void *p = mmap(NULL, ALT_STACK_SIZE, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  stack_t ss = {.ss_sp = p, .ss_size = ALT_STACK_SIZE, .ss_flags = 0};
  if (sigaltstack(&ss, NULL) != 0) {
    munmap(p, ALT_STACK_SIZE);
    return NULL;
  }
  return p;
}

void rt_drop_alt_stack(void *p) {
  if (!p)
    return;
  stack_t ss = {.ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE};
  sigaltstack(&ss, NULL);
  munmap(p, ALT_STACK_SIZE);
}

// The lowest address the current thread's stack may reach: its mapping's
// start for a thread the runtime made, the stack limit below the top for
// the main thread.
static uint64_t stack_floor(void) {
  Thread *t = rt_self();
  if (t && t->stack)
    return (uint64_t)(uintptr_t)t->stack;
  struct rlimit rl;
  uint64_t top = rt_current_stack_top();
  if (getrlimit(RLIMIT_STACK, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > top)
    return 0;
  return top - rl.rlim_cur;
}

// A fault at addr with the stack pointer at sp: an overflow when both lie
// within a page or so of the stack's floor or below it, and addr is
// within a frame's reach of sp.
static bool is_stack_overflow(uint64_t addr, uint64_t sp) {
  uint64_t floor = stack_floor();
  if (!floor)
    return false;
  return addr < floor + 65536 && sp < floor + (1 << 20) && addr + (1 << 20) > sp &&
         addr < sp + (1 << 20);
}

static _Noreturn void report_stack_overflow(void) {
  char detail[96];
  Thread *t = rt_self();
  snprintf(detail, sizeof detail, "(thread %llu called deeper than its stack allows)",
           t ? (unsigned long long)t->id : 1ULL);
  trap_report("stack overflow", detail, "at the end of the stack");
}

static void on_segv(int sig, siginfo_t *si, void *ucv) {
  ucontext_t *uc = ucv;
  if (si->si_code > 0) {  // a fault (kill, raise and sigqueue give codes <= 0)
    const uint8_t *pc = (const uint8_t *)(uintptr_t)uc->uc_mcontext.gregs[REG_RIP];
    int len = check_cmp_length(pc);
    const uint8_t *stub = len ? ja_target(pc + len) : NULL;
    if (stub && is_trap_stub(stub)) {
      uc->uc_mcontext.gregs[REG_RIP] = (greg_t)(uintptr_t)stub;
      return;
    }
    if (is_stack_overflow((uint64_t)(uintptr_t)si->si_addr, (uint64_t)uc->uc_mcontext.gregs[REG_RSP]))
      report_stack_overflow();
  } else if (rt_signal_ignored(sig)) {
    return;
  }
  // Not a null capability: the default action.  A fault happens again
  // when the handler returns; a signal sent is sent again, and arrives
  // when the handler's mask is gone.
  signal(sig, SIG_DFL);
  if (si->si_code <= 0)
    raise(sig);
}

void rt_install_fault_handler(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_segv;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&sa.sa_mask);
  sigaction(SIGSEGV, &sa, NULL);
  rt_use_alt_stack();  // the main thread's
}
