// exit.c — exit and atexit.  exit runs the registered functions in reverse
// order of registration (each once, even if one of them registers more),
// then the program's destructors (the runtime's __run_destructors, which
// walks sc_fini_array), flushes every stream, and ends the process
// through the runtime's _Exit.
#include <stdlib.h>
#include "../stdio_impl.h"

#define ATEXIT_MAX 64

void __run_destructors(void);  // runtime entry point

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
  __run_destructors();
  __stdio_flush_all();
  _Exit(status);
}
