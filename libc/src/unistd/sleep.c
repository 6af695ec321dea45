// sleep.c — sleep and usleep through the runtime's nanosleep.
#include <time.h>
#include <unistd.h>

unsigned sleep(unsigned seconds) {
  struct timespec req = {(time_t)seconds, 0}, rem = {0, 0};
  if (nanosleep(&req, &rem))
    return (unsigned)rem.tv_sec + (rem.tv_nsec > 0);
  return 0;
}

int usleep(unsigned usec) {
  struct timespec req = {(time_t)(usec / 1000000), (long)(usec % 1000000) * 1000};
  return nanosleep(&req, 0);
}
