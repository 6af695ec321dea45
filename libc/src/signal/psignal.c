// psignal.c — psignal: "s: description\n" on stderr, like perror.  As in
// glibc, only the standard signals (1 to SIGSYS) have a description here;
// real-time signals are "Unknown signal N", unlike in strsignal.
#include <signal.h>
#include <stdio.h>
#include <string.h>

void psignal(int sig, const char *s) {
  char other[32];
  const char *msg = other;
  if (sig >= 1 && sig <= SIGSYS)
    msg = strsignal(sig);
  else
    snprintf(other, sizeof other, "Unknown signal %d", sig);
  if (s && *s)
    fprintf(stderr, "%s: %s\n", s, msg);
  else
    fprintf(stderr, "%s\n", msg);
}
