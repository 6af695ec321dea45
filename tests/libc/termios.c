// termios.c — termios.h: the layout, the flag and speed values, the pure
// conversions (cfmakeraw, the speed functions), every call on a file that
// is not a terminal (ENOTTY), and then a real pseudo-terminal: attributes
// set and read back, raw and canonical input, echo, flushing, and a child
// that makes the slave its controlling terminal.  Run safe and with gcc:
// both must print the same.
#define _GNU_SOURCE  // glibc: posix_openpt, ptsname_r, cfmakeraw
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

static int failures;

static void check(int ok, const char *what) {
  printf("%s: %s\n", what, ok ? "ok" : "FAILED");
  if (!ok)
    failures++;
}

static void show(const char *what, const struct termios *t) {
  printf("%s: iflag %o oflag %o cflag %o lflag %o line %d ispeed %o ospeed %o cc", what,
         t->c_iflag, t->c_oflag, t->c_cflag, t->c_lflag, t->c_line, t->c_ispeed, t->c_ospeed);
  for (int i = 0; i < NCCS; i++)
    printf(" %d", t->c_cc[i]);
  printf("\n");
}

// A call that should fail: its result and errno.
#define FAILS(call, err)                                                 \
  do {                                                                   \
    errno = 0;                                                           \
    long r_ = (long)(call);                                              \
    int e_ = errno;                                                      \
    printf("%s = %ld, errno %d\n", #call, r_, e_);                       \
    if (r_ != -1 || e_ != (err)) {                                       \
      printf("FAILED: expected -1 and errno %d\n", err);                 \
      failures++;                                                        \
    }                                                                    \
  } while (0)

static void layout(void) {
  printf("sizeof(struct termios) %zu, c_line %zu, c_cc %zu, c_ispeed %zu, c_ospeed %zu, NCCS %d\n",
         sizeof(struct termios), offsetof(struct termios, c_line), offsetof(struct termios, c_cc),
         offsetof(struct termios, c_ispeed), offsetof(struct termios, c_ospeed), NCCS);
  printf("cc: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", VINTR, VQUIT, VERASE, VKILL,
         VEOF, VTIME, VMIN, VSWTC, VSTART, VSTOP, VSUSP, VEOL, VREPRINT, VDISCARD, VWERASE, VLNEXT,
         VEOL2);
  printf("iflag: %o %o %o %o %o %o %o %o %o %o %o %o %o %o %o\n", IGNBRK, BRKINT, IGNPAR, PARMRK,
         INPCK, ISTRIP, INLCR, IGNCR, ICRNL, IUCLC, IXON, IXANY, IXOFF, IMAXBEL, IUTF8);
  printf("oflag: %o %o %o %o %o %o %o %o %o %o %o %o %o %o\n", OPOST, OLCUC, ONLCR, OCRNL, ONOCR,
         ONLRET, OFILL, OFDEL, NLDLY, CRDLY, TABDLY, BSDLY, VTDLY, FFDLY);
  printf("cflag: %o %o %o %o %o %o %o %o %o %o %o %o %o %o %o\n", CBAUD, CBAUDEX, CSIZE, CS5, CS6,
         CS7, CS8, CSTOPB, CREAD, PARENB, PARODD, HUPCL, CLOCAL, CIBAUD, CRTSCTS);
  printf("lflag: %o %o %o %o %o %o %o %o %o %o %o %o %o %o %o\n", ISIG, ICANON, XCASE, ECHO, ECHOE,
         ECHOK, ECHONL, NOFLSH, TOSTOP, ECHOCTL, ECHOPRT, ECHOKE, FLUSHO, PENDIN, IEXTEN);
  printf("actions: %d %d %d / %d %d %d / %d %d %d %d\n", TCSANOW, TCSADRAIN, TCSAFLUSH, TCIFLUSH,
         TCOFLUSH, TCIOFLUSH, TCOOFF, TCOON, TCIOFF, TCION);
}

static const speed_t speeds[] = {
    B0,      B50,      B75,      B110,     B134,     B150,     B200,     B300,
    B600,    B1200,    B1800,    B2400,    B4800,    B9600,    B19200,   B38400,
    B57600,  B115200,  B230400,  B460800,  B500000,  B576000,  B921600,  B1000000,
    B1152000, B1500000, B2000000, B2500000, B3000000, B3500000, B4000000,
};
static const unsigned bps[] = {
    0,      50,      75,      110,     134,     150,     200,     300,
    600,    1200,    1800,    2400,    4800,    9600,    19200,   38400,
    57600,  115200,  230400,  460800,  500000,  576000,  921600,  1000000,
    1152000, 1500000, 2000000, 2500000, 3000000, 3500000, 4000000,
};
#define NSPEEDS (int)(sizeof speeds / sizeof speeds[0])

static void conversions(void) {
  struct termios t;
  memset(&t, 0, sizeof t);
  cfmakeraw(&t);
  show("cfmakeraw(zeroed)", &t);
  memset(&t, 0xff, sizeof t);
  cfmakeraw(&t);
  show("cfmakeraw(all ones)", &t);

  // Every speed, both ways; the other flags stay as they were.
  for (int i = 0; i < NSPEEDS; i++) {
    memset(&t, 0, sizeof t);
    t.c_cflag = CS8 | CREAD;
    int ro = cfsetospeed(&t, speeds[i]);
    int ri = cfsetispeed(&t, speeds[i]);
    printf("speed %u: %d %d out %o in %o cflag %o iflag %o c_ispeed %o c_ospeed %o\n", bps[i], ro,
           ri, cfgetospeed(&t), cfgetispeed(&t), t.c_cflag, t.c_iflag, t.c_ispeed, t.c_ospeed);
    if (ro || ri || cfgetospeed(&t) != speeds[i] || cfgetispeed(&t) != speeds[i])
      failures++;
    // cfsetspeed takes the B constant or the bits per second.
    memset(&t, 0, sizeof t);
    int rs = cfsetspeed(&t, bps[i]);
    struct termios u;
    memset(&u, 0, sizeof u);
    int ru = cfsetspeed(&u, speeds[i]);
    if (rs || ru || memcmp(&t, &u, sizeof t) != 0 || cfgetospeed(&t) != speeds[i]) {
      printf("FAILED: cfsetspeed(%u) and cfsetspeed(B%u) differ\n", bps[i], bps[i]);
      failures++;
    }
  }
  // The input speed 0 means "the output speed".
  memset(&t, 0, sizeof t);
  cfsetospeed(&t, B9600);
  int r = cfsetispeed(&t, B0);
  printf("ispeed 0: %d in %o out %o cflag %o iflag %o c_ispeed %o c_ospeed %o\n", r,
         cfgetispeed(&t), cfgetospeed(&t), t.c_cflag, t.c_iflag, t.c_ispeed, t.c_ospeed);
  cfsetispeed(&t, B2400);
  printf("then 2400: in %o out %o cflag %o iflag %o\n", cfgetispeed(&t), cfgetospeed(&t),
         t.c_cflag, t.c_iflag);
  // Not speeds.
  memset(&t, 0, sizeof t);
  FAILS(cfsetospeed(&t, 9600), EINVAL);
  FAILS(cfsetispeed(&t, 0x100000), EINVAL);
  FAILS(cfsetspeed(&t, 12345), EINVAL);
  FAILS(cfsetspeed(&t, B4000000 + 1), EINVAL);
  check(t.c_cflag == 0 && t.c_ispeed == 0 && t.c_ospeed == 0, "a refused speed changes nothing");
  check(cfsetospeed(&t, CBAUDEX) == 0 && cfgetospeed(&t) == CBAUDEX, "CBAUDEX alone is accepted");
}

static void not_a_terminal(void) {
  int fd = open("/dev/null", O_RDWR);
  struct termios t;
  memset(&t, 0, sizeof t);
  check(fd >= 0 && isatty(fd) == 0, "/dev/null is no terminal");
  FAILS(tcgetattr(fd, &t), ENOTTY);
  FAILS(tcsetattr(fd, TCSANOW, &t), ENOTTY);
  FAILS(tcsetattr(fd, TCSADRAIN, &t), ENOTTY);
  FAILS(tcsetattr(fd, TCSAFLUSH, &t), ENOTTY);
  FAILS(tcsetattr(fd, 3, &t), EINVAL);
  FAILS(tcdrain(fd), ENOTTY);
  FAILS(tcflush(fd, TCIOFLUSH), ENOTTY);
  FAILS(tcflow(fd, TCOON), ENOTTY);
  FAILS(tcsendbreak(fd, 0), ENOTTY);
  FAILS(tcgetpgrp(fd), ENOTTY);
  FAILS(tcsetpgrp(fd, getpgrp()), ENOTTY);
  FAILS(tcgetsid(fd), ENOTTY);
  FAILS(grantpt(fd), EINVAL);
  FAILS(unlockpt(fd), EINVAL);
  char buf[64];
  check(ptsname_r(fd, buf, sizeof buf) == ENOTTY && errno == ENOTTY, "ptsname_r: ENOTTY");
  errno = 0;
  check(ptsname(fd) == NULL && errno == ENOTTY, "ptsname: ENOTTY");
  close(fd);
  FAILS(tcgetattr(fd, &t), EBADF);
  FAILS(tcdrain(fd), EBADF);
  FAILS(tcgetsid(fd), EBADF);
  FAILS(grantpt(fd), EBADF);
  check(ptsname_r(fd, buf, sizeof buf) == EBADF, "ptsname_r: EBADF");
}

// Reads exactly n bytes (a terminal hands them over as they come).
static int read_all(int fd, char *buf, int n) {
  int got = 0;
  while (got < n) {
    ssize_t r = read(fd, buf + got, (size_t)(n - got));
    if (r <= 0)
      return got;
    got += (int)r;
  }
  return got;
}

static int same(const struct termios *a, const struct termios *b) {
  return a->c_iflag == b->c_iflag && a->c_oflag == b->c_oflag && a->c_cflag == b->c_cflag &&
         a->c_lflag == b->c_lflag && a->c_line == b->c_line &&
         memcmp(a->c_cc, b->c_cc, NCCS) == 0 && a->c_ispeed == b->c_ispeed &&
         a->c_ospeed == b->c_ospeed;
}

static void pseudo_terminal(void) {
  int m = posix_openpt(O_RDWR | O_NOCTTY);
  if (m < 0) {
    printf("no pseudo-terminal: errno %d\n", errno);
    return;
  }
  check(grantpt(m) == 0, "grantpt");
  check(unlockpt(m) == 0, "unlockpt");
  char name[64], small[8];
  char *p = ptsname(m);
  check(p != NULL && strncmp(p, "/dev/pts/", 9) == 0, "ptsname is /dev/pts/N");
  check(ptsname_r(m, name, sizeof name) == 0 && p && strcmp(name, p) == 0, "ptsname_r agrees");
  check(ptsname_r(m, small, sizeof small) == ERANGE && errno == ERANGE, "ptsname_r: ERANGE");
  int s = open(name, O_RDWR | O_NOCTTY);
  check(s >= 0 && isatty(s) == 1 && isatty(m) == 1, "the slave opens, both are terminals");
  FAILS(grantpt(s), EINVAL);
  FAILS(unlockpt(s), EINVAL);
  errno = 0;
  check(ptsname(s) == NULL && errno == ENOTTY, "ptsname(slave): ENOTTY");

  struct termios orig, t, back;
  check(tcgetattr(s, &orig) == 0, "tcgetattr(slave)");
  show("a new pty", &orig);
  check(tcgetattr(m, &t) == 0 && same(&t, &orig), "the master reads the same attributes");

  // Raw, 115200: set, read back, compare.
  t = orig;
  cfmakeraw(&t);
  check(cfsetspeed(&t, 115200) == 0, "cfsetspeed(115200)");
  t.c_cc[VMIN] = 1;
  t.c_cc[VTIME] = 0;
  check(tcsetattr(s, TCSANOW, &t) == 0, "tcsetattr(TCSANOW, raw)");
  check(tcgetattr(s, &back) == 0, "tcgetattr after TCSANOW");
  show("raw", &back);
  check(same(&back, &t), "raw attributes read back as set");
  check(cfgetispeed(&back) == B115200 && cfgetospeed(&back) == B115200, "speeds read back");

  // Raw input: no CR translation, no line editing.
  check(write(m, "ab\rc\177\n", 6) == 6, "write to the master");
  char buf[32];
  memset(buf, 0, sizeof buf);
  int n = read_all(s, buf, 6);
  check(n == 6 && memcmp(buf, "ab\rc\177\n", 6) == 0, "raw input arrives as written");
  // Raw output: no NL to CR NL.
  check(write(s, "x\n", 2) == 2, "write to the slave");
  n = read_all(m, buf, 2);
  check(n == 2 && memcmp(buf, "x\n", 2) == 0, "raw output arrives as written");

  // TCSADRAIN and TCSAFLUSH; the input speed 0 means the output speed.
  t = orig;
  t.c_lflag &= ~(tcflag_t)ECHO;
  cfsetispeed(&t, B0);
  check(tcsetattr(s, TCSADRAIN, &t) == 0, "tcsetattr(TCSADRAIN, canonical without echo)");
  check(tcgetattr(s, &back) == 0 && (back.c_lflag & ECHO) == 0 && (back.c_lflag & ICANON),
        "echo off, canonical on");
  check(cfgetispeed(&back) == cfgetospeed(&orig) && (back.c_iflag & 020000000000u) == 0,
        "the input speed is the output speed");
  // Canonical input: the line comes with its erase applied.
  check(write(m, "hel\177lo\n", 7) == 7, "a line with an erase");
  memset(buf, 0, sizeof buf);
  n = read_all(s, buf, 5);
  check(n == 5 && memcmp(buf, "helo\n", 5) == 0, "canonical input is edited");
  // Output processing: NL becomes CR NL.
  check(write(s, "y\n", 2) == 2, "write a line to the slave");
  n = read_all(m, buf, 3);
  check(n == 3 && memcmp(buf, "y\r\n", 3) == 0, "ONLCR turns NL into CR NL");

  check(tcsetattr(s, TCSAFLUSH, &orig) == 0, "tcsetattr(TCSAFLUSH, the original)");
  check(tcgetattr(s, &back) == 0 && same(&back, &orig), "the original attributes are back");
  // Echo: what the master types comes back to it.
  check(write(m, "ok\n", 3) == 3, "type a line with echo on");
  n = read_all(s, buf, 3);
  check(n == 3 && memcmp(buf, "ok\n", 3) == 0, "the slave reads it");
  n = read_all(m, buf, 4);
  check(n == 4 && memcmp(buf, "ok\r\n", 4) == 0, "the master reads the echo");

  check(tcdrain(s) == 0, "tcdrain");
  check(tcflush(s, TCIFLUSH) == 0 && tcflush(s, TCOFLUSH) == 0 && tcflush(s, TCIOFLUSH) == 0,
        "tcflush");
  FAILS(tcflush(s, 7), EINVAL);
  check(tcflow(s, TCOOFF) == 0 && tcflow(s, TCOON) == 0, "tcflow(TCOOFF, TCOON)");
  check(tcflow(s, TCIOFF) == 0 && tcflow(s, TCION) == 0, "tcflow(TCIOFF, TCION)");
  FAILS(tcflow(s, 9), EINVAL);
  check(tcsendbreak(s, 0) == 0, "tcsendbreak");
  // Not our controlling terminal.
  FAILS(tcgetpgrp(s), ENOTTY);
  FAILS(tcgetsid(s), ENOTTY);
  FAILS(tcsetpgrp(s, getpgrp()), ENOTTY);

  // A child in a new session opens the slave and gets it as its
  // controlling terminal: then it has a session and a foreground group.
  fflush(stdout);
  pid_t child = fork();
  if (child == 0) {
    int ok = setsid() > 0;
    int fd = open(name, O_RDWR);
    ok = ok && fd >= 0;
    ok = ok && tcgetsid(fd) == getsid(0);
    ok = ok && tcgetpgrp(fd) == getpgrp();
    ok = ok && tcsetpgrp(fd, getpgrp()) == 0;
    ok = ok && tcgetpgrp(fd) == getpgrp();
    _exit(ok ? 0 : 1);
  }
  int status = -1;
  waitpid(child, &status, 0);
  check(WIFEXITED(status) && WEXITSTATUS(status) == 0,
        "the controlling terminal's session and foreground group");
  close(s);
  close(m);
}

int main(void) {
  layout();
  conversions();
  not_a_terminal();
  pseudo_terminal();
  printf("%d failures\n", failures);
  return failures != 0;
}
