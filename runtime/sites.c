// sites.c — where heap objects were allocated and freed, for trap
// reports (SAFECC_OPTIONS=sites=1; docs/safe-mode.md "Trap reports").
// With the option on, malloc and its relatives allocate a trailer after
// the payload, at the end of the object's cell, beyond its exact bounds
// so that the program can never reach it: the return addresses of the
// first SITE_FRAMES safe frames of the allocation and, once it is freed,
// of the free.  A trap on the object then names both places.  Off, the
// allocator does nothing more than before.
//
// The frames are found through the frame pointers every safe function
// keeps (push %rbp; mov %rsp, %rbp), starting from an entry point's
// words: the entry shim's own frame record lies right below them.
#include "runtime.h"

bool rt_record_sites;

#define SITE_MAGIC 0x5afecc0051735ULL

typedef struct {
  uint64_t magic;  // SITE_MAGIC ^ the payload's address
  uint64_t allocated[SITE_FRAMES];
  uint64_t freed[SITE_FRAMES];
} SiteTrailer;

// Return addresses along the frame-pointer chain that starts at frame
// record fp (fp[0]: the caller's record, fp[1]: the return address), at
// most max of them.  The chain must climb the current stack.
int rt_collect_frames(uint64_t fp, uint64_t *pcs, int max) {
  uint64_t top = rt_current_stack_top();
  int n = 0;
  while (n < max && fp && !(fp & 7) && fp + 16 <= top) {
    const uint64_t *record = (const uint64_t *)(uintptr_t)fp;
    if (!record[1])
      break;
    pcs[n++] = record[1];
    if (record[0] <= fp)
      break;
    fp = record[0];
  }
  return n;
}

// Where the trailer of heap object cap is, if it has one: the last
// 8-aligned SiteTrailer of its cell, whose bytes from cap on are `bytes`.
static SiteTrailer *trailer_place(uint64_t cap, uint64_t bytes) {
  uint64_t at = (cap + bytes - sizeof(SiteTrailer)) & ~(uint64_t)7;
  return (SiteTrailer *)(uintptr_t)at;
}

// The trailer of heap object cap, or NULL when it has none.
static SiteTrailer *trailer_of(uint64_t cap) {
  if (!cap || !heap_contains(cap))
    return NULL;
  uint64_t bytes = heap_cell_bytes(cap);
  if (bytes < sizeof(SiteTrailer))
    return NULL;
  SiteTrailer *t = trailer_place(cap, bytes);
  return t->magic == (SITE_MAGIC ^ cap) ? t : NULL;
}

// The frames of the safe code that called the entry point whose words
// are `words` (SC_ENTRY: the shim's record is the two words below).
static void note_frames(const uint64_t *words, uint64_t *pcs) {
  for (int i = 0; i < SITE_FRAMES; i++)
    pcs[i] = 0;
  rt_collect_frames((uint64_t)(uintptr_t)(words - 2), pcs, SITE_FRAMES);
}

void *sites_alloc(uint64_t size, uint64_t align, const uint64_t *words) {
  if (size > UINT64_MAX - sizeof(SiteTrailer) - 8)
    return NULL;
  uint8_t *p = gc_alloc(size + sizeof(SiteTrailer) + 8, align, KIND_HEAP << KIND_SHIFT);
  if (!p)
    return NULL;
  uint64_t cap = (uint64_t)(uintptr_t)p;
  HEADER(cap)->size = size;
  SiteTrailer *t = trailer_place(cap, heap_cell_bytes(cap));
  t->magic = SITE_MAGIC ^ cap;
  note_frames(words, t->allocated);
  return p;
}

void sites_note_free(uint64_t cap, const uint64_t *words) {
  SiteTrailer *t = trailer_of(cap);
  if (t)
    note_frames(words, t->freed);
}

// The recorded allocation and free frames of heap object cap (zeros
// where none); false when it has no trailer.
bool sites_of(uint64_t cap, uint64_t *allocated, uint64_t *freed) {
  SiteTrailer *t = trailer_of(cap);
  if (!t)
    return false;
  for (int i = 0; i < SITE_FRAMES; i++) {
    allocated[i] = t->allocated[i];
    freed[i] = t->freed[i];
  }
  return true;
}
