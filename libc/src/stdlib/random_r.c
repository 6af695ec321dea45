// random_r.c — the additive generator of BSD random(3), with glibc's
// reentrant interface (random_r, srandom_r, initstate_r, setstate_r).
//
// A state buffer is an int32_t word followed by the generator's table of
// `deg` words.  The first word records the kind of generator (TYPE_0 ..
// TYPE_4, picked by the buffer's size) plus MAX_TYPES times the position
// of the rear index, so that setstate can resume a buffer where it left
// off; glibc stores exactly this, so programs that keep or copy state
// buffers see the same bytes and the same sequences.  TYPE_0 is the old
// linear congruential generator; the others add x[i - sep] to x[i - deg]
// (trinomials x^deg + x^sep + 1) and return the sum's top 31 bits.
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>

enum { MAX_TYPES = 5 };

static const int degrees[MAX_TYPES] = {0, 7, 15, 31, 63};
static const int seps[MAX_TYPES] = {0, 3, 1, 3, 1};

static int fail(void) {
  errno = EINVAL;
  return -1;
}

int random_r(struct random_data *restrict buf, int32_t *restrict result) {
  int32_t *state = buf->state;
  if (buf->rand_type == 0) {
    uint32_t v = ((uint32_t)state[0] * 1103515245u + 12345u) & 0x7fffffff;
    state[0] = (int32_t)v;
    *result = (int32_t)v;
    return 0;
  }
  int32_t *f = buf->fptr, *r = buf->rptr;
  uint32_t sum = (uint32_t)*f + (uint32_t)*r;
  *f = (int32_t)sum;
  *result = (int32_t)(sum >> 1);
  // The two indices stay deg - sep apart, so one wraps at a time.
  if (++f >= buf->end_ptr) {
    f = state;
    r++;
  } else if (++r >= buf->end_ptr) {
    r = state;
  }
  buf->fptr = f;
  buf->rptr = r;
  return 0;
}

// Fills the table with 16807^i * seed mod (2^31 - 1) (Park and Miller's
// minimal standard generator, Schrage's method keeps it within 32 bits;
// the arithmetic is on int32_t, as glibc's is, which matters for seeds of
// 2^31 and above), then runs the generator 10 * deg times so that the
// first results no longer show the seed's simple structure.
int srandom_r(unsigned seed, struct random_data *buf) {
  if ((unsigned)buf->rand_type >= MAX_TYPES)
    return fail();
  int32_t *state = buf->state;
  if (seed == 0)
    seed = 1;
  state[0] = (int32_t)seed;
  if (buf->rand_type == 0)
    return 0;
  int32_t word = (int32_t)seed;
  for (int i = 1; i < buf->rand_deg; i++) {
    int32_t hi = word / 127773, lo = word % 127773;
    word = 16807 * lo - 2836 * hi;
    if (word < 0)
      word += 2147483647;
    state[i] = word;
  }
  buf->fptr = &state[buf->rand_sep];
  buf->rptr = &state[0];
  for (int i = 0; i < 10 * buf->rand_deg; i++) {
    int32_t discard;
    random_r(buf, &discard);
  }
  return 0;
}

// The word before the table: where the generator stands.
static void save_position(struct random_data *buf) {
  int32_t *state = buf->state;
  if (!state)
    return;
  int rear = buf->rand_type == 0 ? 0 : (int)(buf->rptr - state);
  state[-1] = MAX_TYPES * rear + buf->rand_type;
}

static void use_table(struct random_data *buf, int32_t *state, int type, int rear) {
  buf->rand_type = type;
  buf->rand_deg = degrees[type];
  buf->rand_sep = seps[type];
  buf->state = state;
  buf->end_ptr = &state[degrees[type]];
  if (type != 0) {
    buf->rptr = &state[rear];
    buf->fptr = &state[(rear + seps[type]) % degrees[type]];
  }
}

// The buffer's size picks the generator: 8 bytes or more TYPE_0, 32
// TYPE_1, 64 TYPE_2, 128 TYPE_3 (random's default), 256 TYPE_4.  The
// state buf used until now records its position first, as glibc does
// (so buf must be zeroed before its first initstate_r).
int initstate_r(unsigned seed, char *restrict arg_state, size_t n,
                struct random_data *restrict buf) {
  static const size_t breaks[MAX_TYPES] = {8, 32, 64, 128, 256};
  if (n < breaks[0])
    return fail();
  int type = MAX_TYPES - 1;
  while (n < breaks[type])
    type--;
  save_position(buf);
  int32_t *state = (int32_t *)(void *)arg_state + 1;
  use_table(buf, state, type, 0);
  srandom_r(seed, buf);
  save_position(buf);
  return 0;
}

// A buffer whose first word names no generator, or a position outside its
// table, is refused (EINVAL) rather than followed (glibc follows it).
// The state in use records its position first, even when the new one is
// refused, as glibc's does.
int setstate_r(char *restrict arg_state, struct random_data *restrict buf) {
  int32_t *state = (int32_t *)(void *)arg_state + 1;
  save_position(buf);
  int type = state[-1] % MAX_TYPES, rear = state[-1] / MAX_TYPES;
  if (type < 0 || (type != 0 && rear >= degrees[type]))
    return fail();
  use_table(buf, state, type, rear);
  return 0;
}
