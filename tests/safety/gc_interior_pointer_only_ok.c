// An object reachable only through an interior pointer (kept in a heap cell) survives
// collections: the capability, not the address, names the object.
// expect: ok
#include "safety.h"

int main(void) {
  char **cell = malloc(sizeof *cell);
  char *obj = malloc(4096);
  memset(obj, 'q', 4096);
  strcpy(obj + 4000, "tail");
  *cell = obj + 4000;
  obj = NULL;
  for (int i = 0; i < 30000; i++) {
    char *junk = malloc(4096);
    memset(junk, 0x55, 64);
  }
  char *p = *cell;
  printf("%s %c\n", p, p[-4000]);
  return 0;
}
