/* stdio_ext.h - the stream inquiries glibc took from Solaris
   (src/stdio/ext.c). */
#ifndef _STDIO_EXT_H
#define _STDIO_EXT_H

#include <stdio.h>

enum {
  FSETLOCKING_QUERY = 0,
  FSETLOCKING_INTERNAL,
  FSETLOCKING_BYCALLER
};
#define FSETLOCKING_QUERY FSETLOCKING_QUERY
#define FSETLOCKING_INTERNAL FSETLOCKING_INTERNAL
#define FSETLOCKING_BYCALLER FSETLOCKING_BYCALLER

size_t __fbufsize(FILE *);
int __freading(FILE *);
int __fwriting(FILE *);
int __freadable(FILE *);
int __fwritable(FILE *);
int __flbf(FILE *);
void __fpurge(FILE *);
size_t __fpending(FILE *);
void _flushlbf(void);
/* Answers as glibc does, but the stream stays locked internally. */
int __fsetlocking(FILE *, int);

#endif
