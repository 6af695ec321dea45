// expect: out-of-bounds write
// expect-at: libc/src/iconv/encode.c
// iconv is told the output buffer has 64 bytes, but it has 8: the
// conversion to UTF-16 writes its ninth byte past the array.
#include <iconv.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  char out[8];
  char text[] = "twenty bytes of text";
  char *in = text, *o = out;
  size_t inleft = strlen(text), outleft = 64;
  iconv_t cd = iconv_open("UTF-16LE", "UTF-8");
  size_t r = iconv(cd, &in, &inleft, &o, &outleft);
  printf("%zd %zu\n", (ssize_t)r, inleft);
  iconv_close(cd);
  return 0;
}
