/* bits/timespec.h - struct timespec and struct timeval (Linux LP64 layout). */
#ifndef _BITS_TIMESPEC_H
#define _BITS_TIMESPEC_H
#include <bits/types.h>
struct timespec { time_t tv_sec; long tv_nsec; };
struct timeval { time_t tv_sec; suseconds_t tv_usec; };
#endif
