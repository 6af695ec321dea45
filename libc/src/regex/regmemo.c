// regmemo.c — a set of fixed-length int tuples, for regexec's memo when
// the pattern has back-references: a state there is the instruction and
// position plus the registers the rest of the search can depend on, too
// many combinations for a bit table.  Open addressing on an FNV-1a hash;
// the keys live in one growing array and the table holds their indices.
#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

static unsigned hash(const int *key, int len) {
  unsigned h = 2166136261u;
  for (int i = 0; i < len; i++) {
    unsigned v = (unsigned)key[i];
    for (int b = 0; b < 4; b++) {
      h ^= (v >> (8 * b)) & 0xff;
      h *= 16777619u;
    }
  }
  return h;
}

// Room for twice as many keys (and a table twice as large).  0 if that
// would pass the limit or the memory is not there.
static int grow(rx_tuples *t) {
  size_t cap = t->cap ? 2 * t->cap : 256, nslots = 2 * cap;
  size_t bytes = cap * (size_t)t->len * sizeof(int) + nslots * sizeof(unsigned);
  if (bytes > RX_MAX_MEMO_BYTES)
    return 0;
  int *keys = realloc(t->keys, cap * (size_t)t->len * sizeof(int));
  if (!keys)
    return 0;
  t->keys = keys;
  unsigned *slots = calloc(nslots, sizeof(unsigned));
  if (!slots)
    return 0;
  // Rehash: slot values are key index + 1, 0 is empty.
  for (size_t k = 0; k < t->n; k++) {
    size_t i = hash(&t->keys[k * (size_t)t->len], t->len) & (nslots - 1);
    while (slots[i])
      i = (i + 1) & (nslots - 1);
    slots[i] = (unsigned)k + 1;
  }
  free(t->slots);
  t->slots = slots;
  t->nslots = nslots;
  t->cap = cap;
  return 1;
}

// Adds KEY; 1 if it was there already.  When the set is full, KEY is not
// added and 0 is returned (the caller's step budget still bounds the work).
int __rx_tuples_add(rx_tuples *t, const int *key) {
  size_t len = (size_t)t->len;
  if (t->nslots) {
    size_t i = hash(key, t->len) & (t->nslots - 1);
    for (; t->slots[i]; i = (i + 1) & (t->nslots - 1))
      if (!memcmp(&t->keys[(t->slots[i] - 1) * len], key, len * sizeof(int)))
        return 1;
  }
  if (t->full || (t->n == t->cap && !grow(t))) {
    t->full = 1;
    return 0;
  }
  memcpy(&t->keys[t->n * len], key, len * sizeof(int));
  size_t i = hash(key, t->len) & (t->nslots - 1);
  while (t->slots[i])
    i = (i + 1) & (t->nslots - 1);
  t->slots[i] = (unsigned)++t->n;
  return 0;
}

void __rx_tuples_free(rx_tuples *t) {
  free(t->keys);
  free(t->slots);
}
