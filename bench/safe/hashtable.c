/* hashtable.c -- pointer-chasing workload: a chained hash table of integer
 * keys under a random mix of inserts, lookups and deletes, so nodes are
 * malloc'd and freed all the time and every bucket is a linked list. */
#include <stdio.h>
#include <stdlib.h>

typedef struct Entry Entry;
struct Entry {
  Entry *next;
  unsigned long key;
  unsigned long value;
};

typedef struct {
  Entry **buckets;
  unsigned long nbuckets;
  long count;
} Table;

static unsigned long rng_state = 42;

static unsigned long next_random(void) {
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return rng_state >> 33;
}

static Entry **find_slot(Table *t, unsigned long key) {
  Entry **p = &t->buckets[(key * 0x9E3779B97F4A7C15UL) >> 50 & (t->nbuckets - 1)];
  while (*p && (*p)->key != key)
    p = &(*p)->next;
  return p;
}

static void insert(Table *t, unsigned long key, unsigned long value) {
  Entry **p = find_slot(t, key);
  if (*p) {
    (*p)->value += value;
    return;
  }
  Entry *e = malloc(sizeof(Entry));
  if (!e) {
    puts("out of memory");
    exit(1);
  }
  e->next = NULL;
  e->key = key;
  e->value = value;
  *p = e;
  t->count++;
}

static int delete(Table *t, unsigned long key) {
  Entry **p = find_slot(t, key);
  Entry *e = *p;
  if (!e)
    return 0;
  *p = e->next;
  free(e);
  t->count--;
  return 1;
}

int main(int argc, char **argv) {
  long ops = argc > 1 ? strtol(argv[1], NULL, 10) : 3000000;
  Table t;
  unsigned long found = 0, deleted = 0;
  t.nbuckets = 1 << 14;
  t.count = 0;
  t.buckets = calloc(t.nbuckets, sizeof(Entry *));
  if (!t.buckets) {
    puts("out of memory");
    return 1;
  }
  for (long i = 0; i < ops; i++) {
    unsigned long r = next_random();
    unsigned long key = r % 100000;
    switch (r >> 20 & 3) {
    case 0:
    case 1:
      insert(&t, key, i);
      break;
    case 2: {
      Entry *e = *find_slot(&t, key);
      if (e)
        found += e->value;
      break;
    }
    default:
      deleted += delete(&t, key);
      break;
    }
  }
  unsigned long sum = 0;
  for (unsigned long b = 0; b < t.nbuckets; b++) {
    Entry *e = t.buckets[b];
    while (e) {
      Entry *next = e->next;
      sum = sum * 7 + e->key + e->value;
      free(e);
      e = next;
    }
  }
  free(t.buckets);
  printf("%ld entries left, %lu deleted, found sum %lu\n", t.count, deleted, found);
  printf("checksum %lu\n", sum);
  return 0;
}
