// call_once.c — C11's call_once is pthread_once on the flag's int.
#include <pthread.h>
#include <threads.h>

void call_once(once_flag *flag, void (*func)(void)) {
  pthread_once(&flag->__data, func);
}
