// mempcpy.c — memcpy that returns the end of what it wrote (GNU).
#include <string.h>

void *mempcpy(void *restrict dst, const void *restrict src, size_t n) {
  return (char *)memcpy(dst, src, n) + n;
}
