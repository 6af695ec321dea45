// expect: ok
// Twin of mmap_readonly_write.c: the mapping is made writable again first.
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  p[0] = 1;
  mprotect(p, 8192, PROT_READ);
  printf("%d\n", p[0]);
  mprotect(p, 8192, PROT_READ | PROT_WRITE);
  p[5000] = 2;
  printf("%d\n", p[5000]);
  return 0;
}
