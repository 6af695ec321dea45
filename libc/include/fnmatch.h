/* fnmatch.h - POSIX fnmatch. */
#ifndef _FNMATCH_H
#define _FNMATCH_H
#define FNM_NOMATCH 1
#define FNM_PATHNAME 1
#define FNM_NOESCAPE 2
#define FNM_PERIOD 4
int fnmatch(const char *, const char *, int);
#endif
