// expect: write to read-only memory
// expect-at: mprotect_after_write_check.c:15
// A write through p passed its check; mprotect then makes the mapping
// read-only.  A second write to the same byte must trap: a call may
// change an object's writability, so what the first check showed about it
// is not kept across the call (src/checks.c).
#include <stdio.h>
#include <sys/mman.h>
int main(void) {
  char *p = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  *p = 1;
  mprotect(p, 8192, PROT_READ);
  printf("%d\n", *p);
  fflush(stdout);
  *p = 2;
  return 0;
}
