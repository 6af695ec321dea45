// Identifiers containing '$' (a GNU extension safecc accepts): a symbol
// that starts with '$' must be parenthesized where it is an operand
// (`call ($f)`, `lea ($g)(%rip)`, `($g)@GOTPCREL`), or the assembler reads
// it as an immediate.  Found by tests/run-fuzz.sh (a flipped byte made
// `CHECK` into `$CHECK`).  Also worth running with -fPIC.
#include "test.h"

int $f(void) { return 3; }
int $g;
int a$b(void) { return $f() + $g; }
int (*$p)(void) = $f;
int *q = &$g;
static int $s = 5;

int main(void) {
  $g = 4;
  CHECK(3, $f());
  CHECK(7, a$b());
  CHECK(3, $p());
  CHECK(4, *q);
  CHECK(5, $s);
  int (*fp)(void) = $f;
  CHECK(3, fp());
  return 0;
}
