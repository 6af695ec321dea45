// arc4random.c — arc4random, arc4random_buf and arc4random_uniform: every
// call asks the kernel (getrandom), as glibc 2.36 does, so there is no
// state to reseed after fork.  They cannot fail: without getrandom they
// read /dev/urandom, and without that the program stops.
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/random.h>
#include <unistd.h>

static _Noreturn void no_entropy(void) {
  static const char msg[] = "arc4random: cannot get random bytes\n";
  write(2, msg, sizeof msg - 1);
  abort();
}

static void from_urandom(unsigned char *p, size_t n) {
  int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    no_entropy();
  while (n > 0) {
    ssize_t got = read(fd, p, n);
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0)
      no_entropy();
    p += got;
    n -= (size_t)got;
  }
  close(fd);
}

// The runtime checks p[0..n) before the kernel writes it.
void arc4random_buf(void *buf, size_t n) {
  unsigned char *p = buf;
  int saved = errno;
  while (n > 0) {
    ssize_t got = getrandom(p, n, 0);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0) {
      from_urandom(p, n);
      break;
    }
    p += got;
    n -= (size_t)got;
  }
  errno = saved;
}

uint32_t arc4random(void) {
  uint32_t r;
  arc4random_buf(&r, sizeof r);
  return r;
}

// Values below 2^32 mod n would make the small results a little more
// likely: they are drawn again.
uint32_t arc4random_uniform(uint32_t n) {
  if (n <= 1)
    return 0;
  uint32_t min = -n % n;
  for (;;) {
    uint32_t r = arc4random();
    if (r >= min)
      return r % n;
  }
}
