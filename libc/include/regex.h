/* regex.h - POSIX regular expressions (regcomp, regexec, regerror,
   regfree): basic and extended syntax, with glibc's flag and error
   values and its GNU escapes (\w \W \s \S \b \B \< \> \` \').
   libc/src/regex_impl.h describes the implementation. */
#ifndef _REGEX_H
#define _REGEX_H

#include <stddef.h>

typedef int regoff_t;

typedef struct {
  size_t re_nsub;                 /* number of parenthesized subexpressions */
  struct __regex_prog *__prog;    /* the compiled program (private) */
} regex_t;

typedef struct {
  regoff_t rm_so;
  regoff_t rm_eo;
} regmatch_t;

/* cflags */
#define REG_EXTENDED 1
#define REG_ICASE 2
#define REG_NEWLINE 4
#define REG_NOSUB 8

/* eflags */
#define REG_NOTBOL 1
#define REG_NOTEOL 2
#define REG_STARTEND 4

/* error codes, numbered as glibc numbers them */
#define REG_ENOSYS (-1)
#define REG_NOERROR 0
#define REG_NOMATCH 1
#define REG_BADPAT 2
#define REG_ECOLLATE 3
#define REG_ECTYPE 4
#define REG_EESCAPE 5
#define REG_ESUBREG 6
#define REG_EBRACK 7
#define REG_EPAREN 8
#define REG_EBRACE 9
#define REG_BADBR 10
#define REG_ERANGE 11
#define REG_ESPACE 12
#define REG_BADRPT 13
#define REG_EEND 14
#define REG_ESIZE 15
#define REG_ERPAREN 16

int regcomp(regex_t *restrict, const char *restrict, int);
int regexec(const regex_t *restrict, const char *restrict, size_t, regmatch_t *restrict, int);
size_t regerror(int, const regex_t *restrict, char *restrict, size_t);
void regfree(regex_t *);

#endif
