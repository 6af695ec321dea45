// tests/inline/cases.c — read by tests/run-inline.sh: which calls are
// expanded in place (src/parse_inline.c, docs/codegen-x86_64.md
// "Inlining").  The line "expect-calls:" above each function gives the
// number of call instructions its assembly must hold, in plain and in
// safe mode, with no option ("default") and with each option named
// (-fno-<name>).  Calls of the runtime (safepoints, traps, allocation)
// are not counted.  That an expansion behaves as the call would is
// tested by running tests/c/inline_calls.c.

int ext(int);
int g;

static int add(int a, int b) { return a + b; }
static void bump(int *p) { (*p)++; }
static int sign(int x) {
  if (x < 0)
    return -1;
  if (x > 0)
    return 1;
  return 0;
}
static unsigned hash(const char *s) {
  unsigned h = 5381;
  while (*s)
    h = h * 33 + (unsigned char)*s++;
  return h;
}
static int twice(int x) { return add(x, x); }
static int positives(const int *a, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] <= 0)
      continue;
    if (a[i] > 1000)
      break;
    k++;
  }
  return k;
}
static int kind(int c) {
  switch (c) {
  case 'a': return 1;
  case 'b': break;
  default: return 2;
  }
  return 3;
}

// A one-line function, a void one, and one with several returns are
// expanded.
// expect-calls: default=0 no-inline=3
int small_functions(int x) {
  int n = add(x, 1);
  bump(&n);
  return n + sign(x);
}

// A function with a loop is expanded when it is small.
// expect-calls: default=0 no-inline=1
unsigned small_loop(const char *s) { return hash(s); }

// break, continue and switch stay inside the copy.
// expect-calls: default=0 no-inline=2
int loops_and_switch(const int *a, int n) { return positives(a, n) + kind(n); }

// A call inside an expanded body is expanded too.
// expect-calls: default=0 no-inline=1
int nested(int x) { return twice(x); }

// Not expanded: a function that calls itself...
static int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
// expect-calls: default=1 no-inline=1
int recursive(int n) { return fact(n); }

// ...one marked noinline...
__attribute__((noinline)) static int kept(int x) { return x + 1; }
// expect-calls: default=1 no-inline=1
int marked_noinline(int x) { return kept(x); }

// ...one that is not static (another definition may replace it)...
int external_def(int x) { return x * 2; }
// expect-calls: default=1 no-inline=1
int not_static(int x) { return external_def(x); }

// ...one with a static local (each copy would have its own)...
static int counter(void) {
  static int n;
  return ++n;
}
// expect-calls: default=1 no-inline=1
int static_local(void) { return counter(); }

// ...one with a label...
static int with_label(int x) {
  if (x)
    goto out;
  x = 5;
out:
  return x;
}
// expect-calls: default=1 no-inline=1
int labelled(int x) { return with_label(x); }

// ...a variadic one...
static int first(int n, ...) { return n; }
// expect-calls: default=1 no-inline=1
int variadic(int x) { return first(x, 1, 2); }

// ...one whose body is large...
static int large(int x) {
  int a = x * 3 + 1, b = x * 5 - 2, c = a ^ b, d = c << 2;
  if (a > b) c += d; else d -= c;
  for (int i = 0; i < a; i++) { b += i * c; d ^= b; }
  switch (d & 3) { case 0: a = b; break; case 1: a = c; break; default: a = d; }
  return a + b + c + d + ext(a) + ext(b);
}
// expect-calls: default=1 no-inline=1
int large_body(int x) { return large(x); }

// ...one called through a pointer, and one returning a struct.
struct P { int x, y; };
static struct P make(int x) { struct P p = {x, x}; return p; }
static int (*volatile fp)(int, int) = add;
// expect-calls: default=2 no-inline=2
int indirect_and_struct(int x) { return fp(x, 1) + make(x).y; }
