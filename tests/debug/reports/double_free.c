// A double free through a helper: the report names the second free, and
// the allocation and first free.
#include <stdlib.h>
#include <string.h>

char *copy(const char *s) {
  return strdup(s);  // line: alloc
}

void release(char *p) {
  free(p);  // line: free
}

int main(void) {
  char *p = copy("twice");  // line: main-copy
  release(p);  // line: main-first
  release(p);  // line: main-second
  return 0;
}
