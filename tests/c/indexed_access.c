// Loads and stores of a[i], p[i] and a[i].m (plain mode makes each one
// instruction with a scaled index): every element type and scale, struct
// members at nonzero offsets, frame arrays, global arrays (static,
// external and thread-local), pointer locals, negative indexes.  What is written through indexes is read back through a
// cursor (*q++) or a struct pointer, and the other way round, so that an
// index, scale or member offset that is wrong on one side shows.
#include "test.h"

struct rec {
  char tag;
  short half;
  int word;
  double real;
  long wide;
  struct {
    float f;
    char c[3];
  } inner;
};

static long fill_and_sum_longs(long *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] = 3L * i + 1;
  long s = 0;
  for (long *q = p; q < p + n; q++)
    s += *q;
  return s;
}

static int check_shorts(void) {
  short a[10];
  short *q = a;
  for (int i = 0; i < 10; i++)
    *q++ = (short)(i * 100 - 300);
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += a[i];
  return s;
}

static double check_doubles(double *p, int n) {
  double a[8];
  for (int i = 0; i < n; i++)
    a[i] = p[i] * 2;
  double s = 0;
  for (double *q = a; q < a + n; q++)
    s += *q;
  return s;
}

static short static_shorts[12];
long global_longs[9];
static _Thread_local int tls_ints[7];
static struct rec static_recs[5];

// Written through indexes, read back through cursors, and the other way.
static void check_global_arrays(void) {
  for (int i = 0; i < 12; i++)
    static_shorts[i] = (short)(i * 7 - 40);
  short *sq = static_shorts;
  for (int i = 0; i < 12; i++)
    CHECK(i * 7 - 40, *sq++);
  long *lq = global_longs;
  for (int i = 0; i < 9; i++)
    *lq++ = -1000L * i;
  int s = 0;
  for (int i = 0; i < 9; i++)
    s += (int)(global_longs[i] / 1000);
  CHECK(-36, s);
  for (int i = 0; i < 7; i++) {
    int v = i * i;
    tls_ints[i] = v;
  }
  int *tq = tls_ints;
  CHECK(36, tq[6]);
  CHECK(16, tls_ints[tq[2]]);
  for (int i = 0; i < 5; i++) {
    double real = i * 1.5;
    static_recs[i].real = real;
    static_recs[i].inner.c[1] = (char)('k' + i);
  }
  struct rec *r = static_recs + 4;
  CHECKF(6.0, r->real);
  CHECK('o', r->inner.c[1]);
  int j = -1;
  CHECKF(4.5, (static_recs + 4)[j].real);
}

// Arrays that are members: p->a[i] through a pointer in a register or a
// frame slot, s.a[i] in a local struct, with constant offsets on the
// index; written through the index, read through a cursor.
struct holder {
  int count;
  short small[6];
  long big[5];
  double real[4];
};

static void fill_holder(struct holder *h) {
  for (int i = 0; i < 6; i++)
    h->small[i] = (short)(i * 11 - 20);
  for (int i = 1; i < 6; i++)
    h->big[i - 1] = -1000L * i;
  for (int i = 0; i < 4; i++)
    h->real[i] = i * 0.5;
}

static long read_holder(struct holder *h, int i) {
  return h->small[i] + h->big[i - 1] + (long)(h->real[i - 1] * 4) + h->small[i + 2];
}

static void check_member_arrays(void) {
  struct holder h;
  fill_holder(&h);
  short *sq = h.small;
  for (int i = 0; i < 6; i++)
    CHECK(i * 11 - 20, *sq++);
  long *lq = h.big;
  for (int i = 1; i < 6; i++)
    CHECK(-1000L * i, *lq++);
  // small[1] + big[0] + real[0] * 4 + small[3]: -9 - 1000 + 0 + 13
  CHECK(-996, read_holder(&h, 1));
  // small[3] + big[2] + real[2] * 4 + small[5]: 13 - 3000 + 4 + 35
  CHECK(-2948, read_holder(&h, 3));
  struct holder *volatile in_slot = &h; // a pointer read from memory
  int k = 2;
  CHECK(-3000, in_slot->big[k]);
  CHECKF(1.5, in_slot->real[k + 1]);
  CHECK(6, h.small[k] + h.small[k - 2] + h.small[k + 2]); // 2 - 20 + 24
}

int main(void) {
  check_member_arrays();
  check_global_arrays();
  long longs[20];
  CHECK(3 * 20 * 19 / 2 + 20, fill_and_sum_longs(longs, 20));
  CHECK(1 + 3 * 7, longs[7]);

  CHECK(100 * 45 - 3000, check_shorts());

  double d[5] = {0.5, 1.5, 2.5, 3.5, 4.5};
  CHECKF(25.0, check_doubles(d, 5));

  unsigned char bytes[16];
  for (int i = 0; i < 16; i++)
    bytes[i] = (unsigned char)(250 + i); // wraps after 255
  unsigned char *bq = bytes;
  CHECK(250, *bq);
  CHECK(4, bq[10]);
  CHECK(9, bytes[15]);

  struct rec recs[4] = {0};
  for (int i = 0; i < 4; i++) {
    // Plain variables on the right: the stores take the indexed form.
    char tag = (char)('a' + i), c = (char)(i + 1);
    short half = (short)(-i);
    int word = i * 1000;
    double real = i + 0.25;
    long wide = -100L * i;
    float f = i * 0.5f;
    recs[i].tag = tag;
    recs[i].half = half;
    recs[i].word = word;
    recs[i].real = real;
    recs[i].wide = wide;
    recs[i].inner.f = f;
    recs[i].inner.c[2] = c;
  }
  struct rec *r = &recs[2];
  CHECK('c', r->tag);
  CHECK(-2, r->half);
  CHECK(2000, r->word);
  CHECKF(2.25, r->real);
  CHECK(-200, r->wide);
  CHECKF(1.0f, r->inner.f);
  CHECK(3, r->inner.c[2]);
  r = &recs[3];
  r->word = 77;
  r->inner.f = 8.5f;
  int k = 3;
  CHECK(77, recs[k].word);
  CHECKF(8.5f, recs[k].inner.f);
  CHECK('d', recs[k].tag);

  int ints[6] = {10, 20, 30, 40, 50, 60};
  int *mid = ints + 3;
  int j = -2;
  CHECK(20, mid[j]);
  mid[j] = -5;
  CHECK(-5, ints[1]);
  mid[-3] = 7;
  CHECK(7, ints[0]);

  char *names[3] = {"x", "yy", "zzz"};
  char **np = names;
  int idx = 2;
  CHECKS("zzz", np[idx]);
  np[idx - 1] = "w";
  CHECKS("w", names[1]);
  return 0;
}
