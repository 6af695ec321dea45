// stdio_unlocked_ext.c — the GNU _unlocked stdio functions, and
// <stdio_ext.h>: a stream's reading/writing state through opens, reads,
// writes, flushes and seeks, pending bytes, buffer sizes, line
// buffering, __fpurge on input and output, _flushlbf, __fsetlocking.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdio_ext.h>
#include <string.h>
#include <unistd.h>

static const char *path = "stdio_unlocked_ext.tmp";

static void show(const char *what, FILE *f) {
  printf("%-22s reading %d writing %d readable %d writable %d lbf %d pending %zu\n", what,
         __freading(f) != 0, __fwriting(f) != 0, __freadable(f) != 0, __fwritable(f) != 0,
         __flbf(f) != 0, __fpending(f));
}

static void unlocked(void) {
  FILE *f = fopen(path, "w+");
  flockfile(f);
  fputc_unlocked('A', f);
  fputs_unlocked("bc\nline two\n", f);
  fwrite_unlocked("xyz\n", 1, 4, f);
  int flushed = fflush_unlocked(f);
  printf("fflush_unlocked %d, fileno matches %d\n", flushed, fileno_unlocked(f) == fileno(f));
  rewind(f);
  char line[32];
  printf("fgetc_unlocked %c\n", fgetc_unlocked(f));
  char *got = fgets_unlocked(line, sizeof line, f);
  printf("fgets_unlocked \"%s\"", got);
  char rest[32] = {0};
  size_t n = fread_unlocked(rest, 1, sizeof rest, f);
  printf("fread_unlocked %zu \"%s\" eof %d error %d\n", n, rest, feof_unlocked(f) != 0,
         ferror_unlocked(f) != 0);
  clearerr_unlocked(f);
  printf("after clearerr_unlocked: eof %d\n", feof_unlocked(f) != 0);
  funlockfile(f);
  fclose(f);
}

static void inquiries(void) {
  FILE *f = fopen(path, "w+");
  show("fresh w+", f);
  printf("buffer before use: %zu\n", __fbufsize(f));
  fputs("hello\nworld\n", f);
  show("after a write", f);
  printf("buffer in use: %s\n", __fbufsize(f) > 0 ? "yes" : "no");
  fflush(f);
  show("after fflush", f);
  rewind(f);
  show("after rewind", f);
  fgetc(f);
  show("after fgetc", f);
  fseek(f, 0, SEEK_CUR);
  show("after fseek", f);
  fputc('x', f);
  show("after fputc", f);
  __fpurge(f);
  show("after __fpurge", f);
  // (glibc's own buffer still holds the x, so the file is read anew.)
  FILE *g = fopen(path, "r");
  int c = fgetc(g);
  printf("the purged x was not written: %c", c);
  c = fgetc(g);
  printf("%c\n", c);
  fclose(g);
  fseek(f, 0, SEEK_SET);
  fgetc(f);
  ungetc('Q', f);
  show("after ungetc", f);
  __fpurge(f);
  long pos = ftell(f);
  c = fgetc(f);
  printf("after __fpurge on input, ftell %ld (the read-ahead is gone), fgetc %d\n", pos, c);
  fclose(f);

  f = fopen(path, "r");
  show("fresh r", f);
  fclose(f);
  f = fopen(path, "a");
  show("fresh a", f);
  fclose(f);
  f = fopen(path, "r+");
  show("fresh r+", f);
  fgetc(f);
  show("r+ after fgetc", f);
  fclose(f);
  f = fopen(path, "r+");
  setvbuf(f, 0, _IONBF, 0);
  printf("unbuffered: buffer size %zu\n", __fbufsize(f));
  fclose(f);
  // (With a buffer of the caller's, glibc writes the first bytes at once.)
  f = fopen(path, "w");
  setvbuf(f, 0, _IOLBF, 0);
  printf("line buffered: lbf %d\n", __flbf(f) != 0);
  fputs("no newline", f);
  show("lbf write", f);
  _flushlbf();
  show("after _flushlbf", f);
  fclose(f);
  show("stderr", stderr);
}

static void locking(void) {
  int a = __fsetlocking(stdout, FSETLOCKING_QUERY);
  int b = __fsetlocking(stdout, FSETLOCKING_BYCALLER);
  int c = __fsetlocking(stdout, FSETLOCKING_QUERY);
  int d = __fsetlocking(stdout, FSETLOCKING_INTERNAL);
  int e = __fsetlocking(stdout, FSETLOCKING_QUERY);
  printf("__fsetlocking: %d %d %d %d %d (internal %d, by caller %d)\n", a, b, c, d, e,
         FSETLOCKING_INTERNAL, FSETLOCKING_BYCALLER);
}

int main(void) {
  unlocked();
  inquiries();
  locking();
  unlink(path);
  return 0;
}
