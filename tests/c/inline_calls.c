// Calls of small static functions, which safecc expands in place
// (src/parse_inline.c): each must behave exactly as the call would.
// Arguments are evaluated once, before the body, in the caller's scope;
// parameters are copies; the body sees the file-scope names, not the
// caller's locals of the same name; every return (early, in a loop, in a
// switch, in a void function) ends the call with the value converted to
// the return type; break and continue in the body stay in the body;
// an expansion inside a loop or switch of the caller, in a condition,
// behind && or ?:, inside sizeof (not evaluated), and nested expansions.
#include "test.h"

static int calls;
static int shadowed = 7; // the caller below has a local of this name

static int add(int a, int b) { return a + b; }
static int next_calls(void) { return ++calls; }
static int read_shadowed(void) { return shadowed; }
static void set_twice(int *p, int v) { *p = v; *p += v; }
static int modify_param(int x) { x *= 3; return x + 1; }

static int sign(int x) {
  if (x < 0)
    return -1;
  if (x > 0)
    return 1;
  return 0;
}

static void early_void(int *p, int x) {
  if (x > 10)
    return;
  *p = x;
}

// The first index of c in s, or -1: a return inside a loop.
static int index_of(const char *s, char c) {
  for (int i = 0; s[i]; i++)
    if (s[i] == c)
      return i;
  return -1;
}

// break and continue belong to the body's own loop.
static int sum_until(const int *a, int n, int stop) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      continue;
    if (a[i] == stop)
      break;
    s += a[i];
  }
  return s;
}

static const char *name_of(int k) {
  switch (k) {
  case 0: return "zero";
  case 1: return "one";
  default: break;
  }
  return "many";
}

static char narrow(int x) { return x; }          // converted to char
static _Bool truth(int x) { return x; }          // converted to _Bool
static double half(int x) { return x / 2.0; }
static long widen(int x) { return x; }
static unsigned wrap(int x) { return x; }

struct pair { int a, b; };
static int swap_sum(struct pair p) {  // a copy: the caller's is unchanged
  int t = p.a;
  p.a = p.b;
  p.b = t;
  return p.a * 10 + p.b;
}
static int first_of(int a[4]) { return a[0] + a[3]; }  // an array parameter
static int through(const int k) { return k + 1; }      // a const parameter

static int twice(int x) { return add(x, x); }
static int four_times(int x) { return twice(twice(x)); }

static int *pick(int *a, int *b, int which) { return which ? a : b; }
static int literal_len(void) { return (int)sizeof "abc" + (int)(sizeof(int[3]) / sizeof(int)); }
static int compound(int x) { return ((int[]){x, x + 1, x + 2})[2]; }

// A parameter that the body changes, or that the caller's local it came
// from may change under (through a pointer), must be a copy; one that
// neither changes may be the caller's local itself.
static int peek_after_store(int v, int *p) { *p = 100; return v; }
static int count_to_nul(const char *s) {
  int n = 0;
  while (*s++)
    n++;
  return n;
}
static long scaled(long v, long k) { return v * k; }
static int *somewhere;
static int peek_after_global_store(int v) { *somewhere = 100; return v; }

static void nothing(void) {}
static void count_call(void) { calls++; }

int main(void) {
  CHECK(5, add(2, 3));
  CHECK(-1, add(2, -3));

  // Arguments are evaluated once each, before the body.
  calls = 0;
  CHECK(3, add(next_calls(), next_calls()));
  CHECK(2, calls);
  int i = 4;
  CHECK(9, add(i, i + 1));

  // The body's `shadowed` is the global, not this local.
  {
    int shadowed = 100;
    CHECK(7, read_shadowed());
    CHECK(100, shadowed);
  }

  int v = 0;
  set_twice(&v, 4);
  CHECK(8, v);
  int x = 5;
  CHECK(16, modify_param(x));
  CHECK(5, x);

  CHECK(-1, sign(-9));
  CHECK(1, sign(9));
  CHECK(0, sign(0));

  int w = 1;
  early_void(&w, 20);
  CHECK(1, w);
  early_void(&w, 3);
  CHECK(3, w);

  CHECK(2, index_of("abcd", 'c'));
  CHECK(-1, index_of("abcd", 'z'));
  CHECK(0, index_of("abcd", 'a'));

  int nums[] = {1, -5, 2, 3, 9, 4};
  CHECK(6, sum_until(nums, 6, 9));
  CHECK(19, sum_until(nums, 6, 100));

  CHECKS("zero", name_of(0));
  CHECKS("one", name_of(1));
  CHECKS("many", name_of(7));

  CHECK((char)300, narrow(300));
  CHECK(1, truth(256));
  CHECK(0, truth(0));
  CHECKF(3.5, half(7));
  CHECK(-1, widen(-1));
  CHECKU(4294967295u, wrap(-1));

  struct pair p = {1, 2};
  CHECK(21, swap_sum(p));
  CHECK(1, p.a);
  CHECK(2, p.b);
  int arr[4] = {3, 0, 0, 4};
  CHECK(7, first_of(arr));
  CHECK(8, through(7));

  CHECK(12, twice(6));
  CHECK(20, four_times(5));

  int a = 1, b = 2;
  *pick(&a, &b, 1) = 10;
  *pick(&a, &b, 0) = 20;
  CHECK(10, a);
  CHECK(20, b);
  CHECK(7, literal_len());
  CHECK(6, compound(4));

  int z = 5;
  CHECK(5, peek_after_store(z, &z));
  CHECK(100, z);
  int z2 = 5;
  somewhere = &z2;
  CHECK(5, peek_after_global_store(z2));
  CHECK(100, z2);
  char text[] = "four";
  char *q = text;
  CHECK(4, count_to_nul(q));
  CHECK(4, count_to_nul(q));  // q did not move
  CHECK('f', *q);
  long lv = 6, lk = 7;
  CHECK(42, scaled(lv, lk));
  CHECK(42, scaled(lk, lv));

  // In the caller's loop and switch: the body's return and break do not
  // leave them.
  int total = 0;
  for (int k = 0; k < 5; k++) {
    switch (k) {
    case 1: total += sign(-k); break;
    case 3: total += index_of("xyz", 'z'); break;
    default: total += sum_until(nums, 6, 2);
    }
  }
  CHECK(1 - 1 + 1 + 2 + 1, total);

  // In conditions, behind && and ?:, only when reached.
  calls = 0;
  if (sign(-1) < 0 && next_calls())
    total = 1;
  CHECK(1, calls);
  if (sign(0) && next_calls())
    total = 2;
  CHECK(1, calls);
  CHECK(5, sign(1) ? add(2, 3) : next_calls());
  CHECK(1, calls);
  int r = 0;
  0 ? count_call() : nothing();
  CHECK(1, calls);
  1 ? count_call() : nothing();
  CHECK(2, calls);
  r = (count_call(), add(1, 1));
  CHECK(2, r);
  CHECK(3, calls);

  // sizeof does not evaluate its operand.
  calls = 0;
  CHECK(sizeof(int), sizeof(next_calls()));
  CHECK(0, calls);

  // Many expansions in one expression, and in a loop.
  CHECK(3 + 7 + 11, add(1, 2) + add(3, 4) + add(5, 6));
  long s = 0;
  for (int k = 0; k < 100; k++)
    s += add(k, sign(k - 50));
  CHECK(4950 + 49 - 50, s);  // sign: +1 for k > 50, -1 for k < 50
  return 0;
}
