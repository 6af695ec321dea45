// hashmap.c — a string-keyed hash map with open addressing and linear
// probing.  Deleted entries leave a tombstone so probe chains stay intact;
// the table is rebuilt (dropping tombstones) when it gets too full.

#include "safecc.h"

#define INIT_CAPACITY 16
#define HIGH_WATERMARK 70 // percent of buckets in use before growing
#define LOW_WATERMARK 50  // target load after a rebuild

static char tombstone_key;
#define TOMBSTONE (&tombstone_key)

// FNV-1a, 64-bit.
static uint64_t fnv_hash(char *s, int len) {
  uint64_t hash = 0xcbf29ce484222325;
  for (int i = 0; i < len; i++) {
    hash ^= (unsigned char)s[i];
    hash *= 0x100000001b3;
  }
  return hash;
}

static bool key_matches(HashEntry *ent, char *key, int keylen) {
  return ent->key && ent->key != TOMBSTONE && ent->keylen == keylen &&
         memcmp(ent->key, key, keylen) == 0;
}

// Moves every live entry into a fresh table sized for the current load.
static void rehash(HashMap *map) {
  int live = 0;
  for (int i = 0; i < map->capacity; i++)
    if (map->buckets[i].key && map->buckets[i].key != TOMBSTONE)
      live++;

  int cap = map->capacity;
  while ((live * 100) / cap >= LOW_WATERMARK)
    cap *= 2;

  HashMap fresh = {xcalloc(cap, sizeof(HashEntry)), cap, 0};
  if (!fresh.buckets)
    error("out of memory");
  for (int i = 0; i < map->capacity; i++) {
    HashEntry *ent = &map->buckets[i];
    if (ent->key && ent->key != TOMBSTONE)
      hashmap_put2(&fresh, ent->key, ent->keylen, ent->val);
  }
  free(map->buckets);
  *map = fresh;
}

static HashEntry *find_entry(HashMap *map, char *key, int keylen) {
  if (!map->buckets)
    return NULL;
  uint64_t hash = fnv_hash(key, keylen);
  for (int i = 0; i < map->capacity; i++) {
    HashEntry *ent = &map->buckets[(hash + i) & (map->capacity - 1)];
    if (key_matches(ent, key, keylen))
      return ent;
    if (ent->key == NULL)
      return NULL;
  }
  return NULL;
}

// Returns the entry for `key`, creating an empty one if needed.
static HashEntry *get_or_insert_entry(HashMap *map, char *key, int keylen) {
  if (!map->buckets) {
    map->buckets = xcalloc(INIT_CAPACITY, sizeof(HashEntry));
    if (!map->buckets)
      error("out of memory");
    map->capacity = INIT_CAPACITY;
  } else if ((map->used * 100) / map->capacity >= HIGH_WATERMARK) {
    rehash(map);
  }

  HashEntry *ent = find_entry(map, key, keylen);
  if (ent)
    return ent;

  uint64_t hash = fnv_hash(key, keylen);
  for (int i = 0; i < map->capacity; i++) {
    ent = &map->buckets[(hash + i) & (map->capacity - 1)];
    if (ent->key == TOMBSTONE) {
      ent->key = key;
      ent->keylen = keylen;
      return ent;
    }
    if (ent->key == NULL) {
      ent->key = key;
      ent->keylen = keylen;
      map->used++;
      return ent;
    }
  }
  error("internal error: hash map full");
}

void *hashmap_get(HashMap *map, char *key) {
  return hashmap_get2(map, key, strlen(key));
}

void *hashmap_get2(HashMap *map, char *key, int keylen) {
  HashEntry *ent = find_entry(map, key, keylen);
  return ent ? ent->val : NULL;
}

void hashmap_put(HashMap *map, char *key, void *val) {
  hashmap_put2(map, key, strlen(key), val);
}

void hashmap_put2(HashMap *map, char *key, int keylen, void *val) {
  HashEntry *ent = get_or_insert_entry(map, key, keylen);
  ent->val = val;
}

void hashmap_delete(HashMap *map, char *key) {
  hashmap_delete2(map, key, strlen(key));
}

void hashmap_delete2(HashMap *map, char *key, int keylen) {
  HashEntry *ent = find_entry(map, key, keylen);
  if (ent) {
    ent->key = TOMBSTONE;
    ent->val = NULL;
  }
}
