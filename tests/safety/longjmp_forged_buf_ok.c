// Good twin of longjmp_forged_buf.c: a copy of the jmp_buf, made byte by byte
// into a place of another alignment and back, still jumps (bash keeps its
// jmp_bufs in unwind-protect frames this way).
// expect: ok
#include "safety.h"
#include <setjmp.h>

static jmp_buf env, copy;
static unsigned char moved[sizeof(jmp_buf) + 4];

int main(void) {
  if (setjmp(env)) {
    puts("jumped");
    return 0;
  }
  unsigned char *from = (unsigned char *)env, *to = (unsigned char *)copy;
  for (size_t i = 0; i < sizeof env; i++)
    moved[i + 4] = from[i];
  for (size_t i = 0; i < sizeof env; i++)
    to[i] = moved[i + 4];
  puts("copied through a misaligned place");
  FAULT_NEXT();
  longjmp(copy, 1);
  puts("after the fault");
  return 1;
}
