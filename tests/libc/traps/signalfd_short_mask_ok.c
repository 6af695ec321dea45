// expect: ok
// Twin of signalfd_short_mask.c: a whole sigset_t.
#include <signal.h>
#include <stdio.h>
#include <sys/signalfd.h>
int main(void) {
  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGUSR1);
  printf("%d\n", signalfd(-1, &mask, SFD_CLOEXEC) >= 0);
  return 0;
}
