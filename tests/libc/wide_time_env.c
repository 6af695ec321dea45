// wide_time_env.c — wide strings and wide printf/scanf (ASCII), time
// conversions and strftime, setenv/getenv/unsetenv, mkstemp, rename,
// system, and the fd-level POSIX calls.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <wctype.h>

int main(void) {
  wchar_t w[64], v[64];
  wcscpy(w, L"wide");
  wcscat(w, L" string");
  wcsncat(w, L"!!!", 1);
  int c1 = wcscmp(w, L"wide"), c2 = wcsncmp(w, L"wider", 3);  // only the signs are defined
  printf("%ls %zu %d %d\n", w, wcslen(w), (c1 > 0) - (c1 < 0), (c2 > 0) - (c2 < 0));
  printf("%ld %ld\n", (long)(wcschr(w, L's') - w), (long)(wcsrchr(w, L'i') - w));
  printf("%ld %zu %zu\n", (long)(wcsstr(w, L"str") - w), wcsspn(w, L"wide"), wcscspn(w, L" "));
  wmemset(v, L'x', 5);
  v[5] = 0;
  wmemcpy(v + 1, L"ab", 2);
  printf("%ls %d\n", v, wmemcmp(v, L"xabxx", 5));
  printf("%d\n", swprintf(v, 64, L"%d-%ls-%s-%5.2f", 42, L"wide", "narrow", 3.14159));
  printf("%ls\n", v);
  printf("%d\n", swprintf(v, 4, L"%s", "toolong"));
  int x = 0, y = 0;
  printf("%d ", swscanf(L"1a 77", L"%02x %d", &x, &y));
  printf("%d %d\n", x, y);
  wchar_t *end;
  printf("%ld %lu %g\n", wcstol(L" -123abc", &end, 10), wcstoul(L"ff", 0, 16), wcstod(L"2.5e3", 0));
  printf("rest %ls\n", end);
  printf("%d%d%d%d %d %d\n", !!iswalpha(L'a'), !!iswdigit(L'7'), !!iswxdigit(L'G'),
         !!iswspace(L'\t'), (int)towupper(L'q'), (int)towlower(L'Q'));
  // stdout is byte-oriented now: wide output to it fails, as in glibc.
  printf("wprintf on a byte stream: %d\n", wprintf(L"wprintf %d %ls %s\n", 5, L"wide", "bytes"));
  FILE *wf = tmpfile();
  printf("fwide %d ", fwide(wf, 0));
  printf("%d ", fwprintf(wf, L"wide %d %ls\n", 7, L"text"));
  printf("fwide %d ", fwide(wf, 0));
  printf("fputs %d ", fputs("bytes", wf));
  rewind(wf);
  wchar_t line[32];
  printf("[%ls]\n", fgetws(line, 32, wf));
  fclose(wf);
  char mb[8];
  wchar_t wc;
  int r1 = wctomb(mb, L'A'), r2 = mbtowc(&wc, "B", 1);
  printf("%d %d %d\n", r1, r2, (int)wc);
  printf("%zu %zu\n", mbstowcs(v, "convert", 64), wcstombs(mb, L"abc", sizeof mb));

  time_t stamps[] = {0, 86399, 951782400, 1700000000, -1, -86401, 4102444800LL, 253402300799LL};
  for (int i = 0; i < 8; i++) {
    struct tm *tm = gmtime(&stamps[i]);
    char buf[200];
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S %a %b %j %U %W %V %G %u %w %e %C %y %D %T %p", tm);
    struct tm copy = *tm;
    printf("%lld: %s | %s", (long long)stamps[i], buf, asctime(tm));
    copy.tm_mon += 14;
    copy.tm_mday -= 40;
    time_t back = mktime(&copy);
    printf("  normalised: %lld %d-%d-%d\n", (long long)back, copy.tm_year, copy.tm_mon, copy.tm_mday);
  }
  char tiny[4];
  printf("strftime too small: %zu\n", strftime(tiny, sizeof tiny, "%Y-%m", gmtime(&stamps[3])));
  printf("difftime %g\n", difftime(10, 4));
  printf("time plausible: %d\n", time(0) > 1600000000);

  printf("setenv %d ", setenv("LIBC_TEST_VAR", "one", 1));
  printf("%s ", getenv("LIBC_TEST_VAR"));
  setenv("LIBC_TEST_VAR", "two", 0);
  printf("%s ", getenv("LIBC_TEST_VAR"));
  setenv("LIBC_TEST_VAR", "three", 1);
  printf("%s ", getenv("LIBC_TEST_VAR"));
  unsetenv("LIBC_TEST_VAR");
  printf("%p %d\n", (void *)getenv("LIBC_TEST_VAR"), setenv("A=B", "x", 1));

  char tmpl[] = "libc_test_XXXXXX";
  int fd = mkstemp(tmpl);
  printf("mkstemp %d, name changed %d\n", fd >= 0, strcmp(tmpl, "libc_test_XXXXXX") != 0);
  write(fd, "hello", 5);
  struct stat st;
  fstat(fd, &st);
  printf("size %ld regular %d\n", (long)st.st_size, S_ISREG(st.st_mode));
  close(fd);
  printf("rename %d ", rename(tmpl, "libc_test_renamed"));
  printf("stat %d ", stat("libc_test_renamed", &st));
  printf("access %d ", access("libc_test_renamed", R_OK));
  printf("unlink %d ", unlink("libc_test_renamed"));
  printf("gone %d\n", access("libc_test_renamed", F_OK));
  fflush(stdout);
  int status = system("exit 3");
  printf("system: exited %d status %d\n", WIFEXITED(status), WEXITSTATUS(status));
  printf("system(NULL) %d\n", system(0));
  return 0;
}
