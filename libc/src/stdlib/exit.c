// exit.c — exit and atexit.  exit runs the registered functions in reverse
// order of registration (each once, even if one of them registers more),
// flushes every stream, then ends the process through the runtime's _Exit.
#include <stdlib.h>
#include "../stdio_impl.h"

#define ATEXIT_MAX 64

static void (*handlers[ATEXIT_MAX])(void);
static int nhandlers;

int atexit(void (*fn)(void)) {
  if (nhandlers == ATEXIT_MAX)
    return -1;
  handlers[nhandlers++] = fn;
  return 0;
}

_Noreturn void exit(int status) {
  while (nhandlers > 0) {
    void (*fn)(void) = handlers[--nhandlers];
    fn();
  }
  __stdio_flush_all();
  _Exit(status);
}
