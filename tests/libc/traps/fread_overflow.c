// expect: out-of-bounds write
// expect-at: call to read
// A large fread goes straight to read(2), which the runtime checks.
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  static char data[10000];
  fwrite(data, 1, sizeof data, f);
  rewind(f);
  char small[100];
  fread(small, 1, sizeof data, f);
  return small[0];
}
