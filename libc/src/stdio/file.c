// file.c — the three standard streams and the list of open streams.
//
// stdout is line buffered when it is a terminal and fully buffered
// otherwise (decided with isatty at its first use); stderr is unbuffered.
#include "stdio_impl.h"

#undef stdin
#undef stdout
#undef stderr

static unsigned char stdin_buf[BUFSIZ];
static unsigned char stdout_buf[BUFSIZ];

static FILE stderr_file = {2, F_WRITE, _IONBF, 0, 0, 0, 0, 0, 0, {0}, 0, 0, 0, 0, 0, 0};
static FILE stdout_file = {1, F_WRITE | F_TTYCHECK, _IOFBF, stdout_buf, BUFSIZ,
                           0, 0, 0, 0, {0}, &stderr_file, 0, 0, 0, 0, 0};
static FILE stdin_file = {0, F_READ, _IOFBF, stdin_buf, BUFSIZ,
                          0, 0, 0, 0, {0}, &stdout_file, 0, 0, 0, 0, 0};

FILE *const stdin = &stdin_file;
FILE *const stdout = &stdout_file;
FILE *const stderr = &stderr_file;

FILE *__stdio_open_list = &stdin_file;

void __stdio_link(FILE *f) {
  f->next = __stdio_open_list;
  __stdio_open_list = f;
}

void __stdio_unlink(FILE *f) {
  FILE **pp = &__stdio_open_list;
  while (*pp && *pp != f)
    pp = &(*pp)->next;
  if (*pp)
    *pp = f->next;
}

void __stdio_flush_all(void) {
  for (FILE *f = __stdio_open_list; f; f = f->next)
    if (f->wlen)
      __stdio_flush(f);
}
