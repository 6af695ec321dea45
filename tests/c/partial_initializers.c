// Partial initializers zero everything they do not name (C11 6.7.9p21),
// every time their declaration runs: in loops, after the last iteration
// wrote the members the initializer leaves out, for locals in registers
// or slots, in the frame as objects (their address stays in the call)
// and on the heap (it escapes), and for a struct the initializer fills
// from several members.  In safe mode an object its declaration makes
// afresh is zero already, and the initializer's own zeroing is left out
// (src/gen_stmt.c, `zeroed_already`); one the declaration only reuses is not.
#include "test.h"

struct rec {
  int n;
  char name[12];
  long extra[6];
  char *p;
};

static struct rec *kept;
static char *kept_chars;
static char marker[4];

static long sum_rec(const struct rec *r) {
  long s = r->n + r->name[0] + r->name[11];
  for (int i = 0; i < 6; i++)
    s += r->extra[i];
  return s + (r->p != 0);
}

static void scribble(struct rec *r) {
  r->name[11] = 'z';
  r->extra[5] = 99;
  r->p = marker; // (not r itself: r would escape)
}

// The struct's address stays in the call: a frame object.
static long frame_struct_in_loop(void) {
  long total = 0;
  for (int i = 0; i < 5; i++) {
    struct rec r = {.n = i};
    total += sum_rec(&r);
    scribble(&r);
    total += sum_rec(&r);
  }
  return total;
}

// The struct's address escapes: a heap object made at each declaration.
static long heap_struct_in_loop(void) {
  long total = 0;
  for (int i = 0; i < 5; i++) {
    struct rec r = {.name = "ab", .extra = {i}};
    kept = &r;
    total += sum_rec(kept);
    scribble(kept);
    total += sum_rec(kept);
  }
  return total;
}

// An array with a string initializer shorter than the array.
static long char_array_in_loop(void) {
  long total = 0;
  for (int i = 0; i < 4; i++) {
    char buf[32] = "xy";
    for (int k = 0; k < 32; k++)
      total += buf[k] * (k + 1);
    buf[20] = 'q';
    buf[31] = 'r';
    kept_chars = i == 2 ? buf : kept_chars;
  }
  return total;
}

// A declaration a goto jumps back over runs again: its object is reused,
// and its initializer must zero it again.
static long declaration_run_twice(void) {
  long total = 0;
  int pass = 0;
again:;
  struct rec r = {.n = pass};
  total += sum_rec(&r);
  scribble(&r);
  if (++pass < 3)
    goto again;
  return total + sum_rec(&r);
}

int main(void) {
  CHECK(2 * (0 + 1 + 2 + 3 + 4) + 5 * ('z' + 99 + 1), frame_struct_in_loop());
  CHECK(10 * 'a' + 2 * (0 + 1 + 2 + 3 + 4) + 5 * ('z' + 99 + 1), heap_struct_in_loop());
  CHECK(4 * ('x' * 1 + 'y' * 2), char_array_in_loop());
  CHECK(0 + 1 + 2 + 2 + 'z' + 99 + 1, declaration_run_twice());
  return 0;
}
