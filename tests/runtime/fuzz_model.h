// fuzz_model.h — the model behind the runtime fuzzers (fuzz.c, and its
// threaded twin fuzz_threads.c), and the operations they share.
//
// The model shadows every object the fuzzer can still reach: its payload
// bytes and, per 8-byte word, which object's capability the word holds.
// After each collection the real heap must match it exactly: no object
// lost or damaged, no capability where none was stored, a freed object's
// capability either still naming it (marked freed) or rewritten to the
// runtime's freed singleton.
//
// Included once, by a fuzzer that defines the functions declared below
// (its random numbers, how it fails, where its walks start, how it stores
// into a root slot and how it runs an operation that must trap).
#ifndef FUZZ_MODEL_H
#define FUZZ_MODEL_H
#include "rt_test.h"
#include <stdbool.h>

extern uint64_t rt_freed_object[4];
#define FREED_CAP ((uint64_t)(uintptr_t)&rt_freed_object[2])

typedef struct {
  uint64_t cap, size;
  bool freed, alive;   // alive: still tracked by the model
  int maker;           // the fuzzer's own tag (fuzz_threads: the worker that made it)
  uint8_t *bytes;      // shadow of the payload
  int32_t *slots;      // per word: id of the target whose capability is there, or -1
} MObj;

// A random path through pointers: the last container (-1: a pointer
// local of fuzz_threads), the word the pointer was loaded from, and the
// loaded pointer and its model id.
typedef struct { int container; uint64_t word; Ptr p; int id; } Walk;

// ---- defined by the fuzzer ----
static uint64_t rnd(void);
static _Noreturn void fail(const char *fmt, long a, long b);
static bool walk(Walk *out);                // from one of the fuzzer's roots
static void walk_loaded(const Walk *w);     // a walk just loaded w->p
static void model_made(MObj *o);           // new_model made o (may set o->maker)
static void put(int container, uint64_t w, Ptr v, int id);  // a slot a walk found
// Runs bad operation op (0 memcpy(p, q, n), 1 free(p), 3 memset(p, 0, n))
// where it must trap with `kind`, and checks that it does.
static void expect_trap(int op, Ptr p, Ptr q, uint64_t n, const char *kind);

static MObj *objs;
static int nobjs, objs_cap;

static uint64_t below(uint64_t n) { return n ? rnd() % n : 0; }
static uint64_t nwords(MObj *o) { return (o->size + 7) / 8; }

static int new_model(uint64_t cap, uint64_t size) {
  if (nobjs == objs_cap) {
    objs_cap = objs_cap ? objs_cap * 2 : 1024;
    objs = realloc(objs, objs_cap * sizeof(MObj));
  }
  MObj *o = &objs[nobjs];
  o->cap = cap;
  o->size = size;
  o->freed = false;
  o->alive = true;
  o->maker = -1;
  o->bytes = calloc(size + 1, 1);
  o->slots = malloc((nwords(o) + 1) * sizeof(int32_t));
  for (uint64_t i = 0; i < nwords(o); i++)
    o->slots[i] = -1;
  model_made(o);
  return nobjs++;
}

static uint64_t actual_cap(MObj *o, uint64_t w) {
  uint64_t aux = ((uint64_t *)(uintptr_t)o->cap)[-1] & ~(uint64_t)31;
  return aux ? ((uint64_t *)(uintptr_t)aux)[w] : 0;
}

// A capability found where the model expects target id t.
static void check_cap(uint64_t got, int t, int where_id, long w) {
  if (t < 0) {
    if (got != 0)
      fail("object %ld word %ld: capability where none was stored", where_id, w);
    return;
  }
  MObj *to = &objs[t];
  if (got == to->cap) {
    uint64_t aux = ((uint64_t *)(uintptr_t)got)[-1];
    if (to->freed && !(aux & 1))
      fail("object %ld word %ld: stale capability now names a live object", where_id, w);
    return;
  }
  if (to->freed && got == FREED_CAP)
    return;
  fail("object %ld word %ld: wrong capability", where_id, w);
}

static void check_object(int id) {
  MObj *o = &objs[id];
  uint64_t *h = (uint64_t *)(uintptr_t)o->cap - 2;
  if (o->freed)  // its cell may be reused once no capability names it
    return;
  if (h[0] != o->size || (h[1] & 31) != 0)
    fail("object %ld: header damaged (size %ld)", id, (long)h[0]);
  if (memcmp((void *)(uintptr_t)o->cap, o->bytes, o->size) != 0)
    fail("object %ld: payload damaged (size %ld)", id, (long)o->size);
  for (uint64_t w = 0; w < nwords(o); w++)
    check_cap(actual_cap(o, w), o->slots[w], id, (long)w);
}

// Marks what the model can reach from roots[0..nroots) (-1 entries are
// skipped) and stops tracking the rest.  With verify, checks every
// reachable object against the heap.
static void model_sweep(const int *roots, int nroots, bool verify) {
  bool *seen = calloc(nobjs + 1, 1);
  int *stack = malloc((nobjs + 1) * sizeof(int));
  int sp = 0;
  for (int i = 0; i < nroots; i++)
    if (roots[i] >= 0 && !seen[roots[i]]) {
      seen[roots[i]] = true;
      stack[sp++] = roots[i];
    }
  while (sp) {
    MObj *o = &objs[stack[--sp]];
    if (o->freed)
      continue;
    for (uint64_t w = 0; w < nwords(o); w++) {
      int t = o->slots[w];
      if (t >= 0 && !seen[t]) {
        seen[t] = true;
        stack[sp++] = t;
      }
    }
  }
  for (int i = 0; i < nobjs; i++) {
    if (!objs[i].alive)
      continue;
    if (!seen[i]) {
      objs[i].alive = false;
      free(objs[i].bytes);
      free(objs[i].slots);
      objs[i].bytes = NULL;
      objs[i].slots = NULL;
    } else if (verify) {
      check_object(i);
    }
  }
  free(seen);
  free(stack);
}

static void walk_set(Walk *out, int container, uint64_t word, Ptr p, int id) {
  out->container = container;
  out->word = word;
  out->p = p;
  out->id = id;
  walk_loaded(out);
}

// Continues a walk at object cur for steps - done more loads, each from a
// random word holding a capability; checks each loaded capability.
// found: whether out already holds a load.
static bool walk_on(Walk *out, int cur, int done, int steps, bool found) {
  for (int s = done; s < steps; s++) {
    MObj *o = &objs[cur];
    if (o->freed || nwords(o) == 0)
      break;
    uint64_t n = nwords(o), start = below(n), w = n;
    for (uint64_t k = 0; k < n; k++)
      if (o->slots[(start + k) % n] >= 0) {
        w = (start + k) % n;
        break;
      }
    if (w == n)
      break;
    Ptr p = load_ptr(P(o->cap + 8 * w, o->cap));
    check_cap(p.c, o->slots[w], cur, (long)w);
    walk_set(out, cur, w, p, o->slots[w]);
    found = true;
    cur = o->slots[w];
  }
  return found;
}

static bool walk_live(Walk *w) { return walk(w) && !objs[w->id].freed; }

// ---- model updates ----

static void model_clear_caps(MObj *o, uint64_t off, uint64_t len) {
  if (len == 0)
    return;
  for (uint64_t w = off / 8; w <= (off + len - 1) / 8 && w < nwords(o); w++)
    o->slots[w] = -1;
}

// memmove's effect: bytes move; a word keeps a capability only when it is
// copied whole from a word at the same alignment.
static void model_copy(MObj *d, uint64_t doff, MObj *s, uint64_t soff, uint64_t len) {
  if (len == 0)
    return;
  int32_t *snap = malloc((nwords(s) + 1) * sizeof(int32_t));
  memcpy(snap, s->slots, nwords(s) * sizeof(int32_t));
  memmove(d->bytes + doff, s->bytes + soff, len);
  for (uint64_t w = doff / 8; w <= (doff + len - 1) / 8; w++) {
    bool whole = w * 8 >= doff && w * 8 + 8 <= doff + len;
    if (whole && (doff - soff) % 8 == 0)
      d->slots[w] = snap[(w * 8 - doff + soff) / 8];
    else
      d->slots[w] = -1;
  }
  free(snap);
}

static void set_slot(int container, uint64_t w, Ptr v, int id) {
  MObj *o = &objs[container];
  store_ptr(P(o->cap + 8 * w, o->cap), v);
  memcpy(o->bytes + 8 * w, &v.a, 8);
  o->slots[w] = id;
}

static void model_free(MObj *o) {
  o->freed = true;
  for (uint64_t w = 0; w < nwords(o); w++)
    o->slots[w] = -1;
}

// ---- operations ----

static uint64_t random_size(void) {
  switch (below(20)) {
  case 0: return 20000 + below(100000);   // large objects
  case 1: return below(5000);
  default: return below(200);
  }
}

// malloc (three times in four) or calloc of a random size; the object
// must be exactly that size, aligned, zeroed, without capabilities.
static Ptr alloc_checked(uint64_t size) {
  Ptr p = below(4) ? s_malloc(size) : r2p(call(sc_calloc, 2, I(1), I(size), I(0), I(0)));
  if (!p.a || p.a != p.c || ((uint64_t *)p.c)[-2] != size || (p.c & 15))
    fail("malloc(%ld) returned a bad object", (long)size, 0);
  for (uint64_t i = 0; i < size; i++)
    if (((uint8_t *)p.a)[i])
      fail("malloc(%ld): memory not zeroed at %ld", (long)size, (long)i);
  if (((uint64_t *)p.c)[-1] != 0)
    fail("malloc(%ld): header aux not zero", (long)size, 0);
  return p;
}

// Stores a pointer found by one walk into a live object found by
// another: an interior address usually, sometimes at a misaligned offset
// (bytes only: the aux word there is left alone).
static void op_store(void) {
  Walk t, d;
  if (!walk(&t) || !walk_live(&d) || objs[d.id].size < 8)
    return;
  MObj *o = &objs[d.id];
  Ptr v = t.p;
  if (!objs[t.id].freed && objs[t.id].size)
    v.a = t.p.c + below(objs[t.id].size);  // an interior address keeps its capability
  if (below(8) == 0) {                      // misaligned: bytes only, aux untouched
    uint64_t off = below(o->size - 7);
    if (off % 8 == 0)
      off = off + 1 <= o->size - 8 ? off + 1 : off;
    memcpy((void *)(uintptr_t)(o->cap + off), &v.a, 8);
    rt_store_cap((void *)(uintptr_t)o->cap, (void *)(uintptr_t)(o->cap + off), (void *)(uintptr_t)v.c);
    memcpy(o->bytes + off, &v.a, 8);
    if (off % 8 == 0)
      o->slots[off / 8] = t.id;
    return;
  }
  set_slot(d.id, below(o->size / 8), v, t.id);
}

static void op_int_store(void) {
  Walk d;
  if (!walk_live(&d) || objs[d.id].size == 0)
    return;
  MObj *o = &objs[d.id];
  uint64_t off = below(o->size), len = 1 + below(o->size - off < 16 ? o->size - off : 16);
  for (uint64_t i = 0; i < len; i++) {
    uint8_t b = (uint8_t)rnd();
    ((uint8_t *)(uintptr_t)o->cap)[off + i] = b;
    o->bytes[off + i] = b;
  }
}

static void op_copy(void) {
  Walk s, d;
  if (!walk_live(&s) || !walk_live(&d))
    return;
  MObj *so = &objs[s.id], *dobj = &objs[d.id];
  uint64_t soff = below(so->size + 1), doff = below(dobj->size + 1);
  uint64_t max = so->size - soff < dobj->size - doff ? so->size - soff : dobj->size - doff;
  uint64_t len = below(max + 1);
  if (below(2) && doff % 8 != soff % 8 && max >= 8) {  // same alignment half the time
    soff &= ~(uint64_t)7;
    doff &= ~(uint64_t)7;
    max = so->size - soff < dobj->size - doff ? so->size - soff : dobj->size - doff;
    len = below(max + 1);
  }
  Ptr sp = P(so->cap + soff, s.p.c), dp = P(dobj->cap + doff, d.p.c);
  if (below(2) || s.id == d.id)
    s_memmove(dp, sp, len);
  else
    s_memcpy(dp, sp, len);
  model_copy(dobj, doff, so, soff, len);
}

static void op_memset(void) {
  Walk d;
  if (!walk_live(&d))
    return;
  MObj *o = &objs[d.id];
  uint64_t off = below(o->size + 1), len = below(o->size - off + 1);
  int v = (int)below(3);
  s_memset(P(o->cap + off, d.p.c), v, len);
  memset(o->bytes + off, v, len);
  model_clear_caps(o, off, len);
}

static void op_free(void) {
  Walk t;
  if (!walk_live(&t))
    return;
  s_free(P(t.p.c, t.p.c));
  model_free(&objs[t.id]);
}

// realloc of an object a walk found; the new object replaces the pointer
// where the walk found it, the old one is freed.
static void op_realloc(void) {
  Walk t;
  if (!walk_live(&t))
    return;
  uint64_t size = random_size();
  Ptr q = s_realloc(P(t.p.c, t.p.c), size);
  if (!q.a || q.a != q.c || ((uint64_t *)q.c)[-2] != size)
    fail("realloc to %ld returned a bad object", (long)size, 0);
  int id = new_model(q.c, size);
  MObj *o = &objs[t.id], *n = &objs[id];
  uint64_t keep = o->size < size ? o->size : size;
  memcpy(n->bytes, o->bytes, keep);
  for (uint64_t w = 0; w < keep / 8; w++)
    n->slots[w] = o->slots[w];
  model_free(o);
  put(t.container, t.word, q, id);
}

// One operation that must trap, chosen from what two walks found: a use
// or second free of a freed object, a read or write one byte out of
// bounds, a free of an interior pointer or of a pointer without a
// capability.
static void op_bad(void) {
  Walk t, d;
  if (!walk(&t) || !walk_live(&d))
    return;
  MObj *to = &objs[t.id], *dobj = &objs[d.id];
  Ptr dst = P(dobj->cap, d.p.c);
  if (to->freed) {
    switch (below(3)) {
    case 0: expect_trap(0, dst, P(t.p.a, t.p.c), 1 + below(8), "use after free"); break;
    case 1: expect_trap(1, P(t.p.c, t.p.c), dst, 0, "double free"); break;
    case 2: expect_trap(3, P(t.p.a, t.p.c), dst, 1, "use after free"); break;
    }
    return;
  }
  Ptr src = P(to->cap, t.p.c);
  switch (below(5)) {
  case 0:  // read one byte past the end
    if (to->size + 1 <= dobj->size)
      expect_trap(0, dst, src, to->size + 1, "out-of-bounds read");
    break;
  case 1:  // write one byte past the end
    if (dobj->size + 1 <= to->size)
      expect_trap(0, dst, src, dobj->size + 1, "out-of-bounds write");
    break;
  case 2:  // free of an interior pointer
    if (to->size > 0)
      expect_trap(1, P(to->cap + 1 + below(to->size), t.p.c), dst, 0, "invalid free");
    break;
  case 3:  // free of a pointer without capability
    expect_trap(1, P(to->cap, 0), dst, 0, "invalid free");
    break;
  case 4:  // one byte before the start
    expect_trap(3, P(dobj->cap - 1, d.p.c), dst, 1, "out-of-bounds write");
    break;
  }
}

// The bad operation expect_trap runs (in a child).
static Ptr bad_p, bad_q;
static uint64_t bad_n;
static int bad_op;

static void run_bad(void) {
  switch (bad_op) {
  case 0: s_memcpy(bad_p, bad_q, bad_n); break;
  case 1: s_free(bad_p); break;
  case 3: s_memset(bad_p, 0, bad_n); break;
  }
}
#endif
