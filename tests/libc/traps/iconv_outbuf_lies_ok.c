// expect: ok
// Twin of iconv_outbuf_lies.c: the size given is the buffer's, so iconv
// converts four characters and stops with E2BIG.
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  char out[8];
  char text[] = "twenty bytes of text";
  char *in = text, *o = out;
  size_t inleft = strlen(text), outleft = sizeof out;
  iconv_t cd = iconv_open("UTF-16LE", "UTF-8");
  size_t r = iconv(cd, &in, &inleft, &o, &outleft);
  printf("%zd %d %zu %zu [%.4s]\n", (ssize_t)r, errno == E2BIG, inleft, outleft, text);
  for (int i = 0; i < 8; i++)
    printf("%02x", (unsigned char)out[i]);
  printf("\n");
  iconv_close(cd);
  return 0;
}
