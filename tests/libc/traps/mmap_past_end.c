// expect: out-of-bounds write
// expect-at: mmap_past_end.c:12
// The capability is exactly the mapping (whole pages): one byte past it
// is caught, even if the next page happens to be mapped.
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  char *p = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  printf("mapped\n");
  p[2 * page] = 1;
  return 0;
}
