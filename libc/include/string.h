/* string.h - C11 7.24 (+ the POSIX strdup, strndup, strnlen, strtok_r...).
   memcpy, memmove and memset are runtime entry points: they move the
   capabilities of the pointers they copy, which byte-wise C cannot do. */
#ifndef _STRING_H
#define _STRING_H

#include <stddef.h>
#include <bits/locale_t.h>
#include <bits/noescape.h>

void *memcpy(void *restrict, const void *restrict, size_t);
void *memmove(void *, const void *, size_t);
void *memset(void *, int, size_t);
int memcmp(__noescape const void *, __noescape const void *, size_t);
void *memchr(const void *, int, size_t);
void *memrchr(const void *, int, size_t);

size_t strlen(__noescape const char *);
size_t strnlen(__noescape const char *, size_t);
int strcmp(__noescape const char *, __noescape const char *);
int strncmp(__noescape const char *, __noescape const char *, size_t);
int strcoll(__noescape const char *, __noescape const char *);
size_t strxfrm(char *restrict, const char *restrict, size_t);
char *strcpy(char *restrict, __noescape const char *restrict);
char *strncpy(char *restrict, const char *restrict, size_t);
char *stpcpy(char *restrict, __noescape const char *restrict);
char *strcat(char *restrict, const char *restrict);
char *strncat(char *restrict, const char *restrict, size_t);
char *strchr(const char *, int);
char *strrchr(const char *, int);
char *strstr(const char *, const char *);
char *strcasestr(const char *, const char *);
size_t strspn(const char *, const char *);
size_t strcspn(const char *, const char *);
char *strpbrk(const char *, const char *);
char *strtok(char *restrict, const char *restrict);
char *strtok_r(char *restrict, const char *restrict, char **restrict);
char *strsep(char **restrict, const char *restrict);
char *strchrnul(const char *, int);
void *memccpy(void *restrict, const void *restrict, int, size_t);
void *mempcpy(void *restrict, const void *restrict, size_t);
char *stpncpy(char *restrict, const char *restrict, size_t);
void *memmem(const void *, size_t, const void *, size_t);
char *strdup(const char *);
char *strndup(const char *, size_t);
char *strerror(int);
char *strsignal(int);
int strcoll_l(const char *, const char *, locale_t);
size_t strxfrm_l(char *restrict, const char *restrict, size_t, locale_t);
char *strerror_l(int, locale_t);

#endif
