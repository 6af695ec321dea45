// expect: ok
// Twin of mmap_past_end.c: the last byte of the last page is inside.
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  char *p = mmap(NULL, 2 * page - 100, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  p[2 * page - 1] = 1;
  printf("mapped %d\n", p[2 * page - 1]);
  return 0;
}
