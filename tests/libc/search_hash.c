// search_hash.c — hcreate, hsearch, hdestroy and the reentrant
// hcreate_r, hsearch_r, hdestroy_r: how many entries a table of each size
// takes before ENTER fails with ENOMEM, FIND's ESRCH, ENTER of a key that
// is there (the old entry stays), data pointers, and a long random
// sequence against a model.
#define _GNU_SOURCE
#include <errno.h>
#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 4242;
static unsigned next(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (unsigned)(rng % n);
}

static char *key_of(unsigned i) {
  char buf[32];
  snprintf(buf, sizeof buf, "key-%u", i);
  return strdup(buf);
}

// Fills a table made for nel entries with distinct keys until ENTER
// fails; returns how many went in, checks that they can all be found.
static unsigned capacity(size_t nel, int *ok) {
  struct hsearch_data h;
  memset(&h, 0, sizeof h);
  if (!hcreate_r(nel, &h)) {
    *ok = 0;
    return 0;
  }
  unsigned n = 0, room = 16;
  char **keys = malloc(room * sizeof *keys);
  for (;;) {
    char *k = key_of(n);
    ENTRY e = {k, 0}, *r = (ENTRY *)1;
    errno = 0;
    if (!hsearch_r(e, ENTER, &r, &h)) {
      *ok &= errno == ENOMEM && r == 0;
      free(k);
      break;
    }
    *ok &= r != 0 && r->key == k;
    if (n == room)
      keys = realloc(keys, (room *= 2) * sizeof *keys);
    keys[n++] = k;
  }
  *ok &= h.filled == n && h.size == n;
  for (unsigned i = 0; i < n; i++) {
    ENTRY e = {keys[i], 0}, *r = 0;
    *ok &= hsearch_r(e, FIND, &r, &h) && r->key == keys[i];
    free(keys[i]);
  }
  free(keys);
  hdestroy_r(&h);
  *ok &= h.table == 0;
  return n;
}

static void sizes(void) {
  printf("capacity by nel:");
  int ok = 1;
  for (size_t nel = 0; nel <= 40; nel++)
    printf(" %u", capacity(nel, &ok));
  printf("\n");
  static const size_t big[] = {100, 1000, 1024, 4096, 10000, 65536};
  for (int i = 0; i < 6; i++)
    printf("nel %zu: capacity %u\n", big[i], capacity(big[i], &ok));
  printf("every table full, every key found: %s\n", ok ? "yes" : "no");
}

static void process_table(void) {
  static char name[][8] = {"one", "two", "three", "four", "five", "two"};
  static int number[] = {1, 2, 3, 4, 5, 22};
  printf("hcreate: %d\n", hcreate(10));
  printf("hcreate again while one exists: %d\n", hcreate(10));
  for (int i = 0; i < 6; i++) {
    ENTRY e = {name[i], &number[i]};
    ENTRY *r = hsearch(e, ENTER);
    printf("ENTER %s %d: entry %s -> %d%s\n", name[i], number[i], r->key,
           *(int *)r->data, r->key == name[i] ? "" : " (was there)");
  }
  char probe[] = "three";
  ENTRY e = {probe, 0};
  ENTRY *r = hsearch(e, FIND);
  printf("FIND three: %s -> %d, key is the table's: %s\n", r->key,
         *(int *)r->data, r->key == name[2] ? "yes" : "no");
  static int changed = 33;
  r->data = &changed;  // the entry can be changed through the pointer
  r = hsearch(e, FIND);
  printf("after changing its data: %d\n", *(int *)r->data);
  e.key = "six";
  errno = 0;
  r = hsearch(e, FIND);
  printf("FIND six: %s, errno %s\n", r ? "found" : "null",
         errno == ESRCH ? "ESRCH" : "other");
  hdestroy();
  printf("hcreate after hdestroy: %d\n", hcreate(3));
  e.key = "x";
  printf("FIND in the new table: %s\n", hsearch(e, FIND) ? "found" : "null");
  hdestroy();
}

static void reentrant_errors(void) {
  errno = 0;
  int got = hcreate_r(5, 0);
  printf("hcreate_r(null): %d, EINVAL: %d\n", got, errno == EINVAL);
  errno = 0;
  hdestroy_r(0);
  printf("hdestroy_r(null): EINVAL: %d\n", errno == EINVAL);
  struct hsearch_data a, b;
  memset(&a, 0, sizeof a);
  memset(&b, 0, sizeof b);
  int made_a = hcreate_r(5, &a), made_b = hcreate_r(50, &b);
  printf("two tables: %d %d, sizes %u %u\n", made_a, made_b, a.size, b.size);
  char k1[] = "same";
  int x = 1, y = 2;
  ENTRY e = {k1, &x}, *r;
  hsearch_r(e, ENTER, &r, &a);
  e.data = &y;
  hsearch_r(e, ENTER, &r, &b);
  hsearch_r(e, FIND, &r, &a);
  printf("same key in both: %d", *(int *)r->data);
  hsearch_r(e, FIND, &r, &b);
  printf(" %d\n", *(int *)r->data);
  // Full: a key that is there is still found, even by ENTER.
  for (int i = 0; a.filled < a.size; i++) {
    ENTRY f = {key_of(i), 0};
    hsearch_r(f, ENTER, &r, &a);
  }
  errno = 0;
  got = hsearch_r(e, ENTER, &r, &a);
  printf("ENTER of a present key into a full table: %d %s, errno %d\n", got,
         r ? r->key : "null", errno);
  ENTRY g = {"absent", 0};
  errno = 0;
  got = hsearch_r(g, ENTER, &r, &a);
  printf("ENTER of a new key into a full table: %d %s, ENOMEM %d\n", got,
         r ? "entry" : "null", errno == ENOMEM);
  errno = 0;
  got = hsearch_r(g, FIND, &r, &a);
  printf("FIND of it: %d %s, ESRCH %d\n", got, r ? "entry" : "null",
         errno == ESRCH);
  hdestroy_r(&a);
  hdestroy_r(&b);
}

enum { RANGE = 5000, OPS = 200000 };

// Random FIND and ENTER against an array of what was entered.
static void random_ops(void) {
  static char *keys[RANGE];
  static int data[RANGE];
  static char in[RANGE];
  for (int i = 0; i < RANGE; i++)
    keys[i] = key_of((unsigned)i * 7919u);
  struct hsearch_data h;
  memset(&h, 0, sizeof h);
  hcreate_r(3000, &h);
  unsigned count = 0;
  long entered = 0, full = 0, found = 0, missing = 0, bad = 0;
  for (long op = 0; op < OPS; op++) {
    int i = (int)next(RANGE);
    char copy[32];
    strcpy(copy, keys[i]);  // looked up by an equal string elsewhere
    ENTRY e = {copy, 0}, *r;
    if (next(3) == 0) {
      if (!in[i])
        e = (ENTRY){keys[i], &data[i]};
      errno = 0;
      int got = hsearch_r(e, ENTER, &r, &h);
      if (in[i]) {
        found++;
        bad += !got || r->key != keys[i] || r->data != &data[i];
      } else if (count < h.size) {
        entered++;
        bad += !got || r->key != keys[i];
        in[i] = 1;
        count++;
      } else {
        full++;
        bad += got || r || errno != ENOMEM;
      }
    } else {
      errno = 0;
      int got = hsearch_r(e, FIND, &r, &h);
      if (in[i]) {
        found++;
        bad += !got || r->key != keys[i] || r->data != &data[i];
      } else {
        missing++;
        bad += got || r || errno != ESRCH;
      }
    }
  }
  printf("random: size %u, %ld entered, %ld refused (full), %ld found, "
         "%ld missing, %ld disagreements, filled %u of %u\n",
         h.size, entered, full, found, missing, bad, h.filled, count);
  hdestroy_r(&h);
  for (int i = 0; i < RANGE; i++)
    free(keys[i]);
}

int main(void) {
  sizes();
  process_table();
  reentrant_errors();
  random_ops();
  return 0;
}
