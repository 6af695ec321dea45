// hsearch_r.c — hcreate_r, hdestroy_r, hsearch_r (GNU): hash tables of
// string keys that the caller sizes once.
//
// The table has a prime number of slots, the first prime >= max(nel, 3),
// as with glibc, so it holds exactly as many entries as glibc's before
// ENTER fails with ENOMEM.  Collisions use open addressing with double
// hashing: the step, 1 + hash % (size - 2), is below the prime size and
// so visits every slot, and a table can be filled to the last one.
#include <errno.h>
#include <limits.h>
#include <search.h>
#include <stdlib.h>
#include <string.h>
#include "search_impl.h"

static int is_prime(size_t n) {
  for (size_t d = 3; d <= n / d; d += 2)
    if (n % d == 0)
      return 0;
  return 1;
}

int hcreate_r(size_t nel, struct hsearch_data *htab) {
  if (!htab) {
    errno = EINVAL;
    return 0;
  }
  if (htab->table)  // the previous table is still there
    return 0;
  size_t size = (nel < 3 ? 3 : nel) | 1;
  while (size <= UINT_MAX - 2 && !is_prime(size))
    size += 2;
  if (size > UINT_MAX - 2) {
    errno = ENOMEM;
    return 0;
  }
  htab->table = calloc(size, sizeof(struct _ENTRY));
  if (!htab->table)
    return 0;
  htab->size = (unsigned)size;
  htab->filled = 0;
  return 1;
}

// The entries' keys and data stay the caller's.
void hdestroy_r(struct hsearch_data *htab) {
  if (!htab) {
    errno = EINVAL;
    return;
  }
  free(htab->table);
  htab->table = 0;
  htab->size = htab->filled = 0;
}

// FNV-1a over the key's bytes.
static size_t hash(const char *s) {
  size_t h = 14695981039346656037u;
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 1099511628211u;
  return h;
}

ENTRY *__hsearch(ENTRY item, ACTION action, struct hsearch_data *htab) {
  struct _ENTRY *t = htab->table;
  size_t size = htab->size, h = hash(item.key);
  if (t) {
    size_t i = h % size, step = 1 + h % (size - 2);
    for (size_t n = 0; n < size && t[i].used; n++) {
      if (t[i].hash == h && strcmp(t[i].entry.key, item.key) == 0)
        return &t[i].entry;  // ENTER leaves an existing entry alone
      i += step;
      if (i >= size)
        i -= size;
    }
    // Not there; t[i] is free unless every slot is used.
    if (action == ENTER && htab->filled < size) {
      t[i].entry = item;
      t[i].hash = h;
      t[i].used = 1;
      htab->filled++;
      return &t[i].entry;
    }
  }
  errno = action == ENTER ? ENOMEM : ESRCH;
  return 0;
}

int hsearch_r(ENTRY item, ACTION action, ENTRY **retval,
              struct hsearch_data *htab) {
  *retval = __hsearch(item, action, htab);
  return *retval != 0;
}
