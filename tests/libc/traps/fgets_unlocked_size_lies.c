// expect: out-of-bounds write
// expect-at: libc/src/stdio/fgets.c
// fgets_unlocked is told the line buffer has 64 bytes, but it has 8, and
// the line read is longer: it takes no lock, but the bytes it stores are
// checked like any others.
#define _GNU_SOURCE
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  fputs("a line longer than eight bytes\n", f);
  rewind(f);
  char line[8];
  printf("%s", fgets_unlocked(line, 64, f));
  return 0;
}
