// Calling a null function pointer (an unset callback) traps as bad function call.
// expect: bad function call
#include "safety.h"

struct handlers { void (*on_open)(void); void (*on_close)(void); };

static void opened(void) { puts("opened"); }

int main(void) {
  struct handlers h = { opened, NULL };
  h.on_open();
  FAULT_NEXT();
  h.on_close();
  puts("after the fault");
  return 0;
}
