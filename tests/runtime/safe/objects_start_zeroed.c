// objects_start_zeroed.c (safe C) — every object starts zeroed, wherever
// it lives (DESIGN §5): arrays, structs and address-taken locals in the
// frame (their address stays in the call) and on the heap (it escapes),
// after the stack they reuse was filled with other bytes.  Reading them
// uninitialised is undefined in C, so this is a safe-mode-only check.
#include <stdio.h>
#include <string.h>

struct rec {
  int n;
  char name[13];
  double x;
  char *p;
};

static char *kept;

// Fills the stack below the caller with non-zero bytes.
static int dirty(int depth) {
  volatile unsigned char junk[2048];
  for (int i = 0; i < 2048; i++)
    junk[i] = (unsigned char)(0xa5 ^ i);
  return depth > 0 ? dirty(depth - 1) + junk[9] : junk[3];
}

static int all_zero(const void *p, size_t n) {
  const unsigned char *b = p;
  for (size_t i = 0; i < n; i++)
    if (b[i])
      return 0;
  return 1;
}

static int in_frame(void) {
  char small[24];
  long big[300];
  struct rec r;
  int n;
  int *np = &n;
  return all_zero(small, sizeof small) && all_zero(big, sizeof big) &&
         all_zero(&r, sizeof r) && *np == 0 && r.p == 0;
}

static int on_heap(void) {
  char buf[40];
  struct rec r;
  kept = buf; // escapes: buf lives on the heap
  int ok = all_zero(buf, sizeof buf);
  memset(&r, 0xff, 0); // an external call: r escapes too
  return ok && all_zero(&r, sizeof r);
}

// Small frame objects are made where their declaration is reached, afresh
// at each iteration of a loop: one without an initializer is zeroed there
// (after the last iteration left 7 in it), one whose declaration stores
// its value is not zeroed first, and must hold that value.
static int made_at_declaration(void) {
  int ok = 1;
  for (int i = 0; i < 4; i++) {
    long n;
    long *np = &n;
    ok &= *np == 0;
    *np = 7;
    long m = 5 + i;
    long *mp = &m;
    ok &= *mp == 5 + i;
  }
  return ok;
}

int main(void) {
  int bad = 0;
  for (int round = 0; round < 20; round++) {
    dirty(3);
    if (!made_at_declaration()) {
      printf("round %d: an object made at its declaration did not start zeroed\n", round);
      bad++;
    }
    dirty(3);
    if (!in_frame()) {
      printf("round %d: a frame object did not start zeroed\n", round);
      bad++;
    }
    dirty(3);
    if (!on_heap()) {
      printf("round %d: a heap object did not start zeroed\n", round);
      bad++;
    }
  }
  return bad != 0;
}
