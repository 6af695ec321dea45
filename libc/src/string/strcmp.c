// strcmp.c — strcmp, strncmp, strcoll (the "C" locale collates by byte).
// Bytes compare as unsigned char.
//
// In safe mode strcmp compares 8 bytes at a time while both objects have
// 8 more (their capabilities say how many, __builtin_dynamic_object_size),
// so a word read never leaves either object; the last bytes go one at a
// time, and a string not terminated inside its object reads the byte
// after the object, which traps as the plain loop's read of it would.
#include <stdint.h>
#include <string.h>

#ifdef __SAFECC_SAFE__
static const uint64_t ONES = 0x0101010101010101ull, HIGHS = 0x8080808080808080ull;

// A mask whose lowest set byte is the first zero byte of w (bytes above
// it may be set too: a borrow carries upwards only).  Bytes are in
// memory order from the lowest, on a little-endian machine.
static uint64_t zero_bytes(uint64_t w) {
  return (w - ONES) & ~w & HIGHS;
}

// How many bytes a and b may both still read.
static size_t common_room(const char *a, const char *b) {
  size_t ra = __builtin_dynamic_object_size(a, 0), rb = __builtin_dynamic_object_size(b, 0);
  return ra < rb ? ra : rb;
}
#endif

int strcmp(const char *a, const char *b) {
#ifdef __SAFECC_SAFE__
  for (size_t left = common_room(a, b); left >= 8; left -= 8, a += 8, b += 8) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    uint64_t stop = (x ^ y) | zero_bytes(x);  // the first byte that differs or ends a
    if (stop) {
      int k = __builtin_ctzll(stop) / 8;
      return (unsigned char)a[k] - (unsigned char)b[k];
    }
  }
#endif
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return (unsigned char)*a - (unsigned char)*b;
}

int strncmp(const char *a, const char *b, size_t n) {
  for (; n > 0; n--, a++, b++) {
    if (*a != *b || !*a)
      return (unsigned char)*a - (unsigned char)*b;
  }
  return 0;
}

int strcoll(const char *a, const char *b) {
  return strcmp(a, b);
}

size_t strxfrm(char *restrict dst, const char *restrict src, size_t n) {
  size_t len = strlen(src);
  if (len < n)
    memcpy(dst, src, len + 1);
  return len;
}
