// -D and -U on the command line, processed in order; -D without a value
// defines 1; -D with an empty value; function-like -D; separate -D NAME.
// flags: -DFLAG -DVALUE=42 -DGREETING="hi" -DEMPTY= -DGONE=1 -UGONE -DTWICE(x)=((x)+(x)) -D SPACED=3 -UNEVER_DEFINED -DREDEF=1 -UREDEF -DREDEF=2
#include "test.h"

int main(void) {
#ifdef FLAG
  CHECK(1, FLAG);
#else
  CHECK(1, 0);
#endif
  CHECK(42, VALUE);
  CHECKS("hi", GREETING);
  CHECK(5, EMPTY 5);
#ifdef EMPTY
  int empty_defined = 1;
#else
  int empty_defined = 0;
#endif
  CHECK(1, empty_defined);
#ifdef GONE
  CHECK(1, 0);
#endif
  CHECK(14, TWICE(7));
  CHECK(3, SPACED);
  CHECK(2, REDEF);
  return 0;
}
