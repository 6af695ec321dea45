// strlen.c — strlen and strnlen, a byte at a time (a word-at-a-time read
// past the terminator would be an out-of-bounds access here).
//
// In safe mode strlen scans at most the bytes left in s's object
// (__builtin_dynamic_object_size): a counted loop, whose accesses the
// compiler checks once before it instead of at every byte.  A string
// not terminated inside its object reads the byte after the object,
// which traps as the plain loop's read of it would.
#include <string.h>

size_t strlen(const char *s) {
#ifdef __SAFECC_SAFE__
  size_t room = __builtin_dynamic_object_size(s, 0);
  for (size_t i = 0; i < room; i++)
    if (!s[i])
      return i;
  return room + (s[room] != 0);
#else
  const char *p = s;
  while (*p)
    p++;
  return (size_t)(p - s);
#endif
}

size_t strnlen(const char *s, size_t max) {
  size_t n = 0;
  while (n < max && s[n])
    n++;
  return n;
}
