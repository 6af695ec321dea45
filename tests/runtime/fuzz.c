// fuzz.c — the runtime fuzzer: random sequences of malloc, realloc, free,
// pointer stores and loads, integer stores, memcpy/memmove/memset and
// forced collections, all through the runtime's entry points, checked
// against a model of every reachable object (bytes and capabilities).
// Any lost or damaged object, false trap or missed trap is a failure; the
// bad operations (out of bounds, use after free, double and invalid free)
// run in a forked child whose report and status are checked.
//   usage: fuzz SEED OPS
#include "fuzz_model.h"
#define NROOTS 64

static uint64_t rng;
static long ops_done, traps_checked, collections_checked;

static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}

static _Noreturn void fail(const char *fmt, long a, long b) {
  fprintf(stderr, "fuzz FAILED after %ld ops: ", ops_done);
  fprintf(stderr, fmt, a, b);
  fputc('\n', stderr);
  exit(1);
}

static void model_made(MObj *o) { (void)o; }
static void walk_loaded(const Walk *w) { (void)w; }

// Every walk starts at the root table, object 0.
static bool walk(Walk *out) { return walk_on(out, 0, 0, 1 + (int)below(4), false); }

static void put(int container, uint64_t w, Ptr v, int id) { set_slot(container, w, v, id); }

// The root table (object 0) is the only root.
static void sweep_model(bool verify) {
  int root = 0;
  model_sweep(&root, 1, verify);
}

static void op_alloc(void) {
  uint64_t size = random_size();
  Ptr p = alloc_checked(size);
  set_slot(0, below(NROOTS), p, new_model(p.c, size));
}

static void run_bad_child(void *arg) {
  (void)arg;
  run_bad();
}

static void expect_trap(int op, Ptr p, Ptr q, uint64_t n, const char *kind) {
  char msg[1024];
  bad_op = op;
  bad_p = p;
  bad_q = q;
  bad_n = n;
  int st = run_child(run_bad_child, NULL, msg, sizeof msg);
  if (!is_trap(st, msg, kind)) {
    fprintf(stderr, "expected a trap '%s', got status %#x and: %s\n", kind, st, msg);
    fail("missed or wrong trap (op %ld)", op, 0);
  }
  traps_checked++;
}

int main(int argc, char **argv) {
  rng = argc > 1 ? strtoull(argv[1], NULL, 10) * 2654435761u + 1 : 1;
  long nops = argc > 2 ? atol(argv[2]) : 20000;
  Ptr table = s_malloc(NROOTS * 8);
  volatile uint64_t stack_root = table.c;  // the table lives as long as main's frame
  new_model(table.c, NROOTS * 8);
  for (ops_done = 0; ops_done < nops; ops_done++) {
    uint64_t r = below(100);
    if (r < 25) op_alloc();
    else if (r < 40) op_store();
    else if (r < 47) op_int_store();
    else if (r < 60) op_copy();
    else if (r < 64) op_memset();
    else if (r < 72) op_free();
    else if (r < 78) op_realloc();
    else if (r < 84) set_slot(0, below(NROOTS), P(0, 0), -1);
    else if (r < 85) op_bad();
    else if (r < 87) {
      gc_collect();
      sweep_model(true);
      collections_checked++;
    } else {
      Walk w;
      walk(&w);  // loads are checked inside
    }
    if (ops_done % 500 == 0)
      sweep_model(true);
  }
  gc_collect();
  sweep_model(true);
  if (stack_root != objs[0].cap)
    fail("stack root changed", 0, 0);
  int live = 0;
  for (int i = 0; i < nobjs; i++)
    live += objs[i].alive;
  printf("fuzz: %ld ops, %d objects made, %d reachable at the end, %ld checked collections "
         "(%llu in all), %ld traps checked\n",
         nops, nobjs, live, collections_checked, (unsigned long long)gc_collections, traps_checked);
  return 0;
}
