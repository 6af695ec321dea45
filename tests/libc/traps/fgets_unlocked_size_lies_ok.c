// expect: ok
// Twin of fgets_unlocked_size_lies.c: the size is the buffer's, so the
// line comes in pieces of 7 bytes.
#define _GNU_SOURCE
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  fputs("a line longer than eight bytes\n", f);
  rewind(f);
  char line[8];
  while (fgets_unlocked(line, sizeof line, f))
    printf("[%s]", line);
  printf("\n");
  return 0;
}
