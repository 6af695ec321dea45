/* sys/time.h - gettimeofday (a runtime entry point) and utimes. */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H
#include <bits/types.h>
#include <bits/timespec.h>
int gettimeofday(struct timeval *restrict, void *restrict);
int utimes(const char *, const struct timeval[2]);
#endif
