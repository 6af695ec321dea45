// strerror_cmp.c — the safe libc's strerror against glibc's for every
// error number from -2 to 139 (known numbers and "Unknown error N").
#include <stdio.h>
#include <string.h>

char *sc_strerror(int);

int main(void) {
  int bad = 0;
  for (int e = -2; e < 140; e++) {
    char theirs[128];
    snprintf(theirs, sizeof theirs, "%s", strerror(e));
    const char *ours = sc_strerror(e);
    if (strcmp(theirs, ours)) {
      printf("%d: glibc [%s], ours [%s]\n", e, theirs, ours);
      bad++;
    }
  }
  printf("checked 142, mismatches %d\n", bad);
  return bad != 0;
}
