// memcpy of a pointer to a differently aligned place (buf + 4) and back drops the capability.
// expect: pointer without capability
// asan: miss the copied bits are a valid address; only capabilities tell the copy apart
#include "safety.h"

int main(void) {
  char *s = malloc(8);
  strcpy(s, "text");
  char *buf = calloc(32, 1);
  char *back;
  memcpy(buf + opaque(4), &s, sizeof s);
  memcpy(&back, buf + opaque(4), sizeof back);
  printf("bits equal: %d\n", back == s);
  FAULT_NEXT();
  printf("%s\n", back);
  puts("after the fault");
  return 0;
}
