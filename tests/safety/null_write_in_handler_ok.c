// Good twin of null_write_in_handler.c: the handler tests the pointer.
// expect: ok
#include "safety.h"
#include <signal.h>

struct record { long last_signal; };
static struct record *volatile target;

static void on_usr1(int sig) {
  if (target)
    target->last_signal = sig;
}

int main(void) {
  struct record c = {0};
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigfillset(&sa.sa_mask);
  sigaction(SIGUSR1, &sa, NULL);
  target = &c;
  raise(SIGUSR1);
  printf("last signal: %ld\n", c.last_signal);
  FAULT_NEXT();
  target = NULL;
  raise(SIGUSR1);
  puts("after the fault");
  return 0;
}
