// expect: out-of-bounds write
// expect-at: call to getrandom
// arc4random_buf is told the buffer has 32 bytes, but it has 16: the
// runtime checks the whole length before the kernel writes it.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  unsigned char key[16];
  arc4random_buf(key, 32);
  printf("%s\n", key[0] | key[15] ? "filled" : "zero");
  return 0;
}
