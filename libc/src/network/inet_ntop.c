// inet_ntop.c — binary address to text.  IPv6 follows RFC 5952 as glibc
// prints it: lowercase hex without leading zeros, the first longest run
// of two or more zero groups as "::", and the last 32 bits in dotted form
// for IPv4-compatible (::a.b.c.d) and IPv4-mapped (::ffff:a.b.c.d) addresses.
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

static int ntop4(const unsigned char *a, char *out) {
  return sprintf(out, "%u.%u.%u.%u", a[0], a[1], a[2], a[3]);
}

static int ntop6(const unsigned char *a, char *out) {
  unsigned w[8];
  for (int i = 0; i < 8; i++)
    w[i] = (unsigned)a[2 * i] << 8 | a[2 * i + 1];
  int best = -1, best_len = 0;
  for (int i = 0; i < 8;) {
    int j = i;
    while (j < 8 && w[j] == 0)
      j++;
    if (j - i > best_len && j - i >= 2) {
      best = i;
      best_len = j - i;
    }
    i = j > i ? j : i + 1;
  }
  int len = 0;
  for (int i = 0; i < 8; i++) {
    if (i == best) {
      out[len++] = ':';
      if (i + best_len == 8)
        out[len++] = ':';
      i += best_len - 1;
      continue;
    }
    if (i > 0)
      out[len++] = ':';
    if (i == 6 && best == 0 && (best_len == 6 || (best_len == 5 && w[5] == 0xffff)))
      return len + ntop4(a + 12, out + len);
    len += sprintf(out + len, "%x", w[i]);
  }
  out[len] = 0;
  return len;
}

const char *inet_ntop(int af, const void *restrict src, char *restrict dst, socklen_t size) {
  char buf[INET6_ADDRSTRLEN];
  int len;
  if (af == AF_INET)
    len = ntop4(src, buf);
  else if (af == AF_INET6)
    len = ntop6(src, buf);
  else {
    errno = EAFNOSUPPORT;
    return 0;
  }
  if ((socklen_t)len >= size) {
    errno = ENOSPC;
    return 0;
  }
  memcpy(dst, buf, (size_t)len + 1);
  return dst;
}
