// process_ids.c — credentials, wait3/wait4, killpg, the program break,
// mktemp, getwd and wcscoll, run safe and with gcc: both must print the
// same.
#define _GNU_SOURCE  // getresuid, wait3 and friends in glibc
#include <errno.h>
#include <grp.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <wchar.h>

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

static void credentials(void) {
  uid_t r, e, s;
  gid_t gr, ge, gs;
  check(getresuid(&r, &e, &s) == 0 && r == getuid() && e == geteuid(), "getresuid");
  check(getresgid(&gr, &ge, &gs) == 0 && gr == getgid() && ge == getegid(), "getresgid");
  check(setuid(getuid()) == 0 && seteuid(geteuid()) == 0 && setgid(getgid()) == 0,
        "set*id to ourselves");
  check(setreuid((uid_t)-1, (uid_t)-1) == 0 && setresgid((gid_t)-1, (gid_t)-1, (gid_t)-1) == 0,
        "setreuid and setresgid changing nothing");
  int n = getgroups(0, NULL);
  gid_t groups[256];
  check(n >= 0 && n <= 256 && getgroups(n, groups) == n, "getgroups");
  errno = 0;
  check(n == 0 || getgroups(n > 1 ? n - 1 : 0, groups) == (n > 1 ? -1 : n), "getgroups too small");
}

static void waiting(void) {
  pid_t p = fork();
  if (p == 0)
    _exit(7);
  int status = 0;
  struct rusage ru;
  check(wait4(p, &status, 0, &ru) == p && WIFEXITED(status) && WEXITSTATUS(status) == 7,
        "wait4");
  p = fork();
  if (p == 0) {
    pause();
    _exit(0);
  }
  kill(p, SIGTERM);
  check(wait3(&status, 0, &ru) == p && WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM,
        "wait3 sees the signal");
  check(!WIFCONTINUED(status) && WIFCONTINUED(0xffff), "WIFCONTINUED");
  check(killpg(getpgrp(), 0) == 0, "killpg with signal 0");
  errno = 0;
  check(killpg(-1, 0) == -1 && errno == EINVAL, "killpg of a negative group");
}

static void program_break(void) {
  char *start = sbrk(0);
  char *p = sbrk(4096 * 3);
  check(p == start && p != (void *)-1, "sbrk grows");
  memset(p, 'x', 4096 * 3);
  char **slot = (char **)(p + 64);
  *slot = strdup("kept in the break");
  char *q = sbrk(100);
  check(q == p + 4096 * 3 && sbrk(0) == q + 100, "sbrk again");
  q[99] = 1;
  for (int i = 0; i < 20000; i++)
    free(malloc(500));  // a collection or two: the string must survive
  check(strcmp(*slot, "kept in the break") == 0, "a pointer stored in the break");
  check(sbrk(-100) == q + 100 && sbrk(0) == q, "sbrk shrinks");
  check(brk(p + 4096) == 0 && sbrk(0) == p + 4096 && p[4095] == 'x', "brk");
  check(brk(p) == 0 && sbrk(0) == start, "brk back to the start");
}

static void names(void) {
  char t[] = "/tmp/process_ids.XXXXXX";
  struct stat st;
  check(mktemp(t)[0] == '/' && strcmp(t + strlen(t) - 6, "XXXXXX") != 0 && lstat(t, &st) == -1 &&
            errno == ENOENT, "mktemp names nothing yet");
  char bad[] = "nox";
  check(mktemp(bad)[0] == 0, "mktemp without XXXXXX empties the name");
  char buf[PATH_MAX], cwd[PATH_MAX];
  check(getwd(buf) == buf && getcwd(cwd, sizeof cwd) && strcmp(buf, cwd) == 0, "getwd");
  check(getdtablesize() == sysconf(_SC_OPEN_MAX), "getdtablesize");
  check(wcscoll(L"abc", L"abd") < 0 && wcscoll(L"b", L"a") > 0 && wcscoll(L"x", L"x") == 0,
        "wcscoll");
  wchar_t out[8];
  check(wcsxfrm(out, L"hello", 8) == 5 && wcscmp(out, L"hello") == 0 && wcsxfrm(out, L"too long", 3) == 8,
        "wcsxfrm");
}

int main(void) {
  credentials();
  waiting();
  program_break();
  names();
  return 0;
}
