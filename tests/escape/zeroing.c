// tests/escape/zeroing.c — read by tests/run-escape.sh from its assembly:
// which frame slots safe mode's prologue zeroes (src/frame.c,
// slot_must_be_zero).  Every zero_NAME must zero a slot before its entry
// poll, every nozero_NAME none; with -fno-count-args-once their
// parameter slots are zeroed again.  None of this code is run here.

// The parser's pointer temporaries (tmp = &lvalue, then *tmp, for an
// lvalue with side effects) are assigned before they are read.
long nozero_temps(long **pp, int i) {
  pp[i++][0]++;
  pp[i++][1] += 3;
  return pp[i][0];
}

// Parameters are copied after one test of the word count; only the path
// taken when the caller passed fewer words zeroes their slots.
long nozero_params(long *p, long *q, long *r) {
  return *p + *q + *r;
}

// A label inside a statement expression: a jump could enter the
// expression after a temporary's assignment, so the temporaries start
// at zero.
long zero_temps_label(long **pp, int i) {
  pp[i++][0] += ({
    int k = 1;
    if (i > 5)
      goto out;
    k = 2;
  out:
    k;
  });
  return pp[i][0];
}

// A pointer local declared without an initializer, whose first mention
// after the declaration is a statement storing to it.
long nozero_assigned_later(long *p, int c) {
  long *q;
  long k = c * 2;
  q = p + k;
  return *q;
}

// ... and one whose first mention reads it.
long zero_read_first(long *p, int c) {
  long *q;
  long k = c * 2;
  q = q ? p : p + k;
  return *q;
}

// A pointer local read before anything is stored to it on some path.
long zero_uninit_pointer(long *p, int c) {
  long *q;
  if (c)
    q = p;
  return *q;
}

// A small frame object declared in a branch is made where its
// declaration is reached (header and zeroed payload there), not by the
// prologue: a function pays only for the objects of the branches it runs.
__attribute__((noinline)) static void set_to(long *p, long v) {
  *p = v;
}
long nozero_object_in_branch(int c) {
  if (c > 3) {
    long x;
    set_to(&x, c);
    return x;
  }
  return 0;
}

// ... but not when a jump can skip its declaration (the prologue makes
// it, so that the object exists after the jump) ...
long zero_object_bypassed(int c) {
  long x;
  if (c)
    goto skip;
  set_to(&x, c);
skip:
  return x;
}

// ... nor when it is large: in a loop its declaration is reached at
// every iteration, and the prologue zeroes it once.
long zero_object_large(int c) {
  long s = 0;
  for (int i = 0; i < c; i++) {
    long a[16];
    set_to(&a[i & 15], i);
    s += a[i & 15];
  }
  return s;
}

// ... unless its initializer zeroes it anyway (`= {...}` starts by
// zeroing the whole object): then it is made, and zeroed once, where its
// declaration is reached, as snprintf's Sink is.
long nozero_object_large_initialized(long *p, int c) {
  long s = *p;
  for (int i = 0; i < c; i++) {
    long a[16] = {i};
    set_to(&a[i & 15], i);
    s += a[i & 15] + a[0];
  }
  return s;
}
