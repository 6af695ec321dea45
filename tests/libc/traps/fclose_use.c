// expect: use after free
// expect-at: libc/src/stdio/locking.c
// fclose frees the FILE; using it afterwards is caught.
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  fclose(f);
  return fputc('x', f);
}
