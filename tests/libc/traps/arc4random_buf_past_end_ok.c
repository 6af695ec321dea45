// expect: ok
// Twin of arc4random_buf_past_end.c: the length is the buffer's size.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  unsigned char key[16] = {0};
  arc4random_buf(key, sizeof key);
  int nonzero = 0;
  for (int i = 0; i < 16; i++)
    nonzero += key[i] != 0;
  printf("%s\n", nonzero > 8 ? "filled" : "zero");
  return 0;
}
