// expect: ok
// Twin of fmemopen_size_lies.c: the size given is the buffer's, so the
// text is cut (with a NUL in the last byte) and fclose reports the error.
#include <stdio.h>
int main(void) {
  char buf[8];
  FILE *f = fmemopen(buf, sizeof buf, "w");
  fputs("twenty bytes of text", f);
  int r = fclose(f);
  printf("%d [%s]\n", r, buf);
  return 0;
}
