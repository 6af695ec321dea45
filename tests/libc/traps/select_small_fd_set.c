// expect: out-of-bounds write
// expect-at: call to select
// An fd_set is checked as the whole 128 bytes the kernel may read and
// write, so a shorter set of bits is refused.
#include <stdio.h>
#include <sys/select.h>
int main(void) {
  long bits[2] = {1, 0};
  struct timeval tv = {0, 0};
  printf("%d\n", select(1, (fd_set *)bits, 0, 0, &tv));
  return 0;
}
