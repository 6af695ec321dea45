// locking.c — the POSIX stream locks and the _unlocked functions.  There
// are no safe threads yet, so locking is a no-op and the _unlocked forms
// are the ordinary functions.
#include "stdio_impl.h"

void flockfile(FILE *f) {
  (void)f;
}

int ftrylockfile(FILE *f) {
  (void)f;
  return 0;
}

void funlockfile(FILE *f) {
  (void)f;
}

int getc_unlocked(FILE *f) {
  return fgetc(f);
}

int getchar_unlocked(void) {
  return fgetc(stdin);
}

int putc_unlocked(int c, FILE *f) {
  return fputc(c, f);
}

int putchar_unlocked(int c) {
  return fputc(c, stdout);
}
