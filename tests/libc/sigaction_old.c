// sigaction_old.c — the old action sigaction and signal report (handler,
// sa_mask, sa_flags, for SIG_DFL and SIG_IGN too) and the EINVAL cases,
// run safe and with gcc: both must print the same.  glibc adds
// SA_RESTORER to the flags it reports; it is left out of what is printed.
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#define SA_RESTORER_ 0x04000000

static void h1(int sig) { (void)sig; }
static void h2(int sig) { (void)sig; }

static const char *name(void (*h)(int)) {
  return h == SIG_DFL ? "SIG_DFL" : h == SIG_IGN ? "SIG_IGN" : h == h1 ? "h1" : h == h2 ? "h2" : "?";
}

static void show(const char *what, const struct sigaction *sa) {
  printf("%s: %s, flags %#x, mask", what, name(sa->sa_handler),
         (unsigned)sa->sa_flags & ~SA_RESTORER_);
  for (int s = 1; s <= 64; s++)
    if (s != 32 && s != 33 && sigismember(&sa->sa_mask, s) == 1)
      printf(" %d", s);
  printf("\n");
}

static void query(const char *what, int sig) {
  struct sigaction old;
  memset(&old, 0, sizeof old);
  int r = sigaction(sig, NULL, &old);
  if (r != 0)
    printf("%s: %d errno %s\n", what, r, errno == EINVAL ? "EINVAL" : "other");
  else
    show(what, &old);
}

static int set(int sig, void (*h)(int), int flags, int m1, int m2, struct sigaction *old) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = h;
  sigemptyset(&sa.sa_mask);
  if (m1)
    sigaddset(&sa.sa_mask, m1);
  if (m2)
    sigaddset(&sa.sa_mask, m2);
  sa.sa_flags = flags;
  if (old)
    memset(old, 0, sizeof *old);
  errno = 0;
  return sigaction(sig, &sa, old);
}

int main(void) {
  query("SIGUSR1 at start", SIGUSR1);
  struct sigaction old;
  printf("set: %d\n", set(SIGUSR1, SIG_IGN, SA_RESTART, SIGHUP, 0, &old));
  show("old", &old);
  query("SIGUSR1 ignored", SIGUSR1);
  printf("set: %d\n", set(SIGUSR1, h1, SA_NODEFER | SA_RESETHAND, SIGINT, SIGTERM, &old));
  show("old", &old);
  query("SIGUSR1 h1", SIGUSR1);
  printf("set: %d\n", set(SIGUSR1, SIG_DFL, SA_RESTART | SA_NODEFER, SIGKILL, SIGSTOP, &old));
  show("old", &old);
  query("SIGUSR1 SIG_DFL, SIGKILL and SIGSTOP asked in the mask", SIGUSR1);

  struct sigaction next;
  memset(&next, 0, sizeof next);
  next.sa_handler = h2;
  sigemptyset(&next.sa_mask);
  sigaddset(&next.sa_mask, SIGQUIT);
  next.sa_flags = SA_RESTART;
  printf("set: %d\n", sigaction(SIGUSR1, &next, NULL));
  query("SIGUSR1 h2", SIGUSR1);

  // signal() is sigaction with the signal in sa_mask and SA_RESTART.
  printf("signal returns %s\n", name(signal(SIGUSR2, h1)));
  query("SIGUSR2 after signal", SIGUSR2);
  printf("signal returns %s\n", name(signal(SIGUSR2, SIG_IGN)));
  printf("signal returns %s\n", name(signal(SIGUSR2, SIG_DFL)));
  printf("signal returns %s\n", name(signal(SIGUSR2, SIG_DFL)));

  query("SIGKILL", SIGKILL);
  query("SIGSTOP", SIGSTOP);
  query("SIGRTMIN+2 (34)", 34);
  query("64", 64);
  query("0", 0);
  query("65", 65);
  query("-1", -1);
  query("32", 32);
  int bad[] = {SIGKILL, SIGSTOP, 0, 65, 32, 33};
  for (int i = 0; i < 6; i++) {
    int r = set(bad[i], h1, 0, 0, 0, NULL);
    printf("sigaction(%d, act): %d errno %s\n", bad[i], r, errno == EINVAL ? "EINVAL" : "other");
  }
  int sigs[] = {SIGKILL, SIGSTOP, 0, 65};
  for (int i = 0; i < 4; i++) {
    errno = 0;
    int err = signal(sigs[i], h1) == SIG_ERR;
    printf("signal(%d, h1): SIG_ERR %d, errno %s\n", sigs[i], err,
           errno == EINVAL ? "EINVAL" : "other");
  }
  query("SIGUSR1 unchanged by the failures", SIGUSR1);
  printf("sigaction(SIGUSR1, NULL, NULL): %d\n", sigaction(SIGUSR1, NULL, NULL));
  return 0;
}
