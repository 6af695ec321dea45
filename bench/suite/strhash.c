/* strhash.c -- bench/run-suite.sh: a string-keyed hash table with separate
 * chaining.  Keys are made with snprintf, stored with strdup and compared
 * with strcmp; each round inserts a batch of keys, looks up present and
 * absent ones, deletes a part and updates the rest.  Prints counts and a
 * checksum of every value found.
 *
 *   strhash [ROUNDS]     (default 12)
 *
 * Stresses: snprintf, strdup/strcmp/strlen, malloc/free of small nodes and
 * strings, pointer chasing through chains, a pointer-to-pointer unlink. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  char *key;
  unsigned long value;
  struct entry *next;
};

struct table {
  struct entry **slots;
  unsigned long mask;
  unsigned long count;
};

/* FNV-1a over the key's bytes. */
static unsigned long hash_key(const char *s) {
  unsigned long h = 1469598103934665603UL;
  while (*s) {
    h ^= (unsigned char)*s++;
    h *= 1099511628211UL;
  }
  return h;
}

static void table_init(struct table *t, unsigned long nslots) {
  t->slots = calloc(nslots, sizeof *t->slots);
  t->mask = nslots - 1;
  t->count = 0;
}

static void table_grow(struct table *t) {
  unsigned long n = (t->mask + 1) * 2;
  struct entry **slots = calloc(n, sizeof *slots);
  for (unsigned long i = 0; i <= t->mask; i++) {
    struct entry *e = t->slots[i];
    while (e) {
      struct entry *next = e->next;
      unsigned long h = hash_key(e->key) & (n - 1);
      e->next = slots[h];
      slots[h] = e;
      e = next;
    }
  }
  free(t->slots);
  t->slots = slots;
  t->mask = n - 1;
}

static struct entry *table_find(struct table *t, const char *key) {
  struct entry *e = t->slots[hash_key(key) & t->mask];
  while (e && strcmp(e->key, key) != 0) e = e->next;
  return e;
}

/* Insert or overwrite; returns 1 if the key was new. */
static int table_put(struct table *t, const char *key, unsigned long value) {
  struct entry *e = table_find(t, key);
  if (e) {
    e->value = value;
    return 0;
  }
  if (t->count >= t->mask + 1) table_grow(t);
  unsigned long h = hash_key(key) & t->mask;
  e = malloc(sizeof *e);
  e->key = strdup(key);
  e->value = value;
  e->next = t->slots[h];
  t->slots[h] = e;
  t->count++;
  return 1;
}

static int table_delete(struct table *t, const char *key) {
  struct entry **link = &t->slots[hash_key(key) & t->mask];
  while (*link) {
    struct entry *e = *link;
    if (strcmp(e->key, key) == 0) {
      *link = e->next;
      free(e->key);
      free(e);
      t->count--;
      return 1;
    }
    link = &e->next;
  }
  return 0;
}

static void table_free(struct table *t) {
  for (unsigned long i = 0; i <= t->mask; i++) {
    struct entry *e = t->slots[i];
    while (e) {
      struct entry *next = e->next;
      free(e->key);
      free(e);
      e = next;
    }
  }
  free(t->slots);
}

#define BATCH 20000

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 12;
  struct table t;
  char key[64];
  unsigned long checksum = 0, inserted = 0, found = 0, missed = 0, deleted = 0;
  table_init(&t, 1024);
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < BATCH; i++) {
      int k = r * BATCH + i;
      snprintf(key, sizeof key, "user:%d/item-%x.%s", k % 7919, k, (k & 3) ? "cfg" : "dat");
      inserted += table_put(&t, key, (unsigned long)k * 2654435761UL);
    }
    /* Look up every key inserted so far in a strided order, plus some absent ones. */
    for (int i = 0; i < BATCH * 2; i++) {
      int k = (int)(((unsigned long)i * 7 + (unsigned long)r * 13) % ((unsigned long)(r + 1) * BATCH));
      snprintf(key, sizeof key, "user:%d/item-%x.%s", k % 7919, k, (k & 3) ? "cfg" : "dat");
      struct entry *e = table_find(&t, key);
      if (e) {
        found++;
        checksum = checksum * 31 + e->value + strlen(e->key);
      } else {
        missed++;
      }
      if ((i & 7) == 0) {
        snprintf(key, sizeof key, "absent:%d:%d", r, i);
        if (table_find(&t, key)) checksum ^= 1;
      }
    }
    /* Delete every third key of this round and update every fifth of the previous. */
    for (int i = 0; i < BATCH; i += 3) {
      int k = r * BATCH + i;
      snprintf(key, sizeof key, "user:%d/item-%x.%s", k % 7919, k, (k & 3) ? "cfg" : "dat");
      deleted += table_delete(&t, key);
    }
    if (r > 0)
      for (int i = 1; i < BATCH; i += 5) {
        int k = (r - 1) * BATCH + i;
        snprintf(key, sizeof key, "user:%d/item-%x.%s", k % 7919, k, (k & 3) ? "cfg" : "dat");
        inserted += table_put(&t, key, (unsigned long)r);
      }
  }
  /* A final walk in slot order; the sum is independent of the order. */
  unsigned long sum = 0, longest = 0;
  for (unsigned long i = 0; i <= t.mask; i++) {
    unsigned long len = 0;
    for (struct entry *e = t.slots[i]; e; e = e->next) {
      sum += e->value ^ hash_key(e->key);
      len++;
    }
    if (len > longest) longest = len;
  }
  printf("rounds %d inserted %lu found %lu missed %lu deleted %lu live %lu slots %lu\n", rounds,
         inserted, found, missed, deleted, t.count, t.mask + 1);
  printf("checksum %lu sum %lu longest chain %lu\n", checksum, sum, longest);
  table_free(&t);
  return 0;
}
