// memstream.c — fmemopen and open_memstream against glibc: every mode
// with writes that fit, fill and overflow the buffer (buffered and
// unbuffered), the NUL terminator rules, reads, seeks and their limits,
// and open_memstream's pointer and size at fflush and fclose.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void dump(const char *what, const char *b, size_t n) {
  printf("%s: ", what);
  for (size_t i = 0; i < n; i++) {
    if (b[i])
      putchar(b[i]);
    else
      printf("\\0");
  }
  printf("\n");
}

static void write_matrix(void) {
  static const char *modes[] = {"w", "w+", "wb", "a", "r+", "a+", "wb+"};
  char b[8];
  for (int m = 0; m < 7; m++)
    for (int unbuffered = 0; unbuffered < 2; unbuffered++)
      for (size_t len = 0; len <= 10; len++) {
        memcpy(b, "abc\0efgh", 8);
        FILE *f = fmemopen(b, 8, modes[m]);
        if (unbuffered)
          setvbuf(f, 0, _IONBF, 0);
        size_t w = fwrite("123456789A", 1, len, f);
        int e1 = ferror(f);
        long t1 = ftell(f);
        int fl = fflush(f);
        int e2 = ferror(f);
        long t2 = ftell(f);
        printf("%-3s %s %2zu: fwrite %zu err %d tell %ld | fflush %d err %d tell %ld | ", modes[m],
               unbuffered ? "unbuf" : "buf  ", len, w, e1, t1, fl, e2, t2);
        int c = fclose(f);
        printf("close %d ", c);
        dump("buf", b, 8);
      }
}

static void fmemopen_cases(void) {
  char b[8], line[32];
  FILE *f;
  errno = 0;
  f = fmemopen(b, 8, "z");
  printf("bad mode: %s %s\n", f ? "stream" : "null", errno == EINVAL ? "EINVAL" : "?");

  // "w" does not touch the buffer at open; the NUL comes with the data.
  memset(b, 'x', 8);
  f = fmemopen(b, 8, "w");
  dump("w at open", b, 8);
  fputs("hello", f);
  dump("before fflush", b, 8);
  fflush(f);
  dump("after fflush", b, 8);
  printf("ftell %ld\n", ftell(f));
  fputs("abcdef", f);
  int r = fflush(f);
  printf("overflowing fflush %d ferror %d ", r, ferror(f));
  dump("buf", b, 8);
  fclose(f);

  memset(b, 'x', 8);
  f = fmemopen(b, 8, "w");
  r = fputs("123456789", f);
  printf("fputs %d fclose %d ", r >= 0, fclose(f));
  dump("buf", b, 8);

  // NULs in the data: no extra terminator after them.
  memset(b, 'x', 8);
  f = fmemopen(b, 8, "w");
  fwrite("ab\0", 1, 3, f);
  fflush(f);
  dump("data with its NUL", b, 8);
  fclose(f);
  memset(b, 'x', 8);
  f = fmemopen(b, 8, "w");
  fwrite("abcdefg\0", 1, 8, f);
  printf("fflush %d ", fflush(f));
  dump("8 bytes ending in NUL", b, 8);
  fclose(f);

  // Seeks: back, forward, the limits, SEEK_END from the data's end.
  memset(b, 'x', 8);
  f = fmemopen(b, 8, "w");
  fputs("abcdef", f);
  fseek(f, 2, SEEK_SET);
  fputs("Z", f);
  fflush(f);
  dump("overwrite in the middle", b, 8);
  fseek(f, 0, SEEK_SET);
  fputs("Q", f);
  fseek(f, 7, SEEK_SET);
  fflush(f);
  dump("seek back", b, 8);
  printf("seek 9: %d, ", fseek(f, 9, SEEK_SET));
  printf("seek 8: %d, ", fseek(f, 8, SEEK_SET));
  printf("seek -1: %d, ", fseek(f, -1, SEEK_SET));
  r = fseek(f, -1, SEEK_END);
  printf("SEEK_END-1: %d %ld\n", r, ftell(f));
  fclose(f);

  // Append: the position starts at the first NUL; writes go to the end.
  memcpy(b, "ab\0cxxxx", 8);
  f = fmemopen(b, 8, "a");
  printf("a: ftell %ld ", ftell(f));
  fputs("XY", f);
  fflush(f);
  dump("append", b, 8);
  fseek(f, 0, SEEK_SET);
  fputs("Q", f);
  fflush(f);
  dump("append after a seek to 0", b, 8);
  fclose(f);
  memcpy(b, "abcdefgh", 8);
  f = fmemopen(b, 8, "a+");
  printf("a+ without a NUL: ftell %ld, ", ftell(f));
  fputs("XY", f);
  printf("fputs then fflush %d ", fflush(f));
  dump("buf", b, 8);
  rewind(f);
  printf("read [%s]\n", fgets(line, sizeof line, f));
  fclose(f);
  memcpy(b, "abc\0efgh", 8);
  f = fmemopen(b, 8, "a+");
  fseek(f, 0, SEEK_END);
  printf("a+ end %ld, ", ftell(f));
  printf("read at the end %d, ", fgetc(f));
  rewind(f);
  printf("read [%s]\n", fgets(line, sizeof line, f));
  fclose(f);

  // Reading: "r" sees all size bytes, NULs included.
  memcpy(b, "ab\0defgh", 8);
  f = fmemopen(b, 8, "r");
  printf("r:");
  int c;
  while ((c = fgetc(f)) != EOF)
    printf(" %d", c);
  printf(" eof %d\n", feof(f));
  fseek(f, -3, SEEK_END);
  long at = ftell(f);  // (printf's arguments may be evaluated in any order)
  printf("SEEK_END-3 %ld %c\n", at, fgetc(f));
  r = fputc('z', f);
  printf("fputc on \"r\": %d ferror %d\n", r, ferror(f));
  fseek(f, 0, SEEK_SET);
  char got[8];
  printf("fread %zu ", fread(got, 1, 8, f));
  dump("got", got, 8);
  fclose(f);
  memcpy(b, "abcdefgh", 8);
  f = fmemopen(b, 4, "r");
  printf("size 4: [%s]\n", fgets(line, sizeof line, f));
  fclose(f);

  memcpy(b, "abcdefgh", 8);
  f = fmemopen(b, 8, "r+");
  fputs("12", f);
  fflush(f);
  dump("r+", b, 8);
  printf("r+ reads on: %c\n", fgetc(f));
  fclose(f);

  // "w+" empties the buffer at open; reads stop at the data's end.
  memcpy(b, "abc\0efgh", 8);
  f = fmemopen(b, 8, "w+");
  dump("w+ at open", b, 8);
  fputs("hi", f);
  rewind(f);
  printf("w+ reads:");
  while ((c = fgetc(f)) != EOF)
    printf(" %d", c);
  fseek(f, 0, SEEK_END);
  printf(", end %ld\n", ftell(f));
  fclose(f);

  // A buffer of our own.
  f = fmemopen(NULL, 16, "w+");
  fprintf(f, "num %d", 42);
  rewind(f);
  printf("own buffer: [%s]\n", fgets(line, sizeof line, f));
  fclose(f);
  f = fmemopen(NULL, 10, "r");
  printf("own buffer, r: %d\n", fgetc(f));
  fclose(f);
  f = fmemopen(b, 0, "w");
  r = fputc('a', f);
  printf("size 0: fputc %d, fflush %d\n", r, fflush(f));
  fclose(f);

  // Formatted I/O through a memory stream.
  char text[64] = "12 apples and 3.5 pears";
  f = fmemopen(text, strlen(text), "r");
  int n;
  double d;
  char word[16];
  r = fscanf(f, "%d %15s and %lf", &n, word, &d);
  printf("fscanf %d: %d %s %g\n", r, n, word, d);
  fclose(f);
  f = fmemopen(text, sizeof text, "w");
  fprintf(f, "%s=%05d;%.3f", "key", 42, 2.5);
  fclose(f);
  printf("fprintf: [%s]\n", text);

  f = fmemopen(b, 8, "r");
  printf("fileno %d\n", fileno(f));
  fclose(f);
}

static void memstream_cases(void) {
  char *p = 0;
  size_t sz = 77;
  FILE *f = open_memstream(&p, &sz);
  printf("open_memstream: %s\n", f ? "stream" : "null");
  fflush(f);
  printf("empty fflush: %s %zu [%s]\n", p ? "buffer" : "null", sz, p ? p : "");
  fprintf(f, "hello %d", 5);
  fflush(f);
  printf("fflush: %zu [%s]\n", sz, p);
  fseek(f, 2, SEEK_SET);
  fflush(f);
  printf("seek 2: %zu ftell %ld\n", sz, ftell(f));
  fputs("X", f);
  fflush(f);
  printf("write X: %zu [%s]\n", sz, p);
  fseek(f, 10, SEEK_SET);
  fputs("Y", f);
  fflush(f);
  printf("past the end: %zu ", sz);
  dump("buf", p, sz + 1);
  for (int i = 0; i < 5000; i++)
    fputc('a' + i % 26, f);
  fclose(f);
  printf("fclose: %zu strlen %zu last %c NUL after %d\n", sz, strlen(p), p[sz - 1], p[sz] == 0);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fclose(f);
  printf("nothing written: %s %zu [%s]\n", p ? "buffer" : "null", sz, p);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fputs("abcdef", f);
  fseek(f, 2, SEEK_SET);
  fclose(f);
  printf("fclose after a seek back: %zu [%s]\n", sz, p);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fputs("abcdef", f);
  rewind(f);
  fclose(f);
  printf("fclose after rewind: %zu [%s]\n", sz, p);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fputs("abcdef", f);
  fseek(f, -2, SEEK_CUR);
  int r = fseek(f, -10, SEEK_CUR);
  printf("seek before 0: %d ftell %ld\n", r, ftell(f));
  fclose(f);
  printf("[%s] %zu\n", p, sz);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fputs("abcdef", f);
  fseek(f, -1, SEEK_END);
  printf("SEEK_END-1: %ld\n", ftell(f));
  fputs("Z", f);
  fclose(f);
  printf("%zu [%s]\n", sz, p);
  free(p);

  p = 0;
  f = open_memstream(&p, &sz);
  fputs("abc", f);
  fseek(f, 10, SEEK_SET);
  fflush(f);
  printf("fflush past the end: %zu ftell %ld ", sz, ftell(f));
  dump("buf", p, 4);
  fclose(f);
  printf("fclose: %zu ", sz);
  dump("buf", p, sz + 1);
  free(p);

  // A long formatted text, flushed as it goes.
  p = 0;
  f = open_memstream(&p, &sz);
  size_t total = 0;
  for (int i = 0; i < 3000; i++) {
    total += (size_t)fprintf(f, "line %d\n", i);
    if (i % 1000 == 999) {
      fflush(f);
      printf("after %d lines: %zu %s\n", i + 1, sz, sz == total ? "ok" : "WRONG");
    }
  }
  fclose(f);
  printf("total %zu %zu, tail [%s]\n", total, sz, p + sz - 10);
  free(p);
}

int main(void) {
  write_matrix();
  fmemopen_cases();
  memstream_cases();
  return 0;
}
