/* utime.h - set a file's access and modification times (on utimensat). */
#ifndef _UTIME_H
#define _UTIME_H
#include <bits/types.h>
struct utimbuf {
  time_t actime;
  time_t modtime;
};
int utime(const char *, const struct utimbuf *);
#endif
