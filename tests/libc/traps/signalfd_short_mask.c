// expect: out-of-bounds read
// expect-at: call to signalfd
// signalfd's mask is read as the kernel's 8-byte signal set: an int that
// holds the bits of the first 32 signals is too short.
#include <signal.h>
#include <stdio.h>
#include <sys/signalfd.h>
int main(void) {
  int bits = 1 << (SIGUSR1 - 1);
  printf("%d\n", signalfd(-1, (const sigset_t *)&bits, SFD_CLOEXEC) >= 0);
  return 0;
}
