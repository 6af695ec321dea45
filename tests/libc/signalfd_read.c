// signalfd_read.c — blocked signals read from a signalfd: the records'
// fields (kill, raise, sigqueue with values, in order), SFD_NONBLOCK and
// SFD_CLOEXEC, a buffer too small for one record, poll, changing the mask
// of an existing descriptor, and a blocking read woken by a child's
// signal.  Built safe and with gcc: both must print the same.
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static const char *code_name(int code) {
  switch (code) {
  case SI_USER: return "SI_USER";
  case SI_QUEUE: return "SI_QUEUE";
  case SI_TKILL: return "SI_TKILL";
  default: return "other";
  }
}

static void show(const struct signalfd_siginfo *s) {
  printf("  signo %u, code %s, pid is getpid %d, uid is getuid %d, int %d\n", s->ssi_signo,
         code_name(s->ssi_code), s->ssi_pid == (uint32_t)getpid(), s->ssi_uid == getuid(),
         s->ssi_int);
}

// Reads what fd holds into a buffer of `room` records.
static void read_records(int fd, int room) {
  struct signalfd_siginfo recs[8];
  errno = 0;
  long got = read(fd, recs, room * sizeof recs[0]);
  if (got < 0) {
    printf("read: -1, %s\n", errno == EAGAIN ? "EAGAIN" : strerror(errno));
    return;
  }
  printf("read: %ld bytes, %ld records\n", got, got / (long)sizeof recs[0]);
  for (long i = 0; i < got / (long)sizeof recs[0]; i++)
    show(&recs[i]);
}

static int readable(int fd) {
  struct pollfd p = {fd, POLLIN, 0};
  int r = poll(&p, 1, 0);
  return r == 1 && (p.revents & POLLIN);
}

int main(void) {
  printf("sizeof(struct signalfd_siginfo) %zu\n", sizeof(struct signalfd_siginfo));
  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGUSR1);
  sigaddset(&mask, SIGUSR2);
  sigaddset(&mask, SIGRTMIN);
  sigprocmask(SIG_BLOCK, &mask, NULL);

  int fd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
  printf("signalfd: %s, cloexec %d, nonblock %d\n", fd >= 0 ? "fd" : "failed",
         (fcntl(fd, F_GETFD) & FD_CLOEXEC) != 0, (fcntl(fd, F_GETFL) & O_NONBLOCK) != 0);
  printf("readable when empty %d\n", readable(fd));
  read_records(fd, 1);

  static int obj;
  union sigval v;
  v.sival_int = 7;
  sigqueue(getpid(), SIGRTMIN, v);
  v.sival_int = 8;
  sigqueue(getpid(), SIGRTMIN, v);
  kill(getpid(), SIGUSR1);
  v.sival_ptr = &obj;
  sigqueue(getpid(), SIGRTMIN, v);
  printf("readable with three signals %d\n", readable(fd));
  char small[100];
  errno = 0;
  long r = read(fd, small, sizeof small);
  printf("read into 100 bytes: %ld, %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  read_records(fd, 3);
  struct signalfd_siginfo last;
  r = read(fd, &last, sizeof last);
  printf("read one: %ld bytes, signo is SIGRTMIN %d, ptr is &obj %d\n", r,
         last.ssi_signo == (uint32_t)SIGRTMIN, last.ssi_ptr == (uint64_t)(uintptr_t)&obj);
  read_records(fd, 2);

  // Only SIGUSR2 now: a SIGUSR1 stays pending, for sigwaitinfo.
  sigset_t only2;
  sigemptyset(&only2);
  sigaddset(&only2, SIGUSR2);
  printf("signalfd(fd, {SIGUSR2}) is fd %d\n", signalfd(fd, &only2, 0) == fd);
  kill(getpid(), SIGUSR1);
  raise(SIGUSR2);
  read_records(fd, 4);
  sigset_t pend;
  sigpending(&pend);
  printf("SIGUSR1 pending %d, SIGUSR2 pending %d\n", sigismember(&pend, SIGUSR1),
         sigismember(&pend, SIGUSR2));
  siginfo_t si;
  printf("sigwaitinfo takes SIGUSR1: %d\n", sigwaitinfo(&mask, &si) == SIGUSR1);
  printf("still nonblocking %d\n", (fcntl(fd, F_GETFL) & O_NONBLOCK) != 0);
  close(fd);

  // A blocking descriptor: the read waits for the child's signal.
  fd = signalfd(-1, &mask, 0);
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    struct timespec nap = {0, 50000000};
    nanosleep(&nap, NULL);
    union sigval cv;
    cv.sival_int = 99;
    sigqueue(getppid(), SIGRTMIN, cv);
    _exit(0);
  }
  struct signalfd_siginfo got;
  r = read(fd, &got, sizeof got);
  printf("blocking read: %ld bytes, signo is SIGRTMIN %d, int %d, pid is the child %d\n", r,
         got.ssi_signo == (uint32_t)SIGRTMIN, got.ssi_int, got.ssi_pid == (uint32_t)child);
  waitpid(child, NULL, 0);
  close(fd);

  errno = 0;
  r = signalfd(12345, &mask, 0);
  printf("signalfd on a closed descriptor: %ld, %s\n", r, errno == EBADF ? "EBADF" : "?");
  errno = 0;
  r = signalfd(-1, &mask, 1);
  printf("signalfd with a bad flag: %ld, %s\n", r, errno == EINVAL ? "EINVAL" : "?");
  return 0;
}
