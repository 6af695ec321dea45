// tests/hoist/cases.c — read by tests/run-hoist.sh from its assembly.
// Every fast_NAME has one counted loop whose checks src/hoist.c tests
// before it, so the loop is generated twice; every kept_NAME has one loop
// that must stay checked, once.  nested_inner has two loops of which only
// the inner one is counted.  None of this code is run here: what the
// loops do is tested by tests/c/counted_loops.c and tests/safety/hoisted_loop_*.

#include <math.h>
#include <stddef.h>

struct holder { int n; int v[16]; int *data; };
struct point { int x, y; };
int global_a[64];
void touch(int);

// sqrt is computed inline (src/gen_builtin.c's inline_library_calls):
// the loop calls nothing.  With -fno-builtin-sqrt it calls sqrt, and
// stays checked.
double fast_sqrt(const double *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += sqrt(a[i]);
  return s;
}

// `i <= n`: the last index is n.
long fast_inclusive(const int *a, int n) {
  long s = 0;
  for (int i = 1; i <= n; i++)
    s += a[i];
  return s;
}

// Counting down: `i >= 0` (written `!(i < 0)` by the parser) and `i > n`.
long fast_down(const int *a, int n) {
  long s = 0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i];
  return s;
}

long fast_down_to(const long *a, long n, long stop) {
  long s = 0;
  for (long i = n; i > stop; --i)
    s += a[i - 1];
  return s;
}

long fast_pointer(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

void fast_bytes(char *d, const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = s[i];
}

long fast_global(int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += global_a[i];
  return s;
}

long fast_local_array(int n) {
  int a[32];
  for (int i = 0; i < n; i++) a[i] = i;
  return a[3];
}

long fast_member_array(struct holder *h, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += h->v[i];
  return s;
}

long fast_struct_array(struct point *p, unsigned n) {
  long s = 0;
  for (unsigned i = 0; i < n; i++) s += p[i].x - p[i].y;
  return s;
}

long fast_offset_index(const long *a, long n, long k) {
  long s = 0;
  for (long i = 1; i < n; i++) s += a[i + k] - a[i - 1];
  return s;
}

double fast_row(const double *g, int cols, int row) {
  double s = 0;
  for (int j = 0; j < cols; j++) s += g[row * cols + j];
  return s;
}

int fast_early_exit(const short *a, int n, short v) {
  for (int i = 0; i < n; i++) {
    if (a[i] == v) return i;
    if (a[i] < 0) break;
    if (a[i] == 1) continue;
  }
  return -1;
}

long fast_derived(struct point *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct point *q = &p[i];
    s += q->x * q->y;
  }
  return s;
}

long fast_derived_sum(const long *a, long n) {
  long s = 0;
  for (long i = 0; i < n; i++) {
    const long *q;
    q = a + i + 1;
    s += *q;
  }
  return s;
}

long fast_invariant_member(struct holder *h, const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i] * h->n;
  return s;
}

long kept_derived_late(struct point *p, int n) {
  long s = 0;
  struct point *q = p;
  for (int i = 0; i < n; i++) {
    s += q->x;
    q = &p[i];
  }
  return s;
}

long kept_derived_twice(struct point *p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct point *q = &p[i];
    if (q->x < 0) q = p;
    s += q->y;
  }
  return s;
}

void kept_calls(int *a, int n) {
  for (int i = 0; i < n; i++) touch(a[i]);
}

long kept_index_moves(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) { s += a[i]; i++; }
  return s;
}

long kept_bound_moves(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) { s += a[i]; n -= a[i]; }
  return s;
}

long kept_pointer_moves(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) { s += a[i]; a += 1; }
  return s;
}

long kept_not_equal(const int *a, int n) {
  long s = 0;
  for (int i = 0; i != n; i++) s += a[i];
  return s;
}

long kept_loaded_bound(struct holder *h) {
  long s = 0;
  for (int i = 0; i < h->n; i++) s += h->v[i];
  return s;
}

struct holder *global_holder;

long kept_loaded_pointer(int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += global_holder->data[i];
  return s;
}

long kept_narrow_index(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[(short)i];
  return s;
}

long kept_scaled_index(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[2 * i];
  return s;
}

long kept_short_counter(const int *a, short n) {
  long s = 0;
  for (short i = 0; i < n; i++) s += a[i];
  return s;
}

long kept_wider_bound(const int *a, long n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += a[i];
  return s;
}

long kept_label(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
  again:
    s += a[i];
    if (s < 0) goto again;
  }
  return s;
}

long kept_object_local(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    int t[2] = {a[i], 1};
    int *q = t;
    s += q[0] + q[1];
  }
  return s;
}

long kept_while(const int *a, int n) {
  long s = 0;
  int i = 0;
  while (i < n) s += a[i++];
  return s;
}

long nested_inner(const int *a, int rows, int cols) {
  long s = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) s += a[r * cols + c];
  return s;
}
