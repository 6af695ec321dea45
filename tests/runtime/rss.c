// rss.c — freed and unreachable memory is really reused: allocate GB
// gigabytes in total in small objects (a ring of live ones held through a
// root object's aux array; replaced objects are freed half of the time
// and simply dropped otherwise) and stay under 100 MB peak RSS.
//   usage: rss GB
#include "rt_test.h"
#include <sys/resource.h>

#define RING 20000

int main(int argc, char **argv) {
  double gb = argc > 1 ? atof(argv[1]) : 1;
  uint64_t total = (uint64_t)(gb * 1e9), done = 0, n = 0, rng = 12345;
  Ptr ring = s_malloc(RING * 8);
  volatile uint64_t root = ring.c;
  while (done < total) {
    rng = rng * 6364136223846793005ull + 1442695040888963407ull;
    uint64_t size = 8 + (rng >> 33) % 240;
    uint64_t slot = (rng >> 20) % RING;
    Ptr old = load_ptr(P(ring.a + 8 * slot, ring.c));
    if (old.c && (rng >> 60) & 1)
      s_free(old);
    Ptr p = s_malloc(size);
    ((uint64_t *)p.a)[0] = n;
    store_ptr(P(ring.a + 8 * slot, ring.c), p);
    done += size;
    n++;
    if (rt_gc_pending)  // the poll compiled code makes at every loop back edge
      rt_safepoint();
  }
  // Every object still in the ring must be intact.
  long bad = 0;
  for (uint64_t i = 0; i < RING; i++) {
    Ptr p = load_ptr(P(ring.a + 8 * i, ring.c));
    if (p.c && (p.c != p.a || ((uint64_t *)p.c)[-2] < 8 || ((uint64_t *)p.c)[-1] & 31))
      bad++;
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("rss: %.1f GB in %llu objects, %llu collections, peak RSS %ld MB, %ld bad\n",
         done / 1e9, (unsigned long long)n, (unsigned long long)gc_collections,
         ru.ru_maxrss / 1024, bad);
  return (root != ring.c || bad || ru.ru_maxrss > 100 * 1024) ? 1 : 0;
}
