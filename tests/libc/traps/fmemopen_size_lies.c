// expect: out-of-bounds write
// expect-at: call to memcpy
// fmemopen trusts the size it is given, but the buffer's real size is
// enforced when the stream's bytes are copied into it.
#include <stdio.h>
int main(void) {
  char buf[8];
  FILE *f = fmemopen(buf, 100, "w");
  fputs("twenty bytes of text", f);
  fclose(f);
  return buf[0];
}
