// bsd_gnu_extras.c — small BSD and GNU functions programs look for
// (bash's configure does): strcasestr, mempcpy, bcopy, bzero, setlinebuf,
// pipe2, dup3, getrandom, getentropy; run safe and with gcc: both must
// print the same.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <sys/random.h>
#include <unistd.h>

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
}

static void strings(void) {
  const char *h = "The Quick brown FOX";
  const char *needles[] = {"quick", "fox", "THE", "", "brownx", "own f", "x"};
  for (int i = 0; i < 7; i++) {
    char *r = strcasestr(h, needles[i]);
    printf("strcasestr(\"%s\"): %ld\n", needles[i], r ? (long)(r - h) : -1L);
  }
  printf("strcasestr of empty: %d\n", strcasestr("", "") != NULL);
  char buf[32];
  char *end = mempcpy(buf, "abc", 3);
  end = mempcpy(end, "def", 4);
  check(end == buf + 7 && strcmp(buf, "abcdef") == 0, "mempcpy returns the end");
  char s[] = "0123456789";
  bcopy(s, s + 2, 5);
  printf("bcopy overlapping: %s\n", s);
  bzero(s + 3, 4);
  check(s[2] == '0' && s[3] == 0 && s[6] == 0 && s[7] == '7', "bzero");
  int a = 1, b = 2;
  int *from[2] = {&a, &b}, *to[2];
  bcopy(from, to, sizeof from);
  check(*to[0] == 1 && *to[1] == 2, "bcopy keeps pointers usable");
}

static void descriptors(void) {
  int fds[2];
  check(pipe2(fds, O_CLOEXEC) == 0 && (fcntl(fds[0], F_GETFD) & FD_CLOEXEC) &&
            (fcntl(fds[1], F_GETFD) & FD_CLOEXEC), "pipe2 O_CLOEXEC");
  int d = dup3(fds[0], 20, O_CLOEXEC);
  check(d == 20 && (fcntl(20, F_GETFD) & FD_CLOEXEC), "dup3 O_CLOEXEC");
  errno = 0;
  check(dup3(20, 20, 0) == -1 && errno == EINVAL, "dup3 onto itself: EINVAL");
  close(20);
  close(fds[0]);
  close(fds[1]);
}

static void randomness(void) {
  unsigned char buf[64];
  memset(buf, 0, sizeof buf);
  int nonzero = 0;
  check(getrandom(buf, sizeof buf, 0) == (ssize_t)sizeof buf, "getrandom fills the buffer");
  for (size_t i = 0; i < sizeof buf; i++)
    nonzero += buf[i] != 0;
  check(nonzero > 32, "the bytes are not all zero");
  check(getentropy(buf, 32) == 0, "getentropy");
  errno = 0;
  check(getentropy(buf, 257) == -1 && errno == EIO, "getentropy over 256: EIO");
}

int main(void) {
  setlinebuf(stdout);
  strings();
  descriptors();
  randomness();
  return 0;
}
