// expect: ok
// Twin of munmap_then_read.c: the read comes before munmap.
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  p[100] = 7;
  int v = p[100];
  munmap(p, 4096);
  printf("read %d\n", v);
  return 0;
}
