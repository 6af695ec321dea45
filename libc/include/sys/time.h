/* sys/time.h - gettimeofday (a runtime entry point). */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H
#include <bits/types.h>
#include <bits/timespec.h>
int gettimeofday(struct timeval *restrict, void *restrict);
#endif
