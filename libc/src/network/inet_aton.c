// inet_aton.c — inet_aton and inet_addr: the historical forms a.b.c.d,
// a.b.c (c is 16 bits), a.b (b is 24 bits) and a (32 bits), each part
// decimal, octal (leading 0) or hex (0x).  As in glibc, inet_aton accepts
// anything after the address that starts with white space;
// getaddrinfo wants the address alone (__inet_aton_exact).
#include <arpa/inet.h>
#include <ctype.h>
#include "network.h"

static int digit_value(int c, int base) {
  int v;
  if (c >= '0' && c <= '9')
    v = c - '0';
  else if (c >= 'a' && c <= 'f')
    v = c - 'a' + 10;
  else if (c >= 'A' && c <= 'F')
    v = c - 'A' + 10;
  else
    return -1;
  return v < base ? v : -1;
}

int __inet_aton_end(const char *s, struct in_addr *out, const char **end) {
  unsigned long part[4];
  int n = 0;
  for (;;) {
    if (!isdigit((unsigned char)*s))
      return 0;
    int base = 10;
    if (*s == '0') {
      base = 8;
      s++;
      if (*s == 'x' || *s == 'X') {
        base = 16;
        s++;
        if (digit_value((unsigned char)*s, 16) < 0)
          return 0;  // "0x" needs a digit
      }
    }
    unsigned long v = 0;
    int d;
    while ((d = digit_value((unsigned char)*s, base)) >= 0) {
      v = v * base + d;
      if (v > 0xffffffffUL)
        return 0;
      s++;
    }
    part[n++] = v;
    if (*s != '.')
      break;
    if (n == 4)
      return 0;
    s++;
  }
  // Every part but the last is one byte; the last fills what is left.
  static const unsigned long last_max[4] = {0xffffffffUL, 0xffffff, 0xffff, 0xff};
  unsigned long addr = 0;
  for (int i = 0; i < n - 1; i++) {
    if (part[i] > 0xff)
      return 0;
    addr |= part[i] << (24 - 8 * i);
  }
  if (part[n - 1] > last_max[n - 1])
    return 0;
  addr |= part[n - 1];
  if (out)
    out->s_addr = htonl((uint32_t)addr);
  *end = s;
  return 1;
}

int __inet_aton_exact(const char *s, struct in_addr *out) {
  const char *end;
  struct in_addr a;
  if (!__inet_aton_end(s, &a, &end) || *end)
    return 0;
  *out = a;
  return 1;
}

int inet_aton(const char *s, struct in_addr *out) {
  const char *end;
  struct in_addr a;
  if (!__inet_aton_end(s, &a, &end) || (*end && !isspace((unsigned char)*end)))
    return 0;
  if (out)
    *out = a;
  return 1;
}

in_addr_t inet_addr(const char *s) {
  struct in_addr a;
  return inet_aton(s, &a) ? a.s_addr : INADDR_NONE;
}
