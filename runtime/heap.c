// heap.c — the GC heap's memory: one reserved region cut into 64 KiB
// blocks.  A small block holds cells of one size class (objects: a 16-byte
// header then the payload; aux arrays: bare 32-aligned words); a large
// object takes a run of whole blocks.  Per-block bitmaps say which cells are
// allocated (the object-start bitmap used by conservative scanning) and
// which are marked.  Free memory is zero unless its block is marked dirty:
// the sweep only clears bits, and a cell is zeroed when a dirty block hands
// it out, so a dead object's bytes are touched once (by its next user),
// not also by the collector.  madvise makes a free block clean again.
#include "runtime.h"
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define BLOCK_SHIFT 16
#define BLOCK_SIZE ((uint64_t)1 << BLOCK_SHIFT)
#define REGION_MAX ((uint64_t)64 << 30)      // reserved if the system lets us
#define REGION_MIN ((uint64_t)64 << 20)      // the least we try (ulimit -v)
#define COMMIT_STEP ((uint64_t)64)          // blocks committed at a time
#define MAX_CELLS 2048                       // 64 KiB / 32-byte cells
#define SMALL_MAX 16384                      // largest small cell
#define NO_CLASS 0xffff

typedef struct Block Block;
struct Block {
  uint64_t cell_size;   // 0 while the block is free
  uint32_t ncells;
  uint32_t nfree;
  uint32_t hint;        // first bitmap word that may have a free cell
  uint32_t nblocks;     // length of a large run (first block only)
  uint32_t payload_off; // 16 for object cells, 0 for aux cells, align for large
  uint32_t recip;       // ceil(2^32 / cell_size) for small blocks: index without div
  uint16_t class_index; // NO_CLASS for large runs
  bool is_aux;
  bool on_partial;
  bool owned;           // some thread allocates from it (its cache, below)
  bool resident;        // a free block whose pages are still mapped
  bool dirty;           // its free cells (a free block: its pages) may hold old bytes
  Block *run;           // first block of the run (itself when small)
  Block *next_partial;
  char *start;
  uint64_t alloc_bits[MAX_CELLS / 64];
  uint64_t mark_bits[MAX_CELLS / 64];
  // The cells allocated since the marking cycle began (free when it
  // began, allocated now): its sweep keeps them, as if marked.
  uint64_t new_bits[MAX_CELLS / 64];
};

typedef struct {
  uint32_t cell_size;
  bool is_aux;
  Block *partial;       // blocks with free cells no thread owns (after a sweep)
} SizeClass;

// Thread-local allocation (docs/threads.md, step 3): each thread owns one
// block per size class and takes cells from it without a lock; only the
// owner touches an owned block's bitmap until the next sweep, which runs
// with every thread parked, gives every block up (owned = false) and
// moves heap_epoch on, so each thread drops its cache at its next
// allocation.  Taking a new block is done under the heap's lock.
#define NCLASSES 96
static _Thread_local Block *my_blocks[NCLASSES];
static _Thread_local uint64_t my_epoch;
static uint64_t heap_epoch = 1;

static char *region;
static uint64_t top_blocks;        // blocks handed out from the region so far
static uint64_t committed_blocks;  // blocks made readable and writable
static uint64_t region_size;       // bytes of address space reserved for the heap
static uint64_t max_blocks;        // region_size / BLOCK_SIZE
static Block **blocks;             // max_blocks entries, lazily filled
static uint64_t *free_map;         // bit set: block below top_blocks is free
static uint64_t free_search_from;  // no free block below this index

static SizeClass classes[NCLASSES];
static int nclasses;
static uint8_t obj_class_of[SMALL_MAX / 16 + 1];  // cell size/16 -> class
static uint8_t aux_class_of[SMALL_MAX / 32 + 1];  // cell size/32 -> class

uint64_t heap_allocated_since_gc;
// While a collection marks concurrently (gc.c), new cells are "black":
// nothing made during a cycle is freed by it.  Rather than a mark set at
// each allocation (an atomic instruction, as the marker shares the mark
// words), the cycle's start notes which cells were free (new_bits), and
// its sweep keeps those allocated since; a block or large object made
// during the cycle is all new.
bool heap_allocate_black;
static uint64_t live_bytes;

static void *map_or_die(uint64_t size, int prot) {
  void *p = mmap(NULL, size, prot, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    rt_fatal("cannot reserve memory");
  return p;
}

static void add_class(uint32_t cell_size, bool is_aux) {
  SizeClass *c = &classes[nclasses++];
  c->cell_size = cell_size;
  c->is_aux = is_aux;
}

// Object classes: steps of 16 up to 128, then four per power of two.
// Aux classes: the same sizes that are multiples of 32 (aux arrays are
// 32-aligned and cells start at the 64 KiB-aligned block start).
static void init_classes(void) {
  uint32_t sizes[48];
  int n = 0;
  for (uint32_t s = 32; s <= 128; s += 16)
    sizes[n++] = s;
  for (uint32_t p = 128; p < SMALL_MAX; p *= 2)
    for (int q = 5; q <= 8; q++)
      sizes[n++] = p * q / 4;
  for (int i = 0; i < n; i++)
    add_class(sizes[i], false);
  int first_aux = nclasses;
  for (int i = 0; i < n; i++)
    if (sizes[i] % 32 == 0)
      add_class(sizes[i], true);

  int c = 0;
  for (uint32_t k = 0; k <= SMALL_MAX / 16; k++) {
    while (classes[c].cell_size < k * 16)
      c++;
    obj_class_of[k] = c;
  }
  c = first_aux;
  for (uint32_t k = 0; k <= SMALL_MAX / 32; k++) {
    while (classes[c].cell_size < k * 32)
      c++;
    aux_class_of[k] = c;
  }
}

// Reserves the heap's address range: 64 GiB, or the largest power of two
// the system grants (a `ulimit -v` limit), down to 64 MiB.
static char *reserve_region(void) {
  for (region_size = REGION_MAX; region_size >= REGION_MIN; region_size /= 2) {
    void *p = mmap(NULL, region_size + BLOCK_SIZE, PROT_NONE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p != MAP_FAILED) {
      max_blocks = region_size >> BLOCK_SHIFT;
      return p;
    }
  }
  rt_fatal("cannot reserve memory");
  return NULL;
}

void heap_init(void) {
  // Reserve with PROT_NONE (costs nothing), then commit as the heap grows.
  char *raw = reserve_region();
  region = (char *)(((uintptr_t)raw + BLOCK_SIZE - 1) & ~(uintptr_t)(BLOCK_SIZE - 1));
  blocks = map_or_die(max_blocks * sizeof(Block *), PROT_READ | PROT_WRITE);
  free_map = map_or_die(max_blocks / 8, PROT_READ | PROT_WRITE);
  init_classes();
}

static bool block_is_free(uint64_t i) { return free_map[i / 64] >> (i % 64) & 1; }
static void set_block_free(uint64_t i, bool f) {
  if (f) {
    free_map[i / 64] |= (uint64_t)1 << (i % 64);
    if (i < free_search_from)
      free_search_from = i;
  } else {
    free_map[i / 64] &= ~((uint64_t)1 << (i % 64));
  }
}

static uint64_t resident_free_blocks;

// A free block is being reused: it is no longer counted as resident-free.
static void take_block_info(uint64_t i) {
  if (blocks[i] && blocks[i]->resident) {
    blocks[i]->resident = false;
    resident_free_blocks--;
  }
}

// First fit over the free blocks below top_blocks, else fresh blocks
// from the top of the region.  Returns the index of the first block.
static uint64_t take_blocks(uint64_t k) {
  uint64_t run = 0;
  bool skipping = true;
  for (uint64_t i = free_search_from; i < top_blocks; i++) {
    if (run == 0 && i % 64 == 0 && free_map[i / 64] == 0) {
      i += 63;
      continue;
    }
    if (!block_is_free(i)) {
      run = 0;
      continue;
    }
    if (skipping) {
      free_search_from = i;
      skipping = false;
    }
    if (++run == k) {
      uint64_t first = i + 1 - k;
      for (uint64_t j = first; j <= i; j++) {
        set_block_free(j, false);
        take_block_info(j);
      }
      return first;
    }
  }
  if (skipping)
    free_search_from = top_blocks;
  if (top_blocks + k > max_blocks)
    return UINT64_MAX;
  uint64_t first = top_blocks;
  top_blocks += k;
  if (top_blocks > committed_blocks) {
    // Grow by half again (at least COMMIT_STEP blocks): each mprotect
    // interrupts every other core running the program (the marker too)
    // to flush its TLB, and committed pages cost nothing until touched.
    uint64_t step = committed_blocks / 2 > COMMIT_STEP ? committed_blocks / 2 : COMMIT_STEP;
    uint64_t want = (top_blocks + step - 1) / COMMIT_STEP * COMMIT_STEP;
    if (want < top_blocks)
      want = top_blocks;
    if (want > max_blocks)
      want = max_blocks;
    if (mprotect(region + committed_blocks * BLOCK_SIZE,
                 (want - committed_blocks) * BLOCK_SIZE, PROT_READ | PROT_WRITE))
      rt_fatal("out of memory");
    committed_blocks = want;
  }
  return first;
}

static Block *block_info(uint64_t i) {
  if (!blocks[i]) {
    blocks[i] = calloc(1, sizeof(Block));
    if (!blocks[i])
      rt_fatal("out of memory for block metadata");
  }
  return blocks[i];
}

// Makes a run of blocks free for any use.  A resident block keeps its
// pages (and their old bytes: it is dirty), so reusing it costs no page
// faults; the sweep returns the excess to the kernel afterwards
// (trim_resident), which leaves those blocks zero.
static void release_blocks(uint64_t first, uint64_t k, bool resident) {
  if (!resident)
    madvise(region + first * BLOCK_SIZE, k * BLOCK_SIZE, MADV_DONTNEED);
  for (uint64_t j = first; j < first + k; j++) {
    Block *b = blocks[j];
    b->cell_size = 0;
    b->run = NULL;
    b->resident = resident;
    b->dirty = resident;
    set_block_free(j, true);
  }
  if (resident)
    resident_free_blocks += k;
}

// Keeps at most `keep` free blocks' pages mapped, returning the highest
// ones to the kernel first (first fit reuses the lowest).
static void trim_resident(uint64_t keep) {
  for (uint64_t i = top_blocks; i-- > 0 && resident_free_blocks > keep;) {
    Block *b = blocks[i];
    if (b && b->resident && block_is_free(i)) {
      madvise(region + i * BLOCK_SIZE, BLOCK_SIZE, MADV_DONTNEED);
      b->resident = false;
      b->dirty = false;
      resident_free_blocks--;
    }
  }
}


static Block *new_small_block(int ci) {
  uint64_t i = take_blocks(1);
  if (i == UINT64_MAX)
    return NULL;
  Block *b = block_info(i);
  SizeClass *c = &classes[ci];
  bool dirty = b->dirty;
  memset(b, 0, sizeof *b);
  b->dirty = dirty;
  b->cell_size = c->cell_size;
  b->ncells = BLOCK_SIZE / c->cell_size;
  b->nfree = b->ncells;
  b->nblocks = 1;
  b->payload_off = c->is_aux ? 0 : 16;
  // Exact for every offset inside a 64 KiB block and cells up to 16 KiB.
  b->recip = (uint32_t)((((uint64_t)1 << 32) + c->cell_size - 1) / c->cell_size);
  b->class_index = ci;
  b->is_aux = c->is_aux;
  b->run = b;
  b->start = region + i * BLOCK_SIZE;
  if (__atomic_load_n(&heap_allocate_black, __ATOMIC_RELAXED))
    memset(b->new_bits, 0xff, sizeof b->new_bits);  // made during a cycle: all new
  // Bits past the last cell count as allocated so the search skips them.
  uint32_t w = b->ncells / 64;
  if (b->ncells % 64)
    b->alloc_bits[w++] = ~(uint64_t)0 << (b->ncells % 64);
  for (; w < MAX_CELLS / 64; w++)
    b->alloc_bits[w] = ~(uint64_t)0;
  return b;
}

// Cells are small and this runs on every allocation from a dirty block:
// plain stores up to 256 bytes, memset beyond.
static void zero_cell(char *cell, uint64_t bytes) {
  if (bytes > 256) {
    memset(cell, 0, bytes);
    return;
  }
  uint64_t *w = (uint64_t *)cell;
  for (uint64_t i = 0; i < bytes / 8; i += 2) {
    w[i] = 0;
    w[i + 1] = 0;
  }
}

// Is cell i marked, or new (allocated during the marking cycle, so kept
// without being traced: every capability stored into it was shaded)?
static bool is_marked(Block *b, uint32_t i) {
  uint64_t bit = (uint64_t)1 << (i % 64);
  return ((__atomic_load_n(&b->mark_bits[i / 64], __ATOMIC_RELAXED) | b->new_bits[i / 64]) &
          bit) != 0;
}

// Sets cell i's mark bit; true if it was neither marked nor new.  While a
// cycle marks beside the program the marking thread and threads shading
// stored capabilities may set bits of one word at once, so the OR is
// atomic then; a collection with the world stopped has one marker.
static bool set_mark(Block *b, uint32_t i) {
  uint64_t bit = (uint64_t)1 << (i % 64);
  if (is_marked(b, i))
    return false;
  if (!__atomic_load_n(&heap_allocate_black, __ATOMIC_RELAXED)) {
    b->mark_bits[i / 64] |= bit;
    return true;
  }
  return !(__atomic_fetch_or(&b->mark_bits[i / 64], bit, __ATOMIC_RELAXED) & bit);
}

static char *take_cell(Block *b) {
  for (uint32_t w = b->hint; w < MAX_CELLS / 64; w++) {
    uint64_t freebits = ~b->alloc_bits[w];
    if (freebits) {
      uint32_t bit = ctz64(freebits);
      b->alloc_bits[w] |= (uint64_t)1 << bit;
      b->hint = w;
      b->nfree--;
      char *cell = b->start + (uint64_t)(w * 64 + bit) * b->cell_size;
      if (b->dirty)
        zero_cell(cell, b->cell_size);
      return cell;
    }
  }
  return NULL;
}

// A block of class ci with a free cell for the calling thread to own:
// one from the partial list, or a new one.  Its free cells count as
// allocated from now on (the collection trigger's unit is the block).
// Called under the heap's lock.
static Block *own_block(int ci) {
  SizeClass *c = &classes[ci];
  Block *b;
  while ((b = c->partial) && b->nfree == 0) {
    c->partial = b->next_partial;
    b->on_partial = false;
  }
  if (b) {
    c->partial = b->next_partial;
    b->on_partial = false;
  } else {
    b = new_small_block(ci);
    if (!b)
      return NULL;
  }
  b->owned = true;
  heap_allocated_since_gc += (uint64_t)b->nfree * b->cell_size;
  return b;
}

// The heap's lock: a leaf lock (thread.c), held only to own a block and
// for large objects, code that neither polls, blocks nor collects.  A
// collection needs no lock: every other thread is parked then, never
// inside the allocator.  With one thread no other can be in it (only it
// can make one), so the lock is skipped, as aux.c skips its locked
// instruction.
static pthread_mutex_t heap_mu = PTHREAD_MUTEX_INITIALIZER;

static bool lock_heap(void) {
  Thread *first = __atomic_load_n(&rt_threads, __ATOMIC_ACQUIRE);
  if (!first || !__atomic_load_n(&first->next, __ATOMIC_ACQUIRE))
    return false;
  pthread_mutex_lock(&heap_mu);
  return true;
}

static void unlock_heap(bool locked) {
  if (locked)
    pthread_mutex_unlock(&heap_mu);
}

// A cell of class ci from the calling thread's own block; the lock only
// to own a new block when that one is full.
static char *alloc_small(int ci) {
  if (my_epoch != __atomic_load_n(&heap_epoch, __ATOMIC_ACQUIRE)) {
    memset(my_blocks, 0, sizeof my_blocks);
    my_epoch = heap_epoch;
  }
  Block *b = my_blocks[ci];
  if (!b || b->nfree == 0) {
    bool locked = lock_heap();
    if (b)
      b->owned = false;  // full: it returns to the partial list at a sweep
    b = own_block(ci);
    unlock_heap(locked);
    my_blocks[ci] = b;
    if (!b)
      return NULL;
  }
  return take_cell(b);
}

static char *alloc_large_locked(uint64_t bytes, uint32_t payload_off, bool is_aux) {
  uint64_t k = (bytes + BLOCK_SIZE - 1) / BLOCK_SIZE;
  uint64_t first = take_blocks(k);
  if (first == UINT64_MAX)
    return NULL;
  for (uint64_t j = first; j < first + k; j++)
    if (blocks[j] && blocks[j]->dirty) {
      memset(region + j * BLOCK_SIZE, 0, BLOCK_SIZE);
      blocks[j]->dirty = false;
    }
  Block *b = block_info(first);
  memset(b, 0, sizeof *b);
  b->cell_size = k * BLOCK_SIZE;
  b->ncells = 1;
  b->nblocks = k;
  b->payload_off = payload_off;
  b->class_index = NO_CLASS;
  b->is_aux = is_aux;
  b->run = b;
  b->start = region + first * BLOCK_SIZE;
  b->alloc_bits[0] = 1;
  if (__atomic_load_n(&heap_allocate_black, __ATOMIC_RELAXED))
    b->new_bits[0] = 1;
  for (uint64_t j = first + 1; j < first + k; j++) {
    Block *c = block_info(j);
    c->cell_size = b->cell_size;
    c->run = b;
  }
  heap_allocated_since_gc += b->cell_size;
  return b->start;
}

static char *alloc_large(uint64_t bytes, uint32_t payload_off, bool is_aux) {
  bool locked = lock_heap();
  char *cell = alloc_large_locked(bytes, payload_off, is_aux);
  unlock_heap(locked);
  return cell;
}

// A zeroed object with the given header tags; align is a power of two.
// Returns the payload (the capability) or NULL when memory runs out.
void *heap_alloc(uint64_t size, uint64_t align, uint64_t tags) {
  if (size > region_size / 2 || align > BLOCK_SIZE / 2)
    return NULL;
  char *cell;
  uint32_t off = 16;
  if (size + 16 <= SMALL_MAX && align <= 16) {
    cell = alloc_small(obj_class_of[(size + 16 + 15) / 16]);
  } else {
    if (align > 16)
      off = (uint32_t)align;
    cell = alloc_large(size + off, off, false);
  }
  if (!cell)
    return NULL;
  ObjHeader *h = (ObjHeader *)(cell + off - 16);
  h->size = size;
  h->aux = tags;
  return cell + off;
}

// A zeroed, 32-aligned aux array of nwords capability words.
uint64_t *heap_alloc_aux(uint64_t nwords) {
  uint64_t bytes = (nwords * 8 + 31) & ~(uint64_t)31;
  if (bytes == 0)
    bytes = 32;
  if (bytes <= SMALL_MAX)
    return (uint64_t *)alloc_small(aux_class_of[bytes / 32]);
  return (uint64_t *)alloc_large(bytes, 0, true);
}

bool heap_contains(uint64_t addr) {
  return addr >= (uint64_t)(uintptr_t)region &&
         addr < (uint64_t)(uintptr_t)region + top_blocks * BLOCK_SIZE;
}

// The block and cell index of the allocated cell containing addr.
static bool locate(uint64_t addr, Block **bp, uint32_t *idx) {
  if (!heap_contains(addr))
    return false;
  Block *b = blocks[(addr - (uint64_t)(uintptr_t)region) >> BLOCK_SHIFT];
  if (!b || !b->cell_size)
    return false;
  b = b->run;
  uint64_t off = addr - (uint64_t)(uintptr_t)b->start;
  uint64_t i = b->class_index == NO_CLASS ? (off < b->cell_size ? 0 : 1)
                                          : (off * b->recip) >> 32;
  if (i >= b->ncells || !(b->alloc_bits[i / 64] >> (i % 64) & 1))
    return false;
  *bp = b;
  *idx = (uint32_t)i;
  return true;
}

uint64_t heap_find_cell(uint64_t addr, bool *is_aux) {
  Block *b;
  uint32_t i;
  if (!locate(addr, &b, &i))
    return 0;
  *is_aux = b->is_aux;
  return (uint64_t)(uintptr_t)b->start + (uint64_t)i * b->cell_size + b->payload_off;
}

uint64_t heap_object_at(uint64_t addr) {
  Block *b;
  uint32_t i;
  if (!locate(addr, &b, &i) || b->is_aux)
    return 0;
  if ((uint64_t)(uintptr_t)b->start + (uint64_t)i * b->cell_size + b->payload_off != addr)
    return 0;
  return addr;
}

// The size of the cell that starts at (or whose payload starts at) addr.
uint64_t heap_cell_bytes(uint64_t addr) {
  Block *b;
  uint32_t i;
  if (!locate(addr, &b, &i))
    return 0;
  return b->cell_size - (addr - ((uint64_t)(uintptr_t)b->start + (uint64_t)i * b->cell_size));
}

// For a capability from an aux array: 0 if addr is not an object's
// payload start, else 1 if it was unmarked (now marked), 2 if marked
// already; *freed tells a freed object (which is not marked).  One lookup.
int heap_mark_object(uint64_t addr, bool *freed) {
  Block *b;
  uint32_t i;
  if (!locate(addr, &b, &i) || b->is_aux)
    return 0;
  if ((uint64_t)(uintptr_t)b->start + (uint64_t)i * b->cell_size + b->payload_off != addr)
    return 0;
  // Marked (or new) already: live, or freed but held by a conservative
  // root, which keeps its cell this cycle anyway; either way no header
  // read is needed.
  if (is_marked(b, i))
    return 2;
  *freed = (HEADER(addr)->aux & TAG_FREED) != 0;
  if (*freed)
    return 1;
  return set_mark(b, i) ? 1 : 2;
}

bool heap_mark(uint64_t addr) {
  Block *b;
  uint32_t i;
  if (!locate(addr, &b, &i))
    return false;
  return set_mark(b, i);
}

// Clears every mark; with note_free, also notes the cells free now as
// new_bits, for a marking cycle that starts (else none is new).
void heap_clear_marks(bool note_free) {
  for (uint64_t i = 0; i < top_blocks; i++) {
    Block *b = blocks[i];
    if (!b || !b->cell_size || b->run != b)
      continue;
    memset(b->mark_bits, 0, sizeof b->mark_bits);
    bool small = b->class_index != NO_CLASS;
    for (uint32_t w = 0; w < MAX_CELLS / 64; w++)
      b->new_bits[w] = note_free && small ? ~b->alloc_bits[w] : 0;
  }
}

static void sweep_small(Block *b) {
  bool any_live = false;
  for (uint32_t w = 0; w < (b->ncells + 63) / 64; w++) {
    uint64_t valid = w * 64 + 64 <= b->ncells ? ~(uint64_t)0
                                              : ((uint64_t)1 << (b->ncells % 64)) - 1;
    if ((b->alloc_bits[w] & valid & (b->mark_bits[w] | b->new_bits[w])) != 0)
      any_live = true;
  }
  b->owned = false;  // every thread's cache is dropped (heap_sweep)
  if (!any_live) {
    SizeClass *c = &classes[b->class_index];
    if (b->on_partial) {
      Block **pp = &c->partial;
      while (*pp != b)
        pp = &(*pp)->next_partial;
      *pp = b->next_partial;
      b->on_partial = false;
    }
    release_blocks((uint64_t)(b->start - region) / BLOCK_SIZE, 1, true);
    return;
  }
  for (uint32_t w = 0; w < (b->ncells + 63) / 64; w++) {
    uint64_t valid = w * 64 + 64 <= b->ncells ? ~(uint64_t)0
                                              : ((uint64_t)1 << (b->ncells % 64)) - 1;
    uint64_t dead = b->alloc_bits[w] & valid & ~b->mark_bits[w] & ~b->new_bits[w];
    b->new_bits[w] = 0;
    if (dead) {
      b->alloc_bits[w] &= ~dead;
      b->nfree += popcount64(dead);
      b->dirty = true;
    }
  }
  live_bytes += (uint64_t)(b->ncells - b->nfree) * b->cell_size;
  b->hint = 0;
  SizeClass *c = &classes[b->class_index];
  if (b->nfree > 0 && !b->on_partial) {
    b->next_partial = c->partial;
    c->partial = b;
    b->on_partial = true;
  }
}

// Frees every allocated, unmarked cell; returns the bytes still in use.
uint64_t heap_sweep(void) {
  live_bytes = 0;
  for (uint64_t i = 0; i < top_blocks;) {
    Block *b = blocks[i];
    if (!b || !b->cell_size || b->run != b) {
      i++;
      continue;
    }
    uint64_t k = b->nblocks;
    if (b->class_index == NO_CLASS) {
      if ((b->mark_bits[0] | b->new_bits[0]) & 1) {
        b->new_bits[0] = 0;
        live_bytes += b->cell_size;
      } else {
        // Keep its pages: dropping big buffers in a loop must not cost a
        // page fault per 4 KiB on the next allocation.  trim_resident
        // returns what exceeds the budget.
        release_blocks(i, k, true);
      }
    } else {
      sweep_small(b);
    }
    i += k;
  }
  heap_allocated_since_gc = 0;
  __atomic_add_fetch(&heap_epoch, 1, __ATOMIC_RELEASE);
  // Keep free pages for about one collection cycle's worth of allocation:
  // two triggers' worth, as the program allocates on while a cycle marks
  // (gc.c); pages given back are faulted in again soon after.
  uint64_t keep = 2 * (live_bytes > ((uint64_t)16 << 20) ? live_bytes : ((uint64_t)16 << 20)) / BLOCK_SIZE;
  trim_resident(keep);
  return live_bytes;
}

uint64_t heap_footprint(void) { return top_blocks * BLOCK_SIZE; }
