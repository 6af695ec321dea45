// The value of a bitfield narrower than int is an int wherever it comes
// from: the member itself, `(x, s.f)`, `s.f = v`, `s.f op= v`, `++s.f`,
// `s.f++` and `c ? s.f : t.f`.  safecc gave all but the first and last
// the member's declared type, unsigned int, so `~(x, s.f) < 0` was false
// and csmith seed 876 (--no-packed-struct) printed a wrong checksum.
// Bitfields as wide as unsigned int stay unsigned.
#include "test.h"

struct S {
  unsigned narrow : 8;
  unsigned full : 32;
  signed small : 7;
};

static struct S s = {3, 6, -2}, t = {4, 8, 1};
static int one = 1;

int main(void) {
  CHECK(1, ~s.narrow < 0);
  CHECK(1, ~(one, s.narrow) < 0);
  CHECK(1, ~(one ? s.narrow : t.narrow) < 0);
  CHECK(1, ~(s.narrow = 9) < 0);
  CHECK(1, ~(s.narrow += 1) < 0);
  CHECK(1, ~(s.narrow -= 1) < 0);
  CHECK(1, ~(s.narrow |= 2) < 0);
  CHECK(1, ~(++s.narrow) < 0);
  CHECK(1, ~(--s.narrow) < 0);
  CHECK(1, ~(s.narrow++) < 0);
  CHECK(1, ~(s.narrow--) < 0);

  // the promoted value keeps the bitfield's truncation
  CHECK(44, (s.narrow = 300));
  CHECK(255, (s.narrow = 255, s.narrow++));
  CHECK(0, s.narrow);
  CHECK(-28, (s.small = 100));
  CHECK(-64, (s.small = 63, ++s.small));

  // through a pointer, as csmith writes it
  struct S *p = &t;
  CHECK(1, ~(one, p->narrow) < 0);
  CHECK(1, ~(p->narrow ^= 0x0f) < 0);

  // as wide as unsigned int: unsigned
  CHECK(0, ~(one, s.full) < 0);
  CHECK(0, ~(s.full = 1) < 0);
  CHECK(0, ~(s.full++) < 0);
  CHECKU(4294967293u, ~(one, s.full)); // s.full is 2
  return 0;
}
