// An integer read from memory and compared with a constant, as a branch
// condition, which the compiler may compare in place in the integer's own
// width (`cmpb $3, 8(%rax)`, -fno-compare-in-memory): members of every
// width and signedness through a pointer and in a global, seen through
// the promotion to int or long, against constants inside and outside the
// member's range (300 is never an unsigned char; -1 is below every
// unsigned char once both are ints), with all six relations.  Each
// result is checked against the same comparison of the value copied to a
// volatile local first, which the compiler cannot compare in memory.
#include "test.h"
#include <limits.h>

struct fields {
  unsigned char uc;
  signed char sc;
  unsigned short us;
  short ss;
  unsigned ui;
  int si;
  unsigned long ul;
  long sl;
  unsigned bits : 3;
};

static struct fields global;

// One bit per relation: ==, !=, <, <=, >, >=.
#define RELATIONS(x, c)                                                  \
  (((x) == (c) ? 1 : 0) | ((x) != (c) ? 2 : 0) | ((x) < (c) ? 4 : 0) |   \
   ((x) <= (c) ? 8 : 0) | ((x) > (c) ? 16 : 0) | ((x) >= (c) ? 32 : 0))

// Each relation as a branch (an `if`), the way a compiler compares in place.
#define BRANCHES(x, c)                                                   \
  ({                                                                     \
    int r_ = 0;                                                          \
    if ((x) == (c)) r_ |= 1;                                             \
    if ((x) != (c)) r_ |= 2;                                             \
    if ((x) < (c)) r_ |= 4;                                              \
    if ((x) <= (c)) r_ |= 8;                                             \
    if ((x) > (c)) r_ |= 16;                                             \
    if ((x) >= (c)) r_ |= 32;                                            \
    r_;                                                                  \
  })

#define TRY(T, member, c)                                                \
  do {                                                                   \
    volatile T copy = p->member;                                         \
    CHECK(RELATIONS(copy, c), BRANCHES(p->member, c));                   \
    volatile T gcopy = global.member;                                    \
    CHECK(RELATIONS(gcopy, c), BRANCHES(global.member, c));              \
  } while (0)

static void try_all(struct fields *p) {
  TRY(unsigned char, uc, 3);
  TRY(unsigned char, uc, 0);
  TRY(unsigned char, uc, 255);
  TRY(unsigned char, uc, 300);
  TRY(unsigned char, uc, -1);
  TRY(unsigned char, uc, 200);
  TRY(signed char, sc, -1);
  TRY(signed char, sc, -128);
  TRY(signed char, sc, 127);
  TRY(signed char, sc, 200);
  TRY(signed char, sc, 0);
  TRY(unsigned short, us, 4);
  TRY(unsigned short, us, 65535);
  TRY(unsigned short, us, 40000);
  TRY(unsigned short, us, -2);
  TRY(short, ss, -300);
  TRY(short, ss, 32767);
  TRY(short, ss, 40000);
  TRY(unsigned, ui, 7);
  TRY(unsigned, ui, 3000000000u);
  TRY(unsigned, ui, UINT_MAX);
  TRY(int, si, -5);
  TRY(int, si, INT_MIN);
  TRY(int, si, 100000);
  TRY(unsigned long, ul, 9);
  TRY(unsigned long, ul, 3000000000ul);
  TRY(unsigned long, ul, ULONG_MAX);
  TRY(long, sl, -9);
  TRY(long, sl, 5000000000l);
  TRY(long, sl, LONG_MIN);
  TRY(signed char, sc, 4294967295u); // sc converted to unsigned int
  TRY(short, ss, 65535u);
  TRY(signed char, sc, 100u); // -1 becomes 4294967295, above 100u
  TRY(short, ss, 1000u);
  TRY(int, si, 7u);
  TRY(unsigned char, uc, 255ul);
  TRY(unsigned, bits, 5);
  TRY(unsigned, bits, 9);
}

static void set(struct fields *f, long v) {
  f->uc = (unsigned char)v;
  f->sc = (signed char)v;
  f->us = (unsigned short)v;
  f->ss = (short)v;
  f->ui = (unsigned)v;
  f->si = (int)v;
  f->ul = (unsigned long)v;
  f->sl = v;
  f->bits = (unsigned)v & 7;
}

int main(void) {
  struct fields f;
  long values[] = {0, 1, 3, 4, 5, 7, 9, -1, -2, -5, -9, 127, 128, 200, 255, 256, 300, -128,
                   -300, 32767, 40000, 65535, 100000, 3000000000l, 5000000000l,
                   INT_MIN, LONG_MIN, UINT_MAX, -3000000000l};
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++) {
    set(&f, values[i]);
    set(&global, values[i] + 1);
    try_all(&f);
    set(&global, values[i]);
    try_all(&f);
  }
  // By hand: an unsigned char is never 300 and never below -1.
  f.uc = 44;
  CHECK(2 | 16 | 32, BRANCHES(f.uc, -1));
  CHECK(2 | 4 | 8, BRANCHES(f.uc, 300));
  f.sc = -1;
  CHECK(1 | 8 | 32, BRANCHES(f.sc, -1));
  return 0;
}
