// random_seq.c — random(3): the sequences glibc's algorithm gives, which
// programs (and test suites) depend on.  random before any srandom is
// srandom(1); srandom's sequences for a few seeds; initstate with each
// kind of generator (8, 32, 64, 128 and 256-byte buffers) and setstate
// switching back and forth; the state buffers' first words; the _r forms.
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_run(const char *what, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++)
    printf(" %ld", random());
  printf("\n");
}

static int32_t first_word(const char *state) {
  int32_t w;
  memcpy(&w, state, sizeof w);
  return w;
}

static char bufs[5][256];
static const size_t sizes[5] = {8, 32, 64, 128, 256};

int main(void) {
  print_run("unseeded", 8);
  srandom(1);
  print_run("srandom(1)", 8);
  static const unsigned seeds[] = {0, 2, 42, 2147483647u, 2147483648u, 4294967295u};
  for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
    char name[40];
    snprintf(name, sizeof name, "srandom(%u)", seeds[i]);
    srandom(seeds[i]);
    print_run(name, 6);
  }

  // Each kind of generator, from its own buffer.
  char *deflt = 0;
  for (int k = 0; k < 5; k++) {
    char name[40];
    char *old = initstate(7 + (unsigned)k, bufs[k], sizes[k]);
    if (k == 0)
      deflt = old;
    else
      printf("initstate returned the previous buffer: %s\n", old == bufs[k - 1] ? "yes" : "no");
    printf("size %zu: first word %d\n", sizes[k], first_word(bufs[k]));
    snprintf(name, sizeof name, "initstate(%d, %zu)", 7 + k, sizes[k]);
    print_run(name, 6);
  }
  // Back and forth: each buffer resumes where it stopped.
  for (int round = 0; round < 3; round++)
    for (int k = 4; k >= 0; k--) {
      char name[40];
      setstate(bufs[k]);
      snprintf(name, sizeof name, "round %d, size %zu", round, sizes[k]);
      print_run(name, 3);
      printf("  left at: %d\n", first_word(bufs[(k + 4) % 5]));
    }
  setstate(deflt);
  print_run("the default state again", 4);
  srandom(5);  // reseeds the state in use, whatever its kind
  setstate(bufs[0]);
  srandom(5);
  print_run("TYPE_0 srandom(5)", 4);
  setstate(bufs[4]);
  srandom(5);
  print_run("TYPE_4 srandom(5)", 4);

  errno = 0;
  char *r = initstate(1, bufs[0], 7);
  printf("initstate with 7 bytes: %s, errno %s\n", r ? "a state" : "null",
         errno == EINVAL ? "EINVAL" : "other");
  print_run("still TYPE_4", 2);

  struct random_data rd;
  memset(&rd, 0, sizeof rd);
  static char rbuf[64];
  int ir = initstate_r(99, rbuf, sizeof rbuf, &rd);
  printf("initstate_r: %d, type %d deg %d sep %d\n", ir, rd.rand_type, rd.rand_deg, rd.rand_sep);
  printf("random_r:");
  for (int i = 0; i < 6; i++) {
    int32_t v;
    random_r(&rd, &v);
    printf(" %d", v);
  }
  printf("\n");
  srandom_r(3, &rd);
  int32_t v;
  random_r(&rd, &v);
  printf("srandom_r(3) then random_r: %d\n", v);
  print_run("random is untouched by the _r forms", 2);
  return 0;
}
