/* sys/random.h - getrandom (a runtime entry point: the buffer is checked
   for the count) and getentropy. */
#ifndef _SYS_RANDOM_H
#define _SYS_RANDOM_H
#include <bits/types.h>
#define GRND_NONBLOCK 1
#define GRND_RANDOM 2
#define GRND_INSECURE 4
ssize_t getrandom(void *, size_t, unsigned);
int getentropy(void *, size_t);
#endif
