// expect: ok
// Twin of mprotect_after_write_check.c: the mapping is made writable
// again before the second write.
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  *p = 1;
  mprotect(p, 8192, PROT_READ);
  printf("%d\n", *p);
  fflush(stdout);
  mprotect(p, 8192, PROT_READ | PROT_WRITE);
  *p = 2;
  printf("%d\n", *p);
  return 0;
}
