// Locals of blocks that are not inside one another may share a register
// (src/locals.c); locals of nested blocks, and a block's local and the
// function's own, may not.  Busy locals (in loops, so that they qualify)
// in sibling blocks of a switch, a block nested in another that both
// keep values across the inner one, and a value read after a sibling
// block ran: any sharing that overlaps lifetimes changes the totals.
#include "test.h"

static long siblings(int n) {
  long total = 0;
  for (int k = 0; k < n; k++) {
    switch (k % 3) {
    case 0: {
      long a = k * 3;
      for (int j = 0; j < 4; j++)
        a += j;
      total += a;
      break;
    }
    case 1: {
      long b = k * 5;
      for (int j = 0; j < 3; j++) {
        long c = b + j; // c's block is inside b's: not b's register
        total += c * 2;
        b += 1;
      }
      total += b;
      break;
    }
    default: {
      long d = total;
      for (int j = 0; j < 2; j++)
        d -= k;
      total = d + 2 * k;
      break;
    }
    }
  }
  return total;
}

// x lives across two sibling blocks that run in between; each sibling's
// local is busy.
static long across(int n) {
  long x = 7, sum = 0;
  for (int k = 0; k < n; k++) {
    {
      long p = k;
      for (int j = 0; j < 5; j++)
        p = p * 3 + j;
      sum += p % 1000;
    }
    {
      long q = k + 1;
      for (int j = 0; j < 5; j++)
        q = q * 5 - j;
      sum += q % 997;
    }
    x += k;
  }
  return sum * 100000 + x;
}

int main(void) {
  long want = 0; // siblings(30), by the same steps written out
  for (int k = 0; k < 30; k++) {
    if (k % 3 == 0) {
      want += k * 3 + 0 + 1 + 2 + 3;
    } else if (k % 3 == 1) {
      want += 2 * (k * 5 + 0) + 2 * (k * 5 + 1 + 1) + 2 * (k * 5 + 2 + 2) + k * 5 + 3;
    } else {
      want = want - 2 * k + 2 * k;
    }
  }
  CHECK(want, siblings(30));
  long psum = 0, x = 7;
  for (long k = 0; k < 40; k++) {
    long p = k, q = k + 1;
    for (long j = 0; j < 5; j++) {
      p = p * 3 + j;
      q = q * 5 - j;
    }
    psum += p % 1000 + q % 997;
    x += k;
  }
  CHECK(psum * 100000 + x, across(40));
  return 0;
}
