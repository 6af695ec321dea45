/* stdlib.h - C11 7.22.  malloc and its family, abort and _Exit are the
   runtime's entry points; everything else is libc/src/stdlib. */
#ifndef _STDLIB_H
#define _STDLIB_H

#include <stddef.h>
#include <alloca.h>
#include <bits/locale_t.h>
#include <bits/noescape.h>
/* As in glibc: the POSIX types (int32_t for struct random_data). */
#include <sys/types.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#define MB_CUR_MAX (__ctype_get_mb_cur_max())

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

size_t __ctype_get_mb_cur_max(void);  // 1 in "C", 6 in C.UTF-8
void *malloc(size_t);
void *calloc(size_t, size_t);
void *realloc(void *, size_t);
void free(void *);
void *aligned_alloc(size_t, size_t);
void *valloc(size_t);  /* page-aligned (malloc.h has the rest) */
int posix_memalign(void **, size_t, size_t);

_Noreturn void abort(void);
_Noreturn void exit(int);
_Noreturn void _Exit(int);
int atexit(void (*)(void));

char *getenv(const char *);
char *realpath(const char *restrict, char *restrict);
int setenv(const char *, const char *, int);
int unsetenv(const char *);
int putenv(char *);
int system(const char *);

/* Pseudo-terminal masters (a pty's slave is "/dev/pts/N"). */
int posix_openpt(int);
int grantpt(int);
int unlockpt(int);
char *ptsname(int);
int ptsname_r(int, char *, size_t);

int abs(int);
long labs(long);
long long llabs(long long);
div_t div(int, int);
ldiv_t ldiv(long, long);
lldiv_t lldiv(long long, long long);

int atoi(const char *);
long atol(const char *);
long long atoll(const char *);
double atof(const char *);
long strtol(const char *restrict, __noescape char **restrict, int);
unsigned long strtoul(const char *restrict, __noescape char **restrict, int);
long long strtoll(const char *restrict, __noescape char **restrict, int);
unsigned long long strtoull(const char *restrict, __noescape char **restrict, int);
double strtod(const char *restrict, __noescape char **restrict);
float strtof(const char *restrict, __noescape char **restrict);
long double strtold(const char *restrict, __noescape char **restrict);
/* GNU: the same in a given locale (every locale we have reads numbers
   as "C" does). */
long strtol_l(const char *restrict, __noescape char **restrict, int, locale_t);
unsigned long strtoul_l(const char *restrict, __noescape char **restrict, int, locale_t);
long long strtoll_l(const char *restrict, __noescape char **restrict, int, locale_t);
unsigned long long strtoull_l(const char *restrict, __noescape char **restrict, int, locale_t);
double strtod_l(const char *restrict, __noescape char **restrict, locale_t);
float strtof_l(const char *restrict, __noescape char **restrict, locale_t);
long double strtold_l(const char *restrict, __noescape char **restrict, locale_t);

int mblen(const char *, size_t);
int mbtowc(wchar_t *restrict, const char *restrict, size_t);
int wctomb(char *, wchar_t);
size_t mbstowcs(wchar_t *restrict, const char *restrict, size_t);
size_t wcstombs(char *restrict, const wchar_t *restrict, size_t);

int rand(void);
void srand(unsigned);

/* BSD random(3), glibc's sequences (src/stdlib/random_r.c). */
long random(void);
void srandom(unsigned);
char *initstate(unsigned, char *, size_t);
char *setstate(char *);
struct random_data {
  int32_t *fptr;
  int32_t *rptr;
  int32_t *state;
  int rand_type;
  int rand_deg;
  int rand_sep;
  int32_t *end_ptr;
};
int random_r(struct random_data *restrict, int32_t *restrict);
int srandom_r(unsigned, struct random_data *);
int initstate_r(unsigned, char *restrict, size_t, struct random_data *restrict);
int setstate_r(char *restrict, struct random_data *restrict);

/* Random numbers from the kernel (getrandom) for every call. */
uint32_t arc4random(void);
void arc4random_buf(void *, size_t);
uint32_t arc4random_uniform(uint32_t);

int mkstemp(char *);
char *mktemp(char *);
char *mkdtemp(char *);

void qsort(void *, size_t, size_t, int (*)(const void *, const void *));
void qsort_r(void *, size_t, size_t, int (*)(const void *, const void *, void *), void *);
void *bsearch(const void *, const void *, size_t, size_t,
              int (*)(const void *, const void *));

#endif
