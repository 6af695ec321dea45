// Read-only is a property of the object, not of the pointer type: a writable buffer reached
// through a const char * (cast back) and a const global struct's pointer to writable
// storage can both be written.
// expect: ok
#include "safety.h"

static char storage[8] = "abc";
const struct { char *buf; } holder = { storage };

static void upcase_first(const char *s) { ((char *)s)[0] = 'A'; }

int main(void) {
  char *heap = malloc(4);
  strcpy(heap, "xyz");
  upcase_first(heap);
  holder.buf[1] = 'B';
  printf("%s %s\n", heap, storage);
  return 0;
}
