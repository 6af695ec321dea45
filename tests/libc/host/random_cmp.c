// random_cmp.c — random(3) against glibc 2.36, bit for bit: srandom's
// sequences for many seeds (those of 2^31 and above too), initstate with
// every kind of generator (buffer sizes around each of 8, 32, 64, 128 and
// 256 bytes) including the bytes of the state buffers, setstate switching
// between buffers mid-sequence, refused sizes and states, and the _r
// forms on a struct random_data of each library.
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long sc_random(void);
void sc_srandom(unsigned);
char *sc_initstate(unsigned, char *, size_t);
char *sc_setstate(char *);
int sc_random_r(struct random_data *, int32_t *);
int sc_srandom_r(unsigned, struct random_data *);
int sc_initstate_r(unsigned, char *, size_t, struct random_data *);
int sc_setstate_r(char *, struct random_data *);
extern int sc_errno;

static long checked, bad;

static void mismatch(const char *what, unsigned seed, size_t size, long i, long ours,
                     long theirs) {
  if (bad++ < 20)
    printf("MISMATCH %s: seed %u size %zu at %ld: ours %ld, glibc %ld\n", what, seed, size, i,
           ours, theirs);
}

static uint64_t rng = 12345;
static uint32_t next(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint32_t)(rng >> 16);
}

// The first count results of both generators.
static void compare_run(const char *what, unsigned seed, size_t size, int count) {
  for (int i = 0; i < count; i++) {
    long a = sc_random(), b = random();
    checked++;
    if (a != b) {
      mismatch(what, seed, size, i, a, b);
      return;
    }
  }
}

static void check_default(void) {
  compare_run("unseeded", 1, 128, 1000);  // both start as if srandom(1)
  static const unsigned seeds[] = {0, 1, 2, 3, 42, 12345, 127773, 2147483646u, 2147483647u,
                                   2147483648u, 2147483649u, 4294967295u, 3000000000u};
  for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
    sc_srandom(seeds[i]);
    srandom(seeds[i]);
    compare_run("srandom", seeds[i], 128, 2000);
  }
  for (int i = 0; i < 3000; i++) {
    unsigned seed = next();
    sc_srandom(seed);
    srandom(seed);
    compare_run("srandom", seed, 128, 200);
  }
}

static char ours[8][1024], theirs[8][1024];

static void compare_bytes(const char *what, int k, unsigned seed, size_t size) {
  checked++;
  if (memcmp(ours[k], theirs[k], size)) {
    size_t i = 0;
    while (ours[k][i] == theirs[k][i])
      i++;
    mismatch(what, seed, size, (long)i, ours[k][i], theirs[k][i]);
  }
}

static void check_sizes(void) {
  static const size_t sizes[] = {8, 9, 31, 32, 33, 63, 64, 100, 127, 128, 129, 255, 256, 257, 1000};
  for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
    for (int r = 0; r < 200; r++) {
      unsigned seed = r < 4 ? (unsigned[]){0, 1, 2147483648u, 4294967295u}[r] : next();
      size_t size = sizes[s];
      memset(ours[0], 0x5a, sizeof ours[0]);
      memset(theirs[0], 0x5a, sizeof theirs[0]);
      char *a = sc_initstate(seed, ours[0], size), *b = initstate(seed, theirs[0], size);
      checked++;
      if ((a == 0) != (b == 0))
        mismatch("initstate result", seed, size, 0, a != 0, b != 0);
      compare_bytes("initstate bytes", 0, seed, size);
      compare_run("initstate", seed, size, 500);
      compare_bytes("state bytes", 0, seed, size);
      sc_srandom(seed + 1);  // on the buffer in use
      srandom(seed + 1);
      compare_run("srandom after initstate", seed + 1, size, 300);
      compare_bytes("state bytes", 0, seed, size);
    }
  }
}

// Buffers of several kinds, switched at random; the position each one
// records when it is left is compared too.
static void check_switching(void) {
  static const size_t sizes[] = {8, 32, 64, 128, 256, 40, 200, 16};
  for (int k = 0; k < 8; k++) {
    sc_initstate((unsigned)k * 7 + 1, ours[k], sizes[k]);
    initstate((unsigned)k * 7 + 1, theirs[k], sizes[k]);
  }
  for (int step = 0; step < 20000; step++) {
    int k = (int)(next() % 8);
    char *a = sc_setstate(ours[k]), *b = setstate(theirs[k]);
    checked++;
    if ((a - (char *)ours) / 1024 != (b - (char *)theirs) / 1024)
      mismatch("setstate's old state", (unsigned)k, sizes[k], step, 0, 1);
    compare_run("after setstate", (unsigned)k, sizes[k], (int)(next() % 40));
    for (int j = 0; j < 8; j++)
      compare_bytes("buffers after setstate", j, (unsigned)step, 4);
  }
  // A first word that names no generator is refused; the state in use
  // stays in use.
  int32_t word = 7 * 5 + 4;  // rear 7 is fine for TYPE_4 (63 words)
  memcpy(ours[1], &word, 4);
  memcpy(theirs[1], &word, 4);
  errno = 0;
  sc_errno = 0;
  char *a = sc_setstate(ours[1]), *b = setstate(theirs[1]);
  checked++;
  if ((a == 0) != (b == 0) || sc_errno != errno)
    mismatch("setstate of a written state", 0, 32, 0, a != 0, b != 0);
  compare_run("written state", 0, 32, 200);
  word = -1;
  memcpy(ours[2], &word, 4);
  memcpy(theirs[2], &word, 4);
  a = sc_setstate(ours[2]);
  b = setstate(theirs[2]);
  checked++;
  if ((a == 0) != (b == 0) || sc_errno != errno)
    mismatch("setstate of a bad state", 0, 64, 0, a != 0, b != 0);
  compare_run("after a refused setstate", 0, 64, 200);
  for (size_t size = 0; size < 8; size++) {
    sc_errno = errno = 0;
    a = sc_initstate(1, ours[3], size);
    b = initstate(1, theirs[3], size);
    checked++;
    if (a || b || sc_errno != errno)
      mismatch("initstate of a small buffer", 1, size, 0, sc_errno, errno);
  }
  compare_run("after a refused initstate", 0, 0, 200);
}

static void check_reentrant(void) {
  for (int r = 0; r < 2000; r++) {
    struct random_data x, y;
    memset(&x, 0, sizeof x);
    memset(&y, 0, sizeof y);
    size_t size = 8 + next() % 300;
    unsigned seed = next();
    int a = sc_initstate_r(seed, ours[0], size, &x), b = initstate_r(seed, theirs[0], size, &y);
    checked++;
    if (a != b || x.rand_type != y.rand_type || x.rand_deg != y.rand_deg ||
        x.rand_sep != y.rand_sep)
      mismatch("initstate_r", seed, size, 0, a, b);
    for (int i = 0; i < 300; i++) {
      int32_t u, v;
      sc_random_r(&x, &u);
      random_r(&y, &v);
      checked++;
      if (u != v) {
        mismatch("random_r", seed, size, i, u, v);
        break;
      }
      if (i == 150) {
        sc_srandom_r(seed ^ 0x80000000u, &x);
        srandom_r(seed ^ 0x80000000u, &y);
      }
    }
    compare_bytes("random_r state", 0, seed, size < 1024 ? size : 1024);
    sc_setstate_r(ours[0], &x);  // back to where it was, from the recorded word
    setstate_r(theirs[0], &y);
    for (int i = 0; i < 50; i++) {
      int32_t u, v;
      sc_random_r(&x, &u);
      random_r(&y, &v);
      checked++;
      if (u != v) {
        mismatch("random_r after setstate_r", seed, size, i, u, v);
        break;
      }
    }
  }
}

int main(void) {
  check_default();
  check_sizes();
  check_switching();
  check_reentrant();
  printf("checked %ld, mismatches %ld\n", checked, bad);
  return bad != 0;
}
