// expect: ok
// Twin of fclose_use.c: the same FILE used before fclose is fine.
#include <stdio.h>
int main(void) {
  FILE *f = tmpfile();
  int r = fputc('x', f);
  fclose(f);
  printf("%d\n", r);
  return 0;
}
