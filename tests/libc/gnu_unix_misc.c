// gnu_unix_misc.c — eaccess and euidaccess, ulimit, siginterrupt,
// setservent/getservent/endservent (beside getservbyname and
// getservbyport), and <termio.h>'s struct termio.
#define _GNU_SOURCE
#include <errno.h>
#include <limits.h>
#include <netdb.h>
#include <netinet/in.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <termio.h>
#include <ulimit.h>
#include <unistd.h>

static void access_checks(void) {
  static const char *paths[] = {"/", "/etc/passwd", "/nonexistent/file", "/bin/sh", "/etc"};
  static const int modes[] = {F_OK, R_OK, W_OK, X_OK, R_OK | W_OK};
  for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++)
    for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
      errno = 0;
      int a = access(paths[i], modes[m]);
      int ea = errno;
      errno = 0;
      int e = eaccess(paths[i], modes[m]);
      int ee = errno;
      errno = 0;
      int u = euidaccess(paths[i], modes[m]);
      printf("%s mode %d: access %d/%d eaccess %d/%d euidaccess %d/%d\n", paths[i], modes[m], a,
             ea, e, ee, u, errno);
    }
}

static void show(const char *what, long r) {
  printf("ulimit %s: %ld errno %d\n", what, r, r == -1 ? errno : 0);
  errno = 0;
}

static void ulimits(void) {
  struct rlimit rl = {1000000, RLIM_INFINITY};
  setrlimit(RLIMIT_FSIZE, &rl);
  show("get", ulimit(UL_GETFSIZE));
  show("open max matches sysconf",
       ulimit(__UL_GETOPENMAX) == sysconf(_SC_OPEN_MAX) ? 1 : 0);
  show("3", ulimit(__UL_GETMAXBRK));
  show("0", ulimit(0));
  show("99", ulimit(99));
  show("set 1000", ulimit(UL_SETFSIZE, 1000L));
  getrlimit(RLIMIT_FSIZE, &rl);
  printf("limits now %lu %lu\n", (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max);
  show("get", ulimit(UL_GETFSIZE));
  show("set 500", ulimit(UL_SETFSIZE, 500L));
  show("get", ulimit(UL_GETFSIZE));
  getrlimit(RLIMIT_FSIZE, &rl);
  printf("limits now %lu %lu\n", (unsigned long)rl.rlim_cur, (unsigned long)rl.rlim_max);
}

static void interrupts(void) {
  static const int sigs[] = {0, SIGINT, SIGKILL, SIGSTOP, SIGCHLD, 31, 32, 33, 34, 64, 65, -1};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    errno = 0;
    int a = siginterrupt(sigs[i], 1);
    int ea = errno;
    errno = 0;
    int b = siginterrupt(sigs[i], 0);
    printf("siginterrupt(%d): %d/%d %d/%d\n", sigs[i], a, ea, b, errno);
  }
}

static void services(void) {
  setservent(0);
  int n = 0, tcp = 0;
  unsigned long sum = 0;
  struct servent *s;
  char first[64] = "", last[64] = "";
  while ((s = getservent())) {
    if (n == 0)
      snprintf(first, sizeof first, "%s %d/%s", s->s_name, ntohs((unsigned short)s->s_port),
               s->s_proto);
    snprintf(last, sizeof last, "%s %d/%s", s->s_name, ntohs((unsigned short)s->s_port),
             s->s_proto);
    n++;
    tcp += !strcmp(s->s_proto, "tcp");
    sum += (unsigned long)ntohs((unsigned short)s->s_port) * (unsigned long)n;
    for (char **a = s->s_aliases; *a; a++)
      sum += strlen(*a);
  }
  printf("getservent: %d entries, %d tcp, checksum %lu, first %s, last %s\n", n, tcp, sum, first,
         last);
  printf("at the end again: %s\n", getservent() ? "an entry" : "null");
  setservent(1);
  s = getservent();
  printf("after setservent: %s\n", s ? s->s_name : "(none)");
  s = getservbyname("http", "tcp");
  printf("getservbyname http: %d\n", s ? ntohs((unsigned short)s->s_port) : -1);
  s = getservent();
  printf("getservent goes on: %s\n", s ? s->s_name : "(none)");
  s = getservbyport(htons(22), 0);
  printf("getservbyport 22: %s\n", s ? s->s_name : "(none)");
  endservent();
  s = getservent();
  printf("after endservent, from the top: %s\n", s ? s->s_name : "(none)");
  endservent();
}

static void termio_layout(void) {
  printf("struct termio: size %zu, c_line at %zu, c_cc at %zu, NCC %d\n", sizeof(struct termio),
         offsetof(struct termio, c_line), offsetof(struct termio, c_cc), NCC);
  struct termios t;
  printf("termios.h comes along: c_line %zu\n", sizeof t.c_line);
}

int main(void) {
  access_checks();
  ulimits();
  interrupts();
  services();
  termio_layout();
  return 0;
}
