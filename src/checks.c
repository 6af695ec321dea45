// checks.c — safe mode: which access checks are redundant
// (-felide-redundant-checks, docs/safe-mode.md "Redundant checks").
//
// An access through a pointer local `p` (p->m, (*p).a.b, the p->next of
// p->next->x) is checked against p's capability for the bytes it touches.
// A later access through the same p to bytes inside a range already
// checked needs no check of its own as long as
//   - p still holds the same value: no assignment to p since (p is a
//     frame slot whose address is never taken, so only a statement that
//     names p can change it; the backend calls forget_checks_of), or
//     only steps by constants (p++, p += 4), which shift the range,
//   - the object is still alive: nothing was called since (only a call
//     can free it), and
//   - every path to the later access went through the check: no label
//     was emitted in between (a label can be the target of a jump), so
//     the two are in one extended basic block, or the label is a join
//     (below) that every way into knew the check.
// Two checks through the same p that passed cover every byte between
// them as well: the first showed p + lo1 >= the object's start, the
// second p + hi2 <= its end (a check compares both ends), so p + lo1 ...
// p + hi2 - 1 is inside the object.  So each p keeps one range, the hull
// of its checks (p->b after p->a and p->c is not checked again).  A
// write also needs the object not to be read-only, which any passed
// write check through p showed for the whole object; a write to bytes
// only reads checked is tested for that alone (`*sum += x`: the store
// after the load).  An access reaching past one end of p's range is
// tested at that end only (p->b after p->a: is p + 8 inside the object?).
//
// A call may free the object or make it read-only (mprotect), but it
// cannot change p, which no code reaches but by its name, nor move the
// object: what a check showed about p's capability being set and about
// p + lo being above the object's start stays true after the call
// (-fchecks-across-calls).  So after a call an access through p inside
// or above what was checked is tested at its end only, which finds a
// freed object too (its size is 0), and a write for writability.

#include "codegen.h"

typedef struct {
  Obj *var;
  int64_t lo, hi; // the checked bytes are p + lo ... p + hi - 1
  bool write;     // a write check through p passed
  bool end_known; // hi is still below the object's end: nothing called since
} CheckedRange;

// A few pointers are enough for the accesses of one block; the oldest is
// forgotten first.
enum { MAX_CHECKED = 16 };
static CheckedRange checked[MAX_CHECKED];
static int num_checked;
// labels_emitted and calls_emitted when checked[] was last valid.
static int checked_at_label = -1, checked_at_call = -1;
static int calls_emitted;
// Labels reached only from noted jumps, and what those jumps knew
// (place_join, below).
typedef struct {
  char *label;
  bool reached; // a jump to it was recorded
  CheckedRange ranges[MAX_CHECKED];
  int n;
} Join;
static Join *joins;
static int num_joins, joins_cap;

// Forgets everything when a label was emitted since; when only a call
// was, keeps what a call cannot change (the lower bounds).
static void drop_stale(void) {
  if (checked_at_label != labels_emitted || (checked_at_call != calls_emitted &&
                                             !opt_checks_across_calls))
    num_checked = 0;
  for (int i = 0; i < num_checked && checked_at_call != calls_emitted; i++) {
    checked[i].end_known = false;
    checked[i].write = false;
  }
  checked_at_label = labels_emitted;
  checked_at_call = calls_emitted;
}

// A call was emitted: the callee may free any object.
void note_call_emitted(void) {
  calls_emitted++;
}

// At the start of a function.
void forget_checks(void) {
  num_checked = 0;
  checked_at_label = -1;
  num_joins = 0;
}

// `var` was assigned: its checks were about its old value.
void forget_checks_of(Obj *var) {
  int n = 0;
  for (int i = 0; i < num_checked; i++)
    if (checked[i].var != var)
      checked[n++] = checked[i];
  num_checked = n;
}

// Pointer `var` moved by `delta` bytes (p++, p += 4, --p): what its
// checks showed about bytes p + lo ... p + hi - 1 of its old value is
// about bytes p + lo - delta ... p + hi - delta - 1 of the new one (a
// walk, `while (*++s == *++t)`, tests one end of each step).
void shift_checks_of(Obj *var, int64_t delta) {
  if (!opt_shift_checks || delta < -(1 << 30) || delta > (1 << 30)) {
    forget_checks_of(var);
    return;
  }
  for (int i = 0; i < num_checked; i++) {
    if (checked[i].var == var) {
      checked[i].lo -= delta;
      checked[i].hi -= delta;
    }
  }
}

// The accesses asked about while a rotated loop's condition is generated
// (every access check_needed is asked about, whether checked or known).
struct CheckRecord {
  CheckedRange *ranges;
  int len, cap;
};
static CheckRecord *recording;

static void record_access(Obj *var, int64_t lo, int64_t hi, bool write) {
  CheckRecord *r = recording;
  if (!r)
    return;
  if (r->len == r->cap) {
    r->cap = r->cap ? 2 * r->cap : 8;
    r->ranges = xrealloc(r->ranges, sizeof(CheckedRange) * r->cap);
  }
  r->ranges[r->len++] = (CheckedRange){var, lo, hi, write, true};
}

void start_recording_checks(void) {
  recording = xcalloc(1, sizeof(CheckRecord));
}

CheckRecord *stop_recording_checks(void) {
  CheckRecord *r = recording;
  recording = NULL;
  return r;
}

// At the top of a rotated loop's body, reached only from the loop's two
// tests of its condition, each of which made (checked, or knew already)
// the recorded accesses with nothing between it and here: what those
// accesses showed holds, and nothing else is known.  (gen_stmt.c lets
// only a condition that makes all its accesses on the way into the body,
// and assigns and calls nothing, be recorded.)  Frees the record.
void restore_recorded_checks(CheckRecord *rec) {
  num_checked = 0;
  checked_at_label = labels_emitted;
  checked_at_call = calls_emitted;
  for (int i = 0; opt_elide_checks && i < rec->len; i++) {
    CheckedRange *c = &rec->ranges[i];
    if (c->write)
      continue; // (a condition only reads)
    remember_check(c->var, c->lo, c->hi, false);
  }
  free(rec->ranges);
  free(rec);
}

// What is left to check of an access to bytes p + lo ... p + hi - 1 (a
// write when `write`), given the checks through p since p last changed,
// with no label in between.  Inside p's range: nothing, or (a write to
// bytes that reads checked) that the object is writable.  Reaching past
// one end of the range (with hulls): only that end, since the range's
// other end is inside the object already.  After a call: the end, and
// writability for a write.
CheckNeed check_needed(Obj *var, int64_t lo, int64_t hi, bool write) {
  CheckNeed all = {.start = true, .end = true, .writable = write};
  if (!opt_elide_checks)
    return all;
  record_access(var, lo, hi, write);
  drop_stale();
  for (int i = 0; i < num_checked; i++) {
    CheckedRange *c = &checked[i];
    if (c->var != var)
      continue;
    CheckNeed need = {.start = lo < c->lo, .end = !c->end_known || hi > c->hi,
                      .writable = write && !c->write};
    if (!need.start && !need.end)
      return need;
    if (opt_check_hulls && !(need.start && need.end))
      return need;
  }
  return all;
}

// A check of bytes p + lo ... p + hi - 1 (for a write, when `write`) was
// just emitted: p's range grows to the hull of it and the earlier ones.
void remember_check(Obj *var, int64_t lo, int64_t hi, bool write) {
  drop_stale();
  for (int i = 0; i < num_checked; i++) {
    CheckedRange *c = &checked[i];
    if (c->var == var && opt_check_hulls) {
      c->lo = MIN(c->lo, lo);
      c->hi = c->end_known ? MAX(c->hi, hi) : hi; // (an old end is stale)
      c->end_known = true;
      c->write |= write;
      return;
    }
  }
  if (num_checked == MAX_CHECKED) {
    memmove(checked, checked + 1, sizeof(CheckedRange) * (MAX_CHECKED - 1));
    num_checked--;
  }
  checked[num_checked++] = (CheckedRange){var, lo, hi, write, true};
}

// Joins (-fchecks-at-joins).  A forward label that only the code
// generator's own jumps reach (an if's or a ?:'s else and end, the label
// past the rest of an && or ||) is reached from those jumps and maybe
// from the code just before it, nothing else: no goto, case or loop
// names it.  Each of those jumps is recorded with what was known there,
// so what all of them knew still holds where the label is placed: for a
// pointer checked on every way in, the bounds every way showed (the
// higher start, the lower end), writability if every way showed it.
// (`if (!p->a) return 0; ... else if (p->b)`: the else and what follows
// the if need no new check of p.)
static Join *find_join(char *label) {
  for (int i = num_joins - 1; i >= 0; i--)
    if (joins[i].label == label)
      return &joins[i];
  return NULL;
}

// j's ranges become what they and the current ones both show.
static void meet_current(Join *j) {
  drop_stale();
  if (!j->reached) {
    memcpy(j->ranges, checked, sizeof(CheckedRange) * num_checked);
    j->n = num_checked;
    j->reached = true;
    return;
  }
  CheckedRange met[MAX_CHECKED];
  int n = 0;
  for (int i = 0; i < j->n; i++) {
    for (int k = 0; k < num_checked && n < MAX_CHECKED; k++) {
      CheckedRange *a = &j->ranges[i], *b = &checked[k];
      if (a->var != b->var)
        continue;
      CheckedRange m = {a->var, MAX(a->lo, b->lo), MIN(a->hi, b->hi), a->write && b->write,
                        a->end_known && b->end_known};
      if (m.lo < m.hi)
        met[n++] = m;
    }
  }
  memcpy(j->ranges, met, sizeof(CheckedRange) * n);
  j->n = n;
}

// `label` is new, and every jump to it will be followed by
// note_jump_to_join(label); place_join places it.
void track_join(char *label) {
  if (!opt_checks_at_joins || !opt_elide_checks)
    return;
  if (num_joins == joins_cap) {
    joins_cap = joins_cap ? 2 * joins_cap : 16;
    joins = xrealloc(joins, sizeof(Join) * joins_cap);
  }
  joins[num_joins++] = (Join){.label = label};
}

// A jump to `label` was just emitted.
void note_jump_to_join(char *label) {
  Join *j = find_join(label);
  if (j)
    meet_current(j);
}

// Emits `label`, reached from the code just before it when
// `falls_through`; a tracked label starts with what every way in knew.
void place_join(char *label, bool falls_through) {
  Join *j = find_join(label);
  if (j && falls_through)
    meet_current(j);
  emit_label(label);
  if (!j)
    return;
  memcpy(checked, j->ranges, sizeof(CheckedRange) * j->n);
  num_checked = j->reached ? j->n : 0;
  checked_at_label = labels_emitted;
  checked_at_call = calls_emitted;
  *j = joins[--num_joins]; // (the order of the others does not matter)
}
