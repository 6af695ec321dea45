/* strings.h - POSIX, and the BSD bcopy and bzero glibc also has. */
#ifndef _STRINGS_H
#define _STRINGS_H
#include <stddef.h>
#include <bits/locale_t.h>
int strcasecmp(const char *, const char *);
int strncasecmp(const char *, const char *, size_t);
int strcasecmp_l(const char *, const char *, locale_t);
int strncasecmp_l(const char *, const char *, size_t, locale_t);
/* The old BSD names of memmove and memset (0). */
void bcopy(const void *, void *, size_t);
void bzero(void *, size_t);
#endif
