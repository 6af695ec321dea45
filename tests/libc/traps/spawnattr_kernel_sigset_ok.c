// expect: ok
// Twin of spawnattr_kernel_sigset.c: a sigset_t made with sigaddset.
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
int main(void) {
  posix_spawnattr_t a;
  posix_spawnattr_init(&a);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGUSR1);
  printf("%d\n", posix_spawnattr_setsigmask(&a, &set));
  return 0;
}
