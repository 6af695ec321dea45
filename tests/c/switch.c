// switch: fallthrough, default in the middle or absent, GNU case ranges,
// nested switches, break/continue interplay, case labels inside blocks
// (Duff's device), switch on long, char and negative values, and dense
// switches (jump tables) whose lowest case is negative, beyond 32 bits,
// or an unsigned int above INT_MAX.
#include "test.h"

static int classify(int x) {
  switch (x) {
  case 0: return 10;
  default: return 99;
  case 1:
  case 2: return 12;
  case 3 ... 5: return 35;
  case -7: return -7;
  case 'a' ... 'z': return 26;
  }
}

static int fall(int x) {
  int r = 0;
  switch (x) {
  case 1: r += 1;
  case 2: r += 2;
  default: r += 4;
  case 3: r += 8;
    break;
  case 4: r += 16;
  }
  return r;
}

static int duff(char *to, const char *from, int count) {
  int n = (count + 7) / 8;
  switch (count % 8) {
  case 0: do { *to++ = *from++;
  case 7:      *to++ = *from++;
  case 6:      *to++ = *from++;
  case 5:      *to++ = *from++;
  case 4:      *to++ = *from++;
  case 3:      *to++ = *from++;
  case 2:      *to++ = *from++;
  case 1:      *to++ = *from++;
          } while (--n > 0);
  }
  return count;
}

// Six dense cases from `low`: case low + k returns k + 1.
static int dense_negative(long x) {
  switch (x) {
  case -3: return 1; case -2: return 2; case -1: return 3;
  case 0: return 4; case 1: return 5; case 2: return 6;
  default: return 0;
  }
}

#define BIG 0x7ffffffffffffff0L
static int dense_big(long x) {
  switch (x) {
  case BIG: return 1; case BIG + 1: return 2; case BIG + 2: return 3;
  case BIG + 3: return 4; case BIG + 4: return 5; case BIG + 5: return 6;
  default: return 0;
  }
}

#define HIGH 0xfffffff0u
static int dense_high_unsigned(unsigned x) {
  switch (x) {
  case HIGH: return 1; case HIGH + 1: return 2; case HIGH + 2: return 3;
  case HIGH + 3: return 4; case HIGH + 4: return 5; case HIGH + 5: return 6;
  default: return 0;
  }
}

static void jump_table_bases(void) {
  for (int k = -4; k < 10; k++) {
    int want = k >= 0 && k < 6 ? k + 1 : 0;
    CHECK(want, dense_negative(-3 + k));
    CHECK(want, dense_big(BIG + k));
    CHECK(want, dense_high_unsigned(HIGH + k));
  }
}

int main(void) {
  jump_table_bases();
  CHECK(10, classify(0));
  CHECK(12, classify(1));
  CHECK(12, classify(2));
  CHECK(35, classify(3));
  CHECK(35, classify(5));
  CHECK(99, classify(6));
  CHECK(-7, classify(-7));
  CHECK(26, classify('q'));
  CHECK(99, classify(-1));
  CHECK(15, fall(1));
  CHECK(14, fall(2));
  CHECK(8, fall(3));
  CHECK(16, fall(4));
  CHECK(12, fall(9));

  {
    int hits = 0;
    switch (3) {}
    switch (2) { case 1: hits = 100; }
    CHECK(0, hits);
    for (int i = 0; i < 5; i++) {
      switch (i) {
      case 1: continue;        // continue applies to the loop
      case 3: break;           // break leaves the switch only
      default: hits++;
      }
      hits += 10;
    }
    CHECK(3 + 40, hits);
  }
  {
    long big = 1L << 40;
    int r = 0;
    switch (big) {
    case 1L << 40: r = 1; break;
    case 1: r = 2; break;
    }
    CHECK(1, r);
    unsigned u = 4000000000u;
    switch (u) {
    case 4000000000u: r = 3; break;
    default: r = 4;
    }
    CHECK(3, r);
    char c = -1;
    switch (c) {
    case -1: r = 5; break;
    case 255: r = 6; break;
    }
    CHECK(5, r);
    unsigned char uc = 255;
    switch (uc) {
    case -1: r = 7; break;
    case 255: r = 8; break;
    }
    CHECK(8, r);
  }
  {
    int r = 0;
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 3; j++)
        switch (i) {
        case 0:
          switch (j) {
          case 0: r += 1; break;
          default: r += 100;
          }
          break;
        case 1: r += 1000; break;
        }
    CHECK(1 + 200 + 3000, r);
  }
  {
    char dst[20] = {0};
    const char *src = "duff's device!";
    duff(dst, src, 15);
    CHECKS("duff's device!", dst);
  }
  {
    int r = 0;
    switch (2) {
      int skipped;               // declarations before the first case are legal
    case 2:
      skipped = 7;
      r = skipped;
      {
    case 3:
        r += 1;
      }
    }
    CHECK(8, r);
  }
  {
    enum { A, B, C } e = C;
    int r;
    switch (e) {
    case A: r = 0; break;
    case B: r = 1; break;
    case C: r = 2; break;
    }
    CHECK(2, r);
  }
  return 0;
}
