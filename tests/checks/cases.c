// tests/checks/cases.c — read by tests/run-checks.sh: how many access
// checks safe mode emits (docs/safe-mode.md, "Redundant checks").  The
// line "expect-checks:" above each function gives the number of full
// checks (null, start and end of the access) its assembly must hold when compiled with no option ("default")
// and with each option named (-fno-<name>).  That the elided checks are
// not needed is tested by tests/safety/elided_check_*.c and
// check_hull_*.c.

volatile int flag;

struct S {
  int a, b, c;
  long d;
};

// Members of a local struct (a named object, in bounds by construction)
// are read and written without a check.
// expect-checks: default=0 no-frame-objects=0
int named_local_members(void) {
  struct S s = {.a = -1};
  s.c = 3;
  if (flag)
    s.b = 1;
  s.d += s.a;
  return s.a + s.b + s.c + (int)s.d;
}

// A named global's members likewise.
struct S global_s;
// expect-checks: default=0
void named_global_members(void) {
  global_s.b = 2;
  global_s.d = global_s.a + global_s.c;
}

// p->n is compared where it is, with one check.
// expect-checks: default=1 no-pointed-places=1
int pointed_compare(struct S *p, int x) {
  return p->a == x;
}

// p->b lies between p->a and p->d, both checked: no check of its own;
// and p->d is tested only at its end.
// expect-checks: default=1 no-check-hulls=3 no-elide-redundant-checks=3
int hull_between_reads(struct S *p) {
  return p->a + (int)p->d + p->b;
}

// Writes to p->a and p->d cover the read of p->c and the write to p->b.
// expect-checks: default=1 no-check-hulls=4 no-elide-redundant-checks=4
int hull_between_writes(struct S *p) {
  p->a = 1;
  p->d = 2;
  p->b = 3;
  return p->c;
}

// Reads cover no write: p->b's write tests that the object is writable
// (it may be read-only), but its bounds are covered.
// expect-checks: default=1 no-check-hulls=3 no-elide-redundant-checks=3
void hull_reads_cover_no_write(struct S *p) {
  int x = p->a + (int)p->d;
  p->b = x;
}

// A store after a load of the same bytes: only the object's being
// writable is left to test.
// expect-checks: default=1 no-elide-redundant-checks=2
void read_then_write(long *sum, long x) {
  long v = *sum;
  *sum = v + x;
}

// `*sum += x` is one instruction on the object, after one write check.
// expect-checks: default=1 no-elide-redundant-checks=1 no-pointed-places=1
void update_in_place(long *sum, long x) {
  *sum += x;
}

// p->c and p->d reach past the end of what p->a checked: each is tested
// at its end only.
// expect-checks: default=1 no-check-hulls=3 no-elide-redundant-checks=3
long hull_grows_up(struct S *p) {
  return p->a + p->c + p->d;
}

// p->b and p->a reach below the start of what p->c checked: each is
// tested at its start only.
// expect-checks: default=1 no-check-hulls=3 no-elide-redundant-checks=3
long hull_grows_down(struct S *p) {
  return p->c + p->b + p->a;
}

// *s++ three times: the first load is checked in full, the next two only
// at their end (the checks shift with s).
// expect-checks: default=1 no-shift-checks=3 no-elide-redundant-checks=3
int walk_post_step(const char *s) {
  int a = *s++;
  int b = *s++;
  int c = *s++;
  return a + b + c;
}

// *--s likewise, tested at its start.
// expect-checks: default=1 no-shift-checks=3 no-elide-redundant-checks=3
int walk_pre_step_down(const char *s) {
  int a = *--s;
  int b = *--s;
  int c = *--s;
  return a + b + c;
}

// zlib's longest_match compares two walks: two full checks, then one end
// per step.
// expect-checks: default=2 no-shift-checks=8 no-elide-redundant-checks=8
int walk_compare(const unsigned char *scan, const unsigned char *match) {
  if (*++scan == *++match && *++scan == *++match && *++scan == *++match &&
      *++scan == *++match)
    return 1;
  return 0;
}

// After a call, what the first check showed about p's start still holds
// (no call can change p or move its object): p->b is tested at its end
// only, which also finds a freed object, and the write to p->a again at
// its end and for writability (partial checks, not counted).
void opaque_call(void);
// expect-checks: default=1 no-checks-across-calls=3 no-elide-redundant-checks=3
long across_call(struct S *p) {
  long a = p->a;
  opaque_call();
  a += p->b;
  opaque_call();
  p->a = 7;
  return a;
}

// A rotated loop (-frotate-loops): the condition is tested before the
// loop and again at the bottom, so the check of `*s` made by either test
// is known at the top of the body (the body's `*s++` needs none), and the
// bottom test checks only the end of `*s` (partial, not counted).
// expect-checks: default=1 no-rotate-loops=1 no-elide-redundant-checks=3
unsigned long rotated_walk(const char *s) {
  unsigned long h = 0;
  while (*s)
    h = h * 31 + (unsigned char)*s++;
  return h;
}

// Joins (-fchecks-at-joins): p->a's check in the condition covers both
// branches (p->b is tested at its end only in each), p->b is checked on
// both ways into the code after the if, so the read after it needs no
// check, and p->c is tested at its end only.
// expect-checks: default=1 no-checks-at-joins=3 no-elide-redundant-checks=5
int join_if_else(struct S *p, int k) {
  int x;
  if (p->a == k)
    x = p->b;
  else
    x = p->b + 1;
  return x + p->b + p->c;
}

// An else-if chain through one pointer: one check (p->c is tested at its
// end only); the ?: and the || each add the ways into their join.
// expect-checks: default=1 no-checks-at-joins=4 no-elide-redundant-checks=6
int join_chain(struct S *p) {
  if (p->a == 1)
    return 1;
  else if (p->b == 2 || p->a == 3)
    return p->a ? p->b : 4;
  return p->c;
}
