/* gc_churn.c -- garbage-collector workload: allocate a large total (10 GB by
 * default) in small objects while keeping a bounded working set alive.
 *
 * The working set is a heap table of NSLOTS chains.  A chain is 1-4 nodes
 * linked by `next`, each node also points back to the chain's first node
 * (so every chain is a cycle) and to a pointer-free blob of 16-256 bytes
 * filled with a pattern derived from the node's id.  Each step replaces a
 * random slot with a new chain.  The old chain is first verified (its ids
 * and blob patterns must be intact), then either freed node by node or, in
 * safe mode, half the time simply dropped: only the collector can reclaim
 * it, cycles included.  Builds without a collector free every chain.
 *
 * The output is the same in every build: the number of chains and nodes
 * made, and a checksum over everything verified.  A live object that was
 * reclaimed or overwritten shows up as "CORRUPT" (exit status 1) or, at the
 * least, as a different checksum.
 *
 * Usage: gc_churn [BYTES]   BYTES may end in K, M or G (default 10G); it
 * counts the bytes requested from malloc, nodes and blobs together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NSLOTS 32768
#define MAX_CHAIN 4
#define MIN_BLOB 16
#define MAX_BLOB 256

typedef struct Node Node;
struct Node {
  Node *next;
  Node *head;
  unsigned char *blob;
  unsigned long id;
  unsigned long blob_size;
};

static unsigned long rng_state = 2026;
static unsigned long bytes_allocated;
static unsigned long nodes_made;

static unsigned long next_random(void) {
  rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
  return rng_state >> 33;
}

static void *counted_malloc(unsigned long n) {
  void *p = malloc(n);
  if (!p) {
    puts("out of memory");
    exit(1);
  }
  bytes_allocated += n;
  return p;
}

static unsigned char pattern_of(unsigned long id) {
  return (unsigned char)(id * 131 + 17);
}

/* A new chain of 1..MAX_CHAIN nodes, each with its own blob. */
static Node *make_chain(void) {
  int len = 1 + (int)(next_random() % MAX_CHAIN);
  Node *head = NULL, *tail = NULL;
  for (int i = 0; i < len; i++) {
    Node *n = counted_malloc(sizeof(Node));
    n->id = ++nodes_made;
    n->blob_size = MIN_BLOB + next_random() % (MAX_BLOB - MIN_BLOB + 1);
    n->blob = counted_malloc(n->blob_size);
    memset(n->blob, pattern_of(n->id), n->blob_size);
    memcpy(n->blob, &n->id, sizeof n->id);
    n->next = NULL;
    if (!head)
      head = n;
    else
      tail->next = n;
    n->head = head;
    tail = n;
  }
  return head;
}

static void corrupt(const char *what, unsigned long id) {
  printf("CORRUPT: %s of node %lu\n", what, id);
  exit(1);
}

/* Checks every node of a chain and returns a checksum of what it read. */
static unsigned long verify_chain(Node *head) {
  unsigned long sum = 0, prev_id = 0;
  for (Node *n = head; n; n = n->next) {
    unsigned long stored_id, size = n->blob_size;
    unsigned char p = pattern_of(n->id);
    if (n->head != head)
      corrupt("head pointer", n->id);
    if (prev_id && n->id != prev_id + 1)
      corrupt("id sequence", n->id);
    if (size < MIN_BLOB || size > MAX_BLOB)
      corrupt("blob size", n->id);
    memcpy(&stored_id, n->blob, sizeof stored_id);
    if (stored_id != n->id)
      corrupt("blob id", n->id);
    if (n->blob[8] != p || n->blob[size / 2] != p || n->blob[size - 1] != p)
      corrupt("blob pattern", n->id);
    sum = sum * 33 + n->id * 7 + size;
    prev_id = n->id;
  }
  return sum;
}

static void free_chain(Node *head) {
  Node *n = head;
  while (n) {
    Node *next = n->next;
    free(n->blob);
    free(n);
    n = next;
  }
}

/* Parses "123", "64K", "200M" or "10G". */
static unsigned long parse_bytes(const char *s) {
  char *end;
  unsigned long n = (unsigned long)strtol(s, &end, 10);
  if (*end == 'K' || *end == 'k')
    n <<= 10;
  else if (*end == 'M' || *end == 'm')
    n <<= 20;
  else if (*end == 'G' || *end == 'g')
    n <<= 30;
  return n;
}

int main(int argc, char **argv) {
  unsigned long total = argc > 1 ? parse_bytes(argv[1]) : 10UL << 30;
  Node **slots = calloc(NSLOTS, sizeof(Node *));
  unsigned long checksum = 0, chains = 0;
  if (!slots) {
    puts("out of memory");
    return 1;
  }
  while (bytes_allocated < total) {
    unsigned long r = next_random();
    unsigned long i = r % NSLOTS;
    Node *old = slots[i];
    slots[i] = make_chain();
    chains++;
    if (!old)
      continue;
    checksum = checksum * 31 + verify_chain(old);
#ifdef __SAFECC_SAFE__
    /* Leave half of the chains to the collector. */
    if (r >> 20 & 1)
      continue;
#endif
    free_chain(old);
  }
  for (unsigned long i = 0; i < NSLOTS; i++) {
    if (slots[i]) {
      checksum = checksum * 31 + verify_chain(slots[i]);
      free_chain(slots[i]);
    }
  }
  free(slots);
  printf("allocated %lu MB in %lu chains, %lu nodes\n", bytes_allocated >> 20, chains, nodes_made);
  printf("checksum %lu\n", checksum);
  return 0;
}
