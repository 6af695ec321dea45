// `if (x & mask)` and `if ((x & mask) == 0)`, which the compiler may
// decide with one test of x where it is (`testb $4, 10(%rax)`,
// `test $1, %ebx`; -fno-compare-in-memory): members and globals of every
// width and signedness, register and frame-slot locals, values reached
// through a pointer, sign bits, masks wider than the integer and
// negative ones, inside && and ||.  Each branch is checked against the
// same test made as a value on a volatile copy.
#include "test.h"

struct flags {
  unsigned char uc;
  signed char sc;
  unsigned short us;
  short ss;
  unsigned ui;
  int si;
  unsigned long ul;
  long sl;
};

static struct flags global;

#define VALUE(x, m) (((x) & (m)) != 0)

#define BRANCH(x, m)                                                    \
  ({                                                                    \
    int r_ = 0;                                                         \
    if ((x) & (m)) r_ |= 1;                                             \
    if (((x) & (m)) == 0) r_ |= 2;                                      \
    if (!((x) & (m))) r_ |= 4;                                          \
    if (((x) & (m)) != 0 && r_ != 99) r_ |= 8;                          \
    r_;                                                                 \
  })

#define EXPECT(v) ((v) ? 1 | 8 : 2 | 4)

#define TRY(T, member, m)                                               \
  do {                                                                  \
    volatile T copy = p->member;                                        \
    CHECK(EXPECT(VALUE(copy, m)), BRANCH(p->member, m));                \
    volatile T gcopy = global.member;                                   \
    CHECK(EXPECT(VALUE(gcopy, m)), BRANCH(global.member, m));           \
  } while (0)

static void try_members(struct flags *p) {
  TRY(unsigned char, uc, 1);
  TRY(unsigned char, uc, 0x80);
  TRY(unsigned char, uc, 0x100);
  TRY(unsigned char, uc, -1);
  TRY(signed char, sc, 0x80);
  TRY(signed char, sc, 0x40);
  TRY(signed char, sc, 0x100); // the promoted sign bits
  TRY(unsigned short, us, 0x8000);
  TRY(unsigned short, us, 0x10000);
  TRY(short, ss, 0x8000);
  TRY(short, ss, 0x3);
  TRY(unsigned, ui, 0x80000000u);
  TRY(unsigned, ui, 6);
  TRY(int, si, 0x80000000u);
  TRY(int, si, 0x10);
  TRY(int, si, -2);
  TRY(unsigned long, ul, 0x80000000ul);
  TRY(unsigned long, ul, 0x100000000ul);
  TRY(unsigned long, ul, 1);
  TRY(long, sl, 0x4000);
  TRY(long, sl, -1);
}

static void set(struct flags *f, long v) {
  f->uc = (unsigned char)v;
  f->sc = (signed char)v;
  f->us = (unsigned short)v;
  f->ss = (short)v;
  f->ui = (unsigned)v;
  f->si = (int)v;
  f->ul = (unsigned long)v;
  f->sl = v;
}

// Locals: in registers (busy) and in frame slots (many of them).
static int locals(unsigned a, long b, int c, unsigned char d) {
  int n = 0;
  for (int i = 0; i < 3; i++) {
    if (a & 4) n += 1;
    if ((b & 0x100) == 0) n += 10;
    if (!(c & 1)) n += 100;
    if (d & 0x80) n += 1000;
    if ((a & 1) && (b & 2)) n += 10000;
    if ((c & 8) || (d & 1)) n += 100000;
  }
  return n;
}

static int locals_volatile(unsigned a, long b, int c, unsigned char d) {
  volatile unsigned va = a;
  volatile long vb = b;
  volatile int vc = c;
  volatile unsigned char vd = d;
  int n = 0;
  for (int i = 0; i < 3; i++) {
    n += VALUE(va, 4) * 1 + !VALUE(vb, 0x100) * 10 + !VALUE(vc, 1) * 100 + VALUE(vd, 0x80) * 1000;
    n += (VALUE(va, 1) && VALUE(vb, 2)) * 10000 + (VALUE(vc, 8) || VALUE(vd, 1)) * 100000;
  }
  return n;
}

int main(void) {
  struct flags f;
  long values[] = {0, 1, 2, 3, 4, 6, 8, 0x10, 0x40, 0x80, 0xff, 0x100, 0x4000, 0x8000, 0xffff,
                   0x10000, 0x7fffffff, 0x80000000l, 0x100000000l, -1, -2, -128, -32768};
  for (unsigned i = 0; i < sizeof values / sizeof values[0]; i++) {
    set(&f, values[i]);
    set(&global, ~values[i]);
    try_members(&f);
    for (unsigned j = 0; j < sizeof values / sizeof values[0]; j++) {
      long v = values[i], w = values[j];
      CHECK(locals_volatile((unsigned)v, w, (int)w, (unsigned char)v),
            locals((unsigned)v, w, (int)w, (unsigned char)v));
    }
  }
  // By hand: 0x80 in an unsigned char of 0xC0; its 0x100 bit never.
  f.uc = 0xC0;
  CHECK(1 | 8, BRANCH(f.uc, 0x80));
  CHECK(2 | 4, BRANCH(f.uc, 0x100));
  f.sc = -1; // promoted, every bit above is set too
  CHECK(1 | 8, BRANCH(f.sc, 0x100));
  return 0;
}
