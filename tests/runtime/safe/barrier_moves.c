// barrier_moves.c (safe C) — what the collector's insertion barrier is
// for: while a cycle marks (on the runtime's marking thread), the program
// keeps moving pointers from slots the marker has not read yet into slots
// it has, clearing the old ones, so an object is reachable only from
// where the marker has already been.  Only the barrier (the stored
// pointer's object is shaded) keeps such objects alive; garbage made all
// the while reuses any cell freed by mistake.  Two threads do it at once,
// each on its own pair of tables.  Every node is checked at the end.
// Exits 0 when every node is whole.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SLOTS = 4000, ROUNDS = 300000 };

struct node {
  long id, check;
  long payload[6];
};

static struct node *make(long id) {
  struct node *n = malloc(sizeof *n);
  n->id = id;
  n->check = id * 7919 + 13;
  for (int i = 0; i < 6; i++)
    n->payload[i] = id + i;
  return n;
}

static int whole(const struct node *n, long id) {
  if (!n || n->id != id || n->check != id * 7919 + 13)
    return 0;
  for (int i = 0; i < 6; i++)
    if (n->payload[i] != id + i)
      return 0;
  return 1;
}

struct tables {
  struct node **front, **back;  // each node is in exactly one slot of the two
  long *front_id, *back_id;
  unsigned long rng;
  int bad;
};

static unsigned long next(unsigned long *s) {
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

// Moves a node from a slot of one table to an empty slot of the other,
// emptying the first: the pointer lives meanwhile only in a register, or
// (every third move) is copied by memcpy, which moves its capability in
// the runtime.
static void move_one(struct tables *t) {
  int from_back = next(&t->rng) & 1;
  struct node **src = from_back ? t->back : t->front, **dst = from_back ? t->front : t->back;
  long *src_id = from_back ? t->back_id : t->front_id, *dst_id = from_back ? t->front_id : t->back_id;
  int i = (int)(next(&t->rng) % SLOTS), j = (int)(next(&t->rng) % SLOTS);
  if (!src[i] || dst[j])
    return;
  if (next(&t->rng) % 3 == 0) {
    memcpy(&dst[j], &src[i], sizeof dst[j]);
    src[i] = NULL;
  } else {
    struct node *n = src[i];
    src[i] = NULL;
    dst[j] = n;
  }
  dst_id[j] = src_id[i];
  src_id[i] = -1;
}

static void *churn(void *arg) {
  struct tables *t = arg;
  for (long r = 0; r < ROUNDS; r++) {
    move_one(t);
    if (r % 8 == 0)
      free(make(-r));  // garbage: a cell freed by mistake is soon reused
    else if (r % 8 == 1)
      (void)make(-r);  // unreachable at once, left to the collector
  }
  for (int i = 0; i < SLOTS; i++) {
    if (t->front[i] && !whole(t->front[i], t->front_id[i]))
      t->bad++;
    if (t->back[i] && !whole(t->back[i], t->back_id[i]))
      t->bad++;
  }
  return NULL;
}

static void fill(struct tables *t, long base, unsigned long seed) {
  t->front = calloc(SLOTS, sizeof *t->front);
  t->back = calloc(SLOTS, sizeof *t->back);
  t->front_id = calloc(SLOTS, sizeof(long));
  t->back_id = calloc(SLOTS, sizeof(long));
  for (int i = 0; i < SLOTS; i++) {
    t->back_id[i] = -1;
    t->front_id[i] = -1;
    if (i % 2 == 0) {
      t->front[i] = make(base + i);
      t->front_id[i] = base + i;
    }
  }
  t->rng = seed;
}

int main(void) {
  struct tables t[2] = {{0}};
  fill(&t[0], 0, 88172645463325252ul);
  fill(&t[1], 1000000, 2463534242ul);
  pthread_t other;
  pthread_create(&other, NULL, churn, &t[1]);
  churn(&t[0]);
  pthread_join(other, NULL);
  if (t[0].bad || t[1].bad)
    printf("damaged nodes: %d and %d (expected none)\n", t[0].bad, t[1].bad);
  return t[0].bad || t[1].bad;
}
