// tmpnam.c — tmpnam and tempnam make names of files that do not exist:
// in P_tmpdir, within L_tmpnam bytes, different each call, into the
// caller's buffer or an internal one (tmpnam), in TMPDIR, the given
// directory or P_tmpdir with at most five bytes of prefix (tempnam).  The
// names are random, so only their properties are printed.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int exists(const char *name) {
  struct stat st;
  return lstat(name, &st) == 0;
}

static int starts_with(const char *s, const char *prefix) {
  return strncmp(s, prefix, strlen(prefix)) == 0;
}

int main(void) {
  char buf[L_tmpnam], first[L_tmpnam];
  char *r = tmpnam(buf);
  printf("tmpnam(buf): returns buf %d, in %s %d, fits L_tmpnam %d, exists %d\n", r == buf,
         P_tmpdir, starts_with(buf, P_tmpdir "/"), strlen(buf) < L_tmpnam, exists(buf));
  strcpy(first, buf);
  char *internal = tmpnam(NULL);
  printf("tmpnam(NULL): set %d, differs %d, same buffer again %d\n", internal != NULL,
         internal && strcmp(internal, first) != 0, tmpnam(NULL) == internal);
  int distinct = 1;
  for (int i = 0; i < 50; i++) {
    tmpnam(buf);
    distinct &= strcmp(buf, first) != 0;
  }
  printf("50 more names differ from the first: %d\n", distinct);

  char dir[] = "/tmp/tmpnam-testXXXXXX";
  if (!mkdtemp(dir))
    return 1;
  char *t = tempnam(dir, "abcdefgh");
  char want[64];
  snprintf(want, sizeof want, "%s/abcde", dir);
  printf("tempnam(dir, long prefix): in dir with 5 bytes of prefix %d, exists %d\n",
         t && starts_with(t, want) && strlen(t) > strlen(want), t && exists(t));
  free(t);
  setenv("TMPDIR", dir, 1);
  t = tempnam("/nonexistent", NULL);
  printf("tempnam with TMPDIR set: in TMPDIR %d\n", t && starts_with(t, dir));
  free(t);
  setenv("TMPDIR", "/nonexistent-dir", 1);
  t = tempnam("/nonexistent", "p");
  printf("tempnam with neither usable: in P_tmpdir %d\n", t && starts_with(t, P_tmpdir "/p"));
  free(t);
  rmdir(dir);
  return 0;
}
