/* libgen.h - POSIX dirname and basename (they may modify their argument). */
#ifndef _LIBGEN_H
#define _LIBGEN_H
char *dirname(char *);
char *basename(char *);
#endif
