// expect: double free
// expect-at: call to free
#include <stdlib.h>
#include <string.h>
int main(void) {
  char *p = strdup("x");
  free(p);
  free(p);
  return 0;
}
