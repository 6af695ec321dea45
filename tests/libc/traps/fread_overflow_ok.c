// expect: ok
// Twin of fread_overflow.c: a large fread into a buffer that holds it.
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  static char data[10000];
  data[9999] = 7;
  fwrite(data, 1, sizeof data, f);
  rewind(f);
  static char big[10000];
  size_t n = fread(big, 1, sizeof data, f);
  printf("%zu %d\n", n, big[9999]);
  return 0;
}
