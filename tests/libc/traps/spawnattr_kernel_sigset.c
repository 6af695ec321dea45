// expect: out-of-bounds read
// expect-at: libc/src/process/spawnattr.c
// posix_spawnattr_setsigmask copies a whole sigset_t (glibc's 128 bytes),
// not the kernel's 8-byte mask.
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
int main(void) {
  posix_spawnattr_t a;
  posix_spawnattr_init(&a);
  unsigned long kernel_mask = 1UL << (SIGUSR1 - 1);
  printf("%d\n", posix_spawnattr_setsigmask(&a, (const sigset_t *)&kernel_mask));
  return 0;
}
