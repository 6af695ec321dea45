// stdio_files.c — streams on files: fopen modes, buffered reads and
// writes in both directions, seeking, ungetc, getline, fscanf, tmpfile,
// error and end-of-file indicators, and errno from failing opens.
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  const char *path = "stdio_files.tmp";
  FILE *f = fopen(path, "w");
  if (!f)
    return 1;
  for (int i = 0; i < 2000; i++)
    fprintf(f, "line %d: %s\n", i, i % 3 ? "some text" : "x");
  fputs("last line without newline", f);
  printf("ftell after writing: %ld\n", ftell(f));
  printf("fclose: %d\n", fclose(f));

  f = fopen(path, "r");
  char buf[100];
  int lines = 0;
  long total = 0;
  while (fgets(buf, sizeof buf, f)) {
    lines++;
    total += (long)strlen(buf);
  }
  printf("lines %d, bytes %ld, feof %d, ferror %d\n", lines, total, feof(f), ferror(f));
  printf("last: [%s]\n", buf);
  rewind(f);
  int eof = feof(f), ch = fgetc(f);
  printf("after rewind feof %d, first char %c\n", eof, ch);
  fseek(f, 10, SEEK_SET);
  ch = getc(f);
  printf("at 10: %c, ftell %ld\n", ch, ftell(f));
  ungetc('Z', f);
  long pos = ftell(f);
  int c1 = getc(f), c2 = getc(f);
  printf("ftell after ungetc %ld, reread %c, then %c\n", pos, c1, c2);
  fseek(f, -5, SEEK_END);
  fgets(buf, sizeof buf, f);
  printf("tail: %s\n", buf);
  fseek(f, 0, SEEK_SET);
  char *line = 0;
  size_t cap = 0;
  ssize_t len = getline(&line, &cap, f);
  printf("getline %ld [%s]\n", (long)len, line);
  free(line);
  int num;
  char word[20];
  int conv = fscanf(f, "line %d: %19s", &num, word);
  printf("fscanf %d", conv);
  printf(" -> %d %s\n", num, word);
  fclose(f);

  f = fopen(path, "r+");
  fseek(f, 5, SEEK_SET);
  fputs("XYZ", f);
  fseek(f, 0, SEEK_SET);
  printf("after overwrite: %s", fgets(buf, sizeof buf, f));
  fputs("!!", f);  // write after read, at the current position
  fseek(f, 0, SEEK_SET);
  fgets(buf, sizeof buf, f);
  printf("line 2 now: %s", fgets(buf, sizeof buf, f));
  fclose(f);

  f = fopen(path, "a");
  fputs("\nappended", f);
  printf("ftell while appending: %ld\n", ftell(f));
  fclose(f);
  f = fopen(path, "rb");
  fseek(f, -9, SEEK_END);
  size_t got = fread(buf, 1, 20, f);
  buf[got] = 0;
  printf("fread %zu [%s] feof %d\n", got, buf, feof(f));
  fclose(f);

  int data[1000], back[1000];
  for (int i = 0; i < 1000; i++)
    data[i] = i * i;
  FILE *t = tmpfile();
  printf("tmpfile %s\n", t ? "ok" : "failed");
  printf("fwrite %zu\n", fwrite(data, sizeof data[0], 1000, t));
  rewind(t);
  got = fread(back, sizeof back[0], 1000, t);
  printf("fread %zu, back[999] %d\n", got, back[999]);
  got = fread(back, 1, 1, t);
  printf("fread at end %zu, feof %d\n", got, feof(t));
  clearerr(t);
  printf("after clearerr feof %d\n", feof(t));
  fclose(t);

  printf("remove %d\n", remove(path));
  errno = 0;
  FILE *none = fopen(path, "r");
  printf("fopen missing: %p errno %d (%s)\n", (void *)none, errno, strerror(errno));
  none = fopen(path, "q");
  printf("bad mode: %p errno %d\n", (void *)none, errno);
  f = fopen(path, "w");
  ch = fgetc(f);
  printf("fgetc on write-only: %d ferror %d\n", ch, ferror(f));
  fclose(f);
  remove(path);
  printf("strerror(9999): %s\n", strerror(9999));
  fflush(stdout);
  write(1, "direct write\n", 13);
  printf("buffered after\n");
  return 0;
}
