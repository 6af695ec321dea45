// gc_stress.c — objects reachable only through aux capabilities, a
// global's aux array (a zero-initialised global listed in sc_globals, as
// the compiler emits it), the stack, or a single register must survive
// every collection with their contents and capabilities intact, while
// garbage is reclaimed.  Run it with SAFECC_GC_EVERY=N for more
// collections inside the allocation path.
//   usage: gc_stress ROUNDS
#include "rt_test.h"

// A zero-initialised safe global of 32 pointer slots: .bss header, filled
// by the runtime from the sc_globals table.
#define GSLOTS 32
_Alignas(16) static struct { uint64_t size, aux; uint64_t slot[GSLOTS]; } global_obj;
__attribute__((section("sc_globals"), used))
static const uint64_t global_entry[3] = {(uint64_t)(uintptr_t)&global_obj, GSLOTS * 8, 2 << 3};

uint64_t hold_in_r11_across_safepoint(uint64_t masked, uint64_t key);
uint64_t hold_in_rbx_across_collect(uint64_t masked, uint64_t key);

static uint64_t rng = 88172645463325252ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static long failures;
#define CHECK(cond, ...) do { if (!(cond)) { fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); failures++; } } while (0)

// Object layout: word 0 = next (pointer, capability in aux), word 1 = id,
// then bytes derived from the id.
static uint8_t pattern(uint64_t id, uint64_t i) { return (uint8_t)(id * 131 + i * 7 + (i >> 8)); }

static Ptr make_obj(uint64_t id, Ptr next) {
  uint64_t size = 16 + rnd() % 300;
  if (rnd() % 50 == 0)
    size += 70000;  // now and then a large object
  Ptr p = s_malloc(size);
  store_ptr(P(p.a, p.c), next);
  ((uint64_t *)p.a)[1] = id;
  for (uint64_t i = 16; i < size; i++)
    ((uint8_t *)p.a)[i] = pattern(id, i);
  return p;
}

static int obj_ok(Ptr p, uint64_t id) {
  if (!p.c || p.a != p.c)
    return 0;
  uint64_t *h = (uint64_t *)p.c - 2;
  if ((h[1] & 31) != 0 || h[0] < 16 || ((uint64_t *)p.a)[1] != id)
    return 0;
  for (uint64_t i = 16; i < h[0]; i++)
    if (((uint8_t *)p.a)[i] != pattern(id, i))
      return 0;
  return 1;
}

// A chain of n objects linked through aux capabilities only; ids count
// down from first_id + n - 1 at the head to first_id at the tail.
static Ptr make_chain(uint64_t first_id, int n) {
  Ptr head = {0, 0};
  for (int i = 0; i < n; i++)
    head = make_obj(first_id + i, head);
  return head;
}

static int chain_ok(Ptr head, uint64_t first_id, int n) {
  for (int i = n - 1; i >= 0; i--) {
    if (!obj_ok(head, first_id + i))
      return 0;
    head = load_ptr(P(head.a, head.c));
  }
  return head.a == 0 && head.c == 0;
}

static void make_garbage(int n) {
  for (int i = 0; i < n; i++) {
    Ptr p = s_malloc(rnd() % 200);
    if (rnd() % 3 == 0)
      s_free(p);
  }
}

// Overwrites dead stack below the caller, so stale copies of pointers
// cannot keep objects alive by accident.
static __attribute__((noinline)) void scrub_stack(void) {
  volatile char junk[32768];
  memset((char *)junk, 0, sizeof junk);
}

static __attribute__((noinline)) uint64_t masked_obj(uint64_t id, uint64_t key) {
  Ptr p = make_obj(id, P(0, 0));
  return p.a ^ key;
}

static void test_registers(uint64_t id) {
  uint64_t key = 0x5a5a5a5a5a5a5a5aull ^ id;
  uint64_t m = masked_obj(id, key);
  scrub_stack();
  // A freed cell is zeroed by the sweep, so checking right away suffices;
  // then the stack keeps it while garbage is made, and it is checked again.
  volatile uint64_t keep = hold_in_r11_across_safepoint(m, key) ^ key;
  CHECK(obj_ok(P(keep, keep), id), "object held only in %%r11 across a safepoint was lost");
  make_garbage(2000);
  CHECK(obj_ok(P(keep, keep), id), "object rooted on the stack was lost");
  m = masked_obj(id + 1, key);
  scrub_stack();
  keep = hold_in_rbx_across_collect(m, key) ^ key;
  CHECK(obj_ok(P(keep, keep), id + 1), "object held only in %%rbx across a collection was lost");
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 20;
  Ptr g = P((uint64_t)(uintptr_t)global_obj.slot, (uint64_t)(uintptr_t)global_obj.slot);
  volatile uint64_t stack_roots[8];
  int chain_len[GSLOTS] = {0}, stack_len[8] = {0};
  uint64_t chain_id[GSLOTS] = {0}, stack_id[8] = {0};
  uint64_t next_id = 1;
  s_free(s_malloc(1));  // initialises the runtime
  CHECK(global_obj.size == GSLOTS * 8 && global_obj.aux == (2 << 3),
        "the .bss global's header was not filled from sc_globals");
  for (int i = 0; i < 8; i++)
    stack_roots[i] = 0;
  for (int r = 0; r < rounds; r++) {
    // Replace a few global chains and stack chains; the old ones are garbage.
    for (int k = 0; k < 4; k++) {
      int s = rnd() % GSLOTS;
      chain_len[s] = 1 + rnd() % 60;
      chain_id[s] = next_id;
      next_id += chain_len[s];
      store_ptr(P(g.a + 8 * s, g.c), make_chain(chain_id[s], chain_len[s]));
    }
    int s = rnd() % 8;
    stack_len[s] = 1 + rnd() % 40;
    stack_id[s] = next_id;
    next_id += stack_len[s];
    stack_roots[s] = make_chain(stack_id[s], stack_len[s]).a;
    make_garbage(5000);
    test_registers(next_id);
    next_id += 2;
    gc_collect();
    for (int i = 0; i < GSLOTS; i++)
      if (chain_len[i])
        CHECK(chain_ok(load_ptr(P(g.a + 8 * i, g.c)), chain_id[i], chain_len[i]),
              "round %d: chain in global slot %d damaged or lost", r, i);
    for (int i = 0; i < 8; i++)
      if (stack_len[i])
        CHECK(chain_ok(P(stack_roots[i], stack_roots[i]), stack_id[i], stack_len[i]),
              "round %d: chain rooted on the stack (%d) damaged or lost", r, i);
  }
  printf("gc_stress: %d rounds, %llu objects in chains, %llu collections, %ld failures\n",
         rounds, (unsigned long long)next_id, (unsigned long long)gc_collections, failures);
  return failures != 0;
}
