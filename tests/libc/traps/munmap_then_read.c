// expect: use after free
// expect-at: munmap_then_read.c:11
// munmap frees the mapping; a read through the old pointer is caught.
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  p[100] = 7;
  munmap(p, 4096);
  printf("unmapped\n");
  return p[100];
}
