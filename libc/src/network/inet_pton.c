// inet_pton.c — text to binary address: AF_INET takes exactly four
// decimal bytes without leading zeros; AF_INET6 takes RFC 4291's forms
// (groups of 1 to 4 hex digits, one "::", a dotted IPv4 tail).
#include <arpa/inet.h>
#include <errno.h>

static int pton4(const char *s, unsigned char out[4]) {
  int n = 0, digits = 0, v = 0;
  for (;; s++) {
    if (*s >= '0' && *s <= '9') {
      if (digits && v == 0)
        return 0;  // leading zero
      v = v * 10 + (*s - '0');
      if (v > 255)
        return 0;
      digits++;
    } else if ((*s == '.' || *s == 0) && digits) {
      if (n == 4)
        return 0;
      out[n++] = (unsigned char)v;
      if (*s == 0)
        return n == 4;
      digits = 0;
      v = 0;
    } else {
      return 0;
    }
  }
}

static int hex_value(int c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

static int pton6(const char *s, unsigned char out[16]) {
  unsigned short w[8];
  int n = 0, gap = -1;
  if (*s == ':') {
    if (s[1] != ':')
      return 0;
    gap = 0;
    s += 2;
  }
  while (*s) {
    const char *start = s;
    unsigned v = 0;
    int digits = 0, d;
    while ((d = hex_value((unsigned char)*s)) >= 0) {
      if (++digits > 4)
        return 0;
      v = v * 16 + d;
      s++;
    }
    if (!digits)
      return 0;
    if (*s == '.') {
      unsigned char b[4];
      if (n > 6 || !pton4(start, b))
        return 0;
      w[n++] = (unsigned short)(b[0] << 8 | b[1]);
      w[n++] = (unsigned short)(b[2] << 8 | b[3]);
      break;
    }
    if (n == 8)
      return 0;
    w[n++] = (unsigned short)v;
    if (*s == 0)
      break;
    if (*s != ':')
      return 0;
    s++;
    if (*s == ':') {
      if (gap >= 0)
        return 0;
      gap = n;
      s++;
    } else if (*s == 0) {
      return 0;  // a lone trailing colon
    }
  }
  if (gap >= 0 ? n == 8 : n != 8)
    return 0;
  // The words after "::" move to the end; the gap fills with zeros.
  int tail = gap >= 0 ? n - gap : 0, head = n - tail;
  for (int i = 0; i < 8; i++) {
    unsigned short x = 0;
    if (i < head)
      x = w[i];
    else if (i >= 8 - tail)
      x = w[head + i - (8 - tail)];
    out[2 * i] = (unsigned char)(x >> 8);
    out[2 * i + 1] = (unsigned char)x;
  }
  return 1;
}

int inet_pton(int af, const char *restrict s, void *restrict dst) {
  if (af == AF_INET)
    return pton4(s, dst);
  if (af == AF_INET6)
    return pton6(s, dst);
  errno = EAFNOSUPPORT;
  return -1;
}
