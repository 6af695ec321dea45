// lsearch.c — lfind and lsearch: linear search of an array, lsearch
// appending the key when it is not there.  The key is copied with memcpy
// so that pointers in it keep their capabilities.
#include <search.h>
#include <string.h>
#include "search_impl.h"

void *lfind(const void *key, const void *base, size_t *nmemb, size_t size,
            Compare cmp) {
  const char *p = base;
  for (size_t i = 0; i < *nmemb; i++, p += size)
    if (cmp(key, p) == 0)
      return (void *)p;
  return 0;
}

// The caller promises room for one more element.
void *lsearch(const void *key, void *base, size_t *nmemb, size_t size,
              Compare cmp) {
  void *found = lfind(key, base, nmemb, size, cmp);
  if (found)
    return found;
  char *end = (char *)base + *nmemb * size;
  memcpy(end, key, size);
  ++*nmemb;
  return end;
}
