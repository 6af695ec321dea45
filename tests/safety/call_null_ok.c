// Good twin of call_null.c: the unset callback is checked before the call.
// expect: ok
#include "safety.h"

struct handlers { void (*on_open)(void); void (*on_close)(void); };

static void opened(void) { puts("opened"); }

int main(void) {
  struct handlers h = { opened, NULL };
  h.on_open();
  FAULT_NEXT();
  if (h.on_close) h.on_close();
  puts("after the fault");
  return 0;
}
