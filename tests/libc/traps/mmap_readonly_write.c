// expect: write to read-only memory
// expect-at: mmap_readonly_write.c:11
// A mapping without PROT_WRITE: a write is a safety error, not SIGSEGV.
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  p[0] = 1;
  mprotect(p, 8192, PROT_READ);
  printf("%d\n", p[0]);
  p[5000] = 2;
  return 0;
}
