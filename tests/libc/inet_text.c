// inet_text.c — inet_pton, inet_ntop, inet_aton, inet_addr, inet_ntoa and
// the byte-order functions: every result printed, so that the safe libc
// is compared with glibc byte for byte.
#include <arpa/inet.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

static const char *v4[] = {
    "0.0.0.0", "127.0.0.1", "255.255.255.255", "1.2.3.4", "256.1.1.1", "1.2.3", "1.2.3.4.5",
    "01.2.3.4", "0.0.0.00", "1..2.3", ".1.2.3", "1.2.3.", "1.2.3.4 ", " 1.2.3.4", "", "a.b.c.d",
    "192.168.001.1", "10.0.0.255", "1.2.3.-4", "4294967295", "0x7f.1", "127.1", "0x7f000001",
    "017700000001", "1.0x10.3.4", "08.1.1.1", "0x", "0x.1", "1.2.3.4 junk", "1.2.3.4\tx",
    "1.2.3.4x", "1.2.65535", "1.2.65536", "1.16777215", "1.16777216", "4294967296", "0xffffffff",
    "0x100000000", "00000000000000000001", "0.0.0.0.", "99999999999999999999",
};

static const char *v6[] = {
    "::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:0:0:0:0:0:0:8", "0:0:0:0:0:0:0:0",
    "2001:db8::1", "2001:DB8:0:0:1:0:0:1", "2001:db8:0:0:1::1", "2001:0:0:1:0:0:0:1",
    "fe80::1:2:3:4", "::ffff:1.2.3.4", "::1.2.3.4", "::ffff:0:0", "::ffff:0.0.0.0",
    "::0.0.0.1", "::0.1.0.0", "::ffff:ffff:1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "1:2:3:4:5:6:7:1.2.3.4",
    "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7::8", ":1::2",
    "1::2::3", ":::", "1:::2", "12345::", "1:2:3:4:5:6:7:", "0001:0002::000a", "1:0:1:0:1:0:1:0",
    "1:0:0:1:0:0:0:1", "1:0:0:0:1:0:0:1", "0:0:1:0:0:0:0:0", "0:1:0:0:0:0:0:0", "ff02::fb",
    "::ffff:256.1.1.1", "::1.2.3", "::1.2.3.04", "g::", "1:2:3:4:5:6:7:8 ", "", ":", "::ffff:",
    "0:0:0:0:0:1:0:0", "0:0:0:0:1:0:0:0", "::5:0:0", "::a:b:c:d", "abcd:ef01:2345:6789:abcd:ef01:2345:6789",
    "1:2::1.2.3.4", "::ffff:1.2.3.4:1", "::1.2.3.4.5",
};

static void show_bytes(const unsigned char *b, int n) {
  for (int i = 0; i < n; i++)
    printf("%02x", b[i]);
}

int main(void) {
  char buf[INET6_ADDRSTRLEN];
  for (size_t i = 0; i < sizeof v4 / sizeof v4[0]; i++) {
    unsigned char b[4] = {0xee, 0xee, 0xee, 0xee};
    struct in_addr a = {0};
    int r = inet_pton(AF_INET, v4[i], b);
    int ra = inet_aton(v4[i], &a);
    printf("v4 \"%s\": pton %d ", v4[i], r);
    if (r == 1)
      printf("%s ", inet_ntop(AF_INET, b, buf, sizeof buf));
    printf("aton %d %08x addr %08x\n", ra, ra ? ntohl(a.s_addr) : 0, ntohl(inet_addr(v4[i])));
  }
  for (size_t i = 0; i < sizeof v6 / sizeof v6[0]; i++) {
    unsigned char b[16];
    memset(b, 0xee, sizeof b);
    int r = inet_pton(AF_INET6, v6[i], b);
    printf("v6 \"%s\": %d", v6[i], r);
    if (r == 1) {
      printf(" ");
      show_bytes(b, 16);
      const char *t = inet_ntop(AF_INET6, b, buf, sizeof buf);
      printf(" %s", t ? t : "(null)");
      // The text form reads back as the same address.
      unsigned char again[16];
      if (!t || inet_pton(AF_INET6, t, again) != 1 || memcmp(again, b, 16))
        printf(" ROUND TRIP FAILED");
    }
    printf("\n");
  }
  // Every pattern of zero and non-zero groups, with a few values.
  unsigned vals[] = {1, 0xffff, 0xabc};
  for (int mask = 0; mask < 256; mask++)
    for (int v = 0; v < 3; v++) {
      unsigned char b[16] = {0};
      for (int g = 0; g < 8; g++)
        if (mask & (1 << g)) {
          unsigned x = vals[v] + (unsigned)g;
          b[2 * g] = (unsigned char)(x >> 8);
          b[2 * g + 1] = (unsigned char)x;
        }
      const char *t = inet_ntop(AF_INET6, b, buf, sizeof buf);
      unsigned char again[16];
      int ok = t && inet_pton(AF_INET6, t, again) == 1 && !memcmp(again, b, 16);
      printf("%02x/%u %s%s\n", mask, vals[v], t ? t : "(null)", ok ? "" : " ROUND TRIP FAILED");
    }
  // Buffers too small, unknown families.
  unsigned char lo[16] = {0};
  lo[15] = 1;
  errno = 0;
  const char *t = inet_ntop(AF_INET6, lo, buf, 3);
  printf("small: %s ENOSPC %d\n", t ? "ok" : "null", errno == ENOSPC);
  printf("fits: %s\n", inet_ntop(AF_INET6, lo, buf, 4) ? buf : "null");
  unsigned char a4[4] = {255, 255, 255, 255};
  printf("v4 small: %s\n", inet_ntop(AF_INET, a4, buf, 15) ? "ok" : "null");
  printf("v4 fits: %s\n", inet_ntop(AF_INET, a4, buf, 16) ? buf : "null");
  errno = 0;
  int r = inet_pton(12345, "1.2.3.4", a4);
  printf("family: %d EAFNOSUPPORT %d\n", r, errno == EAFNOSUPPORT);
  errno = 0;
  t = inet_ntop(12345, a4, buf, sizeof buf);
  printf("family: %s EAFNOSUPPORT %d\n", t ? "ok" : "null", errno == EAFNOSUPPORT);
  struct in_addr in;
  in.s_addr = htonl(0xc0a80102);
  printf("ntoa %s\n", inet_ntoa(in));
  printf("order %04x %08x %04x %08x\n", htons(0x1234), htonl(0x12345678u), ntohs(0x3412),
         ntohl(0x78563412u));
  unsigned short s = htons(1);
  printf("big-endian bytes: %d %d\n", ((unsigned char *)&s)[0], ((unsigned char *)&s)[1]);
  return 0;
}
