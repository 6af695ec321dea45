/* stdio.h - C11 7.21 (with the POSIX additions safe programs commonly use).
   FILE is opaque here; its layout lives in libc/src/stdio_impl.h. */
#ifndef _STDIO_H
#define _STDIO_H

#include <stddef.h>
#define __need___va_list
#include <stdarg.h>
#include <bits/types.h>
#include <bits/noescape.h>

typedef struct _IO_FILE FILE;
typedef struct { long long __pos; } fpos_t;

#define EOF (-1)
#define BUFSIZ 4096
#define FILENAME_MAX 4096
#define FOPEN_MAX 1000
#define TMP_MAX 10000
#define L_tmpnam 20
#define P_tmpdir "/tmp"

#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

extern FILE *const stdin;
extern FILE *const stdout;
extern FILE *const stderr;
#define stdin (stdin)
#define stdout (stdout)
#define stderr (stderr)

FILE *fopen(const char *restrict, const char *restrict);
FILE *freopen(const char *restrict, const char *restrict, FILE *restrict);
FILE *fdopen(int, const char *);
int fclose(FILE *);
int fflush(FILE *);
int fileno(FILE *);
FILE *tmpfile(void);
char *tmpnam(char *);
char *tempnam(const char *, const char *);
int remove(const char *);
int rename(const char *, const char *);
int renameat(int, const char *, int, const char *);

void setbuf(FILE *restrict, char *restrict);
void setlinebuf(FILE *);
int setvbuf(FILE *restrict, char *restrict, int, size_t);

int fseek(FILE *, long, int);
long ftell(FILE *);
int fseeko(FILE *, off_t, int);
off_t ftello(FILE *);
void rewind(FILE *);
int fgetpos(FILE *restrict, fpos_t *restrict);
int fsetpos(FILE *, const fpos_t *);

int feof(FILE *);
int ferror(FILE *);
void clearerr(FILE *);
void perror(const char *);

size_t fread(void *restrict, size_t, size_t, FILE *restrict);
size_t fwrite(const void *restrict, size_t, size_t, FILE *restrict);

int fgetc(FILE *);
int getc(FILE *);
int getchar(void);
int ungetc(int, FILE *);
char *fgets(char *restrict, int, FILE *restrict);
ssize_t getline(char **restrict, size_t *restrict, FILE *restrict);
ssize_t getdelim(char **restrict, size_t *restrict, int, FILE *restrict);

int fputc(int, FILE *);
int putc(int, FILE *);
int putchar(int);
int fputs(const char *restrict, FILE *restrict);
int puts(const char *);

int printf(const char *restrict, ...);
int fprintf(FILE *restrict, const char *restrict, ...);
int sprintf(char *restrict, const char *restrict, ...);
int snprintf(char *restrict, size_t, const char *restrict, ...);
int dprintf(int, const char *restrict, ...);
int asprintf(char **, const char *, ...);
int vprintf(const char *restrict, __noescape __gnuc_va_list);
int vfprintf(FILE *restrict, const char *restrict, __noescape __gnuc_va_list);
int vsprintf(char *restrict, const char *restrict, __noescape __gnuc_va_list);
int vsnprintf(char *restrict, size_t, const char *restrict, __noescape __gnuc_va_list);
int vdprintf(int, const char *restrict, __gnuc_va_list);
int vasprintf(char **, const char *, __gnuc_va_list);

FILE *popen(const char *, const char *);
FILE *fmemopen(void *restrict, size_t, const char *restrict);
FILE *open_memstream(char **, size_t *);
int pclose(FILE *);
void flockfile(FILE *);
int ftrylockfile(FILE *);
void funlockfile(FILE *);
int getc_unlocked(FILE *);
int getchar_unlocked(void);
int putc_unlocked(int, FILE *);
int putchar_unlocked(int);
/* GNU: the same operations without taking the stream's lock. */
int fgetc_unlocked(FILE *);
int fputc_unlocked(int, FILE *);
char *fgets_unlocked(char *restrict, int, FILE *restrict);
int fputs_unlocked(const char *restrict, FILE *restrict);
size_t fread_unlocked(void *restrict, size_t, size_t, FILE *restrict);
size_t fwrite_unlocked(const void *restrict, size_t, size_t, FILE *restrict);
int fflush_unlocked(FILE *);
int feof_unlocked(FILE *);
int ferror_unlocked(FILE *);
void clearerr_unlocked(FILE *);
int fileno_unlocked(FILE *);

int scanf(const char *restrict, ...);
int fscanf(FILE *restrict, const char *restrict, ...);
int sscanf(const char *restrict, const char *restrict, ...);
int vscanf(const char *restrict, __gnuc_va_list);
int vfscanf(FILE *restrict, const char *restrict, __gnuc_va_list);
int vsscanf(const char *restrict, const char *restrict, __gnuc_va_list);

#endif
