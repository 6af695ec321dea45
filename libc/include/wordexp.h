/* wordexp.h - shell-style word expansion (libc/src/misc/wordexp.c).
   Flags and error codes have glibc's values. */
#ifndef _WORDEXP_H
#define _WORDEXP_H

#include <stddef.h>

#define WRDE_DOOFFS (1 << 0)   /* put we_offs null pointers first */
#define WRDE_APPEND (1 << 1)   /* add to the words of a previous call */
#define WRDE_NOCMD (1 << 2)    /* refuse command substitution */
#define WRDE_REUSE (1 << 3)    /* free the words of a previous call first */
#define WRDE_SHOWERR (1 << 4)  /* let the shell's errors reach stderr */
#define WRDE_UNDEF (1 << 5)    /* an undefined variable is an error */

#define WRDE_NOSPACE 1   /* out of memory */
#define WRDE_BADCHAR 2   /* one of | & ; < > ( ) { } or a newline, unquoted */
#define WRDE_BADVAL 3    /* an undefined variable with WRDE_UNDEF */
#define WRDE_CMDSUB 4    /* command substitution with WRDE_NOCMD */
#define WRDE_SYNTAX 5    /* a shell syntax error */

typedef struct {
  size_t we_wordc;
  char **we_wordv;
  size_t we_offs;
} wordexp_t;

int wordexp(const char *__restrict, wordexp_t *__restrict, int);
void wordfree(wordexp_t *);

#endif
