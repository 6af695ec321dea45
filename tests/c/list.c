// malloc'd linked structures: singly linked list (build, reverse, free),
// binary search tree (insert, in-order walk, height), doubly linked list,
// and a chained hash table with realloc'd buckets.
#include "test.h"

struct node { int val; struct node *next; };
struct tree { int key; struct tree *left, *right; };
struct dnode { struct dnode *prev, *next; char name[8]; };
struct entry { char *key; int value; struct entry *next; };

static struct node *push(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->val = v;
  n->next = head;
  return n;
}
static struct node *reverse(struct node *head) {
  struct node *prev = 0;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}
static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    t->key = key;
    return t;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else
    t->right = insert(t->right, key);
  return t;
}
static void walk(struct tree *t, int *out, int *n) {
  if (!t) return;
  walk(t->left, out, n);
  out[(*n)++] = t->key;
  walk(t->right, out, n);
}
static int height(struct tree *t) {
  if (!t) return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}
static void free_tree(struct tree *t) {
  if (!t) return;
  free_tree(t->left);
  free_tree(t->right);
  free(t);
}
static unsigned hash(const char *s) {
  unsigned h = 5381;
  while (*s)
    h = h * 33 + (unsigned char)*s++;
  return h;
}

int main(void) {
  struct node *list = 0;
  for (int i = 1; i <= 100; i++)
    list = push(list, i);
  CHECK(100, list->val);
  list = reverse(list);
  int expect = 1, count = 0;
  for (struct node *n = list; n; n = n->next) {
    CHECK(expect++, n->val);
    count++;
  }
  CHECK(100, count);
  while (list) {
    struct node *next = list->next;
    free(list);
    list = next;
  }

  struct tree *t = 0;
  int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
  for (int i = 0; i < 10; i++)
    t = insert(t, keys[i]);
  int out[10], n = 0;
  walk(t, out, &n);
  CHECK(10, n);
  for (int i = 1; i < 10; i++)
    CHECK(1, out[i - 1] < out[i]);
  CHECK(20, out[0]);
  CHECK(80, out[9]);
  CHECK(4, height(t));
  free_tree(t);

  struct dnode *head = 0, *tail = 0;
  const char *names[] = {"one", "two", "three"};
  for (int i = 0; i < 3; i++) {
    struct dnode *d = malloc(sizeof *d);
    strcpy(d->name, names[i]);
    d->next = 0;
    d->prev = tail;
    if (tail) tail->next = d; else head = d;
    tail = d;
  }
  CHECKS("three", head->next->next->name);
  CHECKS("one", tail->prev->prev->name);
  head->next->prev->next = head->next->next;   // unlink "two"
  free(tail->prev);
  tail->prev = head;
  CHECKS("three", head->next->name);
  free(head);
  free(tail);

  int nbuckets = 4;
  struct entry **table = calloc(nbuckets, sizeof *table);
  char keybuf[16];
  for (int i = 0; i < 200; i++) {
    sprintf(keybuf, "k%d", i);
    struct entry *e = malloc(sizeof *e);
    e->key = strdup(keybuf);
    e->value = i * i;
    unsigned b = hash(keybuf) % nbuckets;
    e->next = table[b];
    table[b] = e;
    if (i == 99) {
      // grow: rehash everything into 64 buckets
      struct entry **old = table;
      int oldn = nbuckets;
      nbuckets = 64;
      table = calloc(nbuckets, sizeof *table);
      for (int j = 0; j < oldn; j++) {
        for (struct entry *x = old[j], *nx; x; x = nx) {
          nx = x->next;
          unsigned nb = hash(x->key) % nbuckets;
          x->next = table[nb];
          table[nb] = x;
        }
      }
      free(old);
    }
  }
  int total = 0, lookups = 0;
  for (int i = 0; i < 200; i += 7) {
    sprintf(keybuf, "k%d", i);
    for (struct entry *x = table[hash(keybuf) % nbuckets]; x; x = x->next)
      if (strcmp(x->key, keybuf) == 0) {
        CHECK(i * i, x->value);
        lookups++;
      }
  }
  CHECK(29, lookups);
  for (int j = 0; j < nbuckets; j++)
    for (struct entry *x = table[j], *nx; x; x = nx) {
      nx = x->next;
      total++;
      free(x->key);
      free(x);
    }
  CHECK(200, total);
  free(table);
  {
    int *grow = 0;
    for (int i = 0; i < 1000; i++) {
      grow = realloc(grow, (i + 1) * sizeof(int));
      grow[i] = i;
    }
    long s = 0;
    for (int i = 0; i < 1000; i++)
      s += grow[i];
    CHECK(499500, s);
    free(grow);
  }
  return 0;
}
