// regexec.c — runs a program of regcode.c against a string.
//
// For each start position from the left, a depth-first search tries the
// paths of the program in priority order (the first branch of a split,
// loop bodies before loop exits) and keeps the longest end it reaches,
// with the registers of the first path that reached it: the leftmost-
// longest match, and the submatches of the highest-priority path among
// those that make it, which is what glibc's set_regs finds.
//
// Without back-references, what a state (instruction, position) leads to
// does not depend on how it was reached, so each state at a branch or a
// join is expanded once: a bit table (the memo) remembers the states seen,
// across start positions too, since every state seen from an earlier start
// leads to no match at all.  That bounds a search by O(program x subject).
// With back-references, the registers the rest of the search can depend on
// belong to the state too, and the memo is a set of such tuples
// (regmemo.c); that search is also bounded by RX_MAX_STEPS, past which
// regexec gives up with REG_ESPACE, as it does when the bit table would be
// larger than RX_MAX_MEMO_BYTES.
#include "regex_impl.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

// A backtracking entry: a >= 0 restores slot a to b; a < 0 resumes at
// pc ~a, position b.
typedef struct {
  int a, b;
} Entry;

typedef struct {
  const struct __regex_prog *p;
  const unsigned char *s;
  int n;                 // the end of the subject
  int eflags;
  int first_only;        // any match will do (no offsets wanted)
  int budget;            // count steps against RX_MAX_STEPS (no memo)
  int *slot;             // registers, see below
  int *best;             // the registers of the best match so far
  int best_end, best_tail;
  Entry *stk;            // the first INITIAL_STACK entries share slot's block
  int sp, cap;
  int memo_on;           // the memo is in use: 1 the bit table, 2 the tuples
  unsigned char *memo;   // bit (pos - base) * rows + row: seen
  size_t rows, width;    // rows per position; positions base..base+width-1 allocated
  int base;
  rx_tuples tuples;      // with back-references
  int *key;              // a tuple being looked up
  long steps;
  int err;
} Match;

// Slots: group g is slot[2g], slot[2g+1] (group 0 is the whole match);
// glibc's snapshot of the registers (prev_idx_match) follows at
// slot[NCAP + ...], then the visit registers at slot[VIS + ...], and last
// the tail flag: 1 if an assertion passed since the last byte consumed.
//
// A visit register holds the position at which the current path last went
// through its instruction.  glibc walks the path of the submatches one node
// at a time, and when the first branch of a node leads to a node it has
// been through since it last consumed a byte, it takes the second branch:
// that is how a loop ends after an iteration that matched nothing, and
// what decides the submatches of nested loops such as (a*){1,2}*.  A SPLIT
// whose first branch was visited at the current position does the same.
//
// The tail flag reproduces a preference of glibc's: it copies what follows
// an anchor for each anchor, so a match that ends right after an assertion
// reaches a copy of the final node, and glibc takes the submatches of a
// path that reaches the original final node when there is one ((a*)(a|$)
// on "aa" gives (0,1)(1,2), not (0,2)(2,2)).
#define NCAP(p) (2 * ((p)->ngroups + 1))
#define VIS(p) (2 * NCAP(p))
#define TAIL(p) (VIS(p) + (p)->nvis)

static int is_word(int c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

static int assert_ok(const Match *m, int kind, int pos) {
  int nl = (m->p->cflags & REG_NEWLINE) != 0;
  int prev_word = pos > 0 && is_word(m->s[pos - 1]);
  int next_word = pos < m->n && is_word(m->s[pos]);
  switch (kind) {
  case RA_BOL:
    return pos == 0 ? !(m->eflags & REG_NOTBOL) : nl && m->s[pos - 1] == '\n';
  case RA_EOL:
    return pos == m->n ? !(m->eflags & REG_NOTEOL) : nl && m->s[pos] == '\n';
  case RA_BUFBEG: return pos == 0;
  case RA_BUFEND: return pos == m->n;
  case RA_WORDB: return prev_word != next_word;
  case RA_NWORDB: return prev_word == next_word;
  case RA_WBEG: return !prev_word && next_word;
  default: return prev_word && !next_word;  // RA_WEND
  }
}

#define INITIAL_STACK 64

static int push(Match *m, int a, int b) {
  if (m->sp == m->cap) {
    // The first stack shares an allocation with the registers (one malloc
    // per regexec for short subjects); past it, the stack has its own.
    int cap = 2 * m->cap;
    Entry *s = m->cap < INT_MAX / 2 ? malloc((size_t)cap * sizeof *s) : 0;
    if (!s) {
      m->err = REG_ESPACE;
      return 0;
    }
    memcpy(s, m->stk, (size_t)m->sp * sizeof *s);
    if (m->cap > INITIAL_STACK)
      free(m->stk);
    m->stk = s;
    m->cap = cap;
  }
  m->stk[m->sp].a = a;
  m->stk[m->sp].b = b;
  m->sp++;
  return 1;
}

// Sets slot I to V, remembering the old value for backtracking.
static int set_slot(Match *m, int i, int v) {
  if (m->slot[i] == v)
    return 1;
  if (!push(m, i, m->slot[i]))
    return 0;
  m->slot[i] = v;
  return 1;
}

// Copies registers FROM..FROM+N to TO..TO+N (undoably).
static int copy_slots(Match *m, int to, int from, int n) {
  for (int i = 0; i < n; i++)
    if (!set_slot(m, to + i, m->slot[from + i]))
      return 0;
  return 1;
}

// With back-references: the state is also the registers of the groups
// referred to, or with optional groups (whose empty iterations copy all
// registers from the snapshot) every group register and the snapshot.
static int seen_tuple(Match *m, int row, int pos) {
  const struct __regex_prog *p = m->p;
  int *key = m->key, k = 3;
  key[0] = row;
  key[1] = pos;
  key[2] = m->slot[TAIL(p)];
  if (p->has_opt) {
    memcpy(key + 3, m->slot, (size_t)(2 * NCAP(p)) * sizeof *key);
  } else {
    for (int g = 1; g <= p->ngroups && g < 32; g++)
      if (p->bref_groups & (1u << g)) {
        key[k++] = m->slot[2 * g];
        key[k++] = m->slot[2 * g + 1];
      }
  }
  int r = __rx_tuples_add(&m->tuples, key);
  if (m->tuples.full)
    m->memo_on = 0;  // no room for more: lookups would only cost time
  return r;
}

// Seen (memo row, position, tail flag) before?  Marks it.  The table
// grows with the positions reached, so that a search that stays near its
// start (regexec called again and again along a long string) costs little.
static int seen(Match *m, int row, int pos) {
  if (!m->memo_on)
    return 0;
  if (m->memo_on == 2)
    return seen_tuple(m, row, pos);
  if (m->p->has_assert)
    row = 2 * row + m->slot[TAIL(m->p)];
  size_t off = (size_t)(pos - m->base);
  if (off >= m->width) {
    size_t width = 2 * m->width > off + 1 ? 2 * m->width : off + 64;
    if (width > (size_t)(m->n - m->base) + 1)
      width = (size_t)(m->n - m->base) + 1;
    unsigned char *memo = 0;
    if (width <= RX_MAX_MEMO_BYTES * 8 / m->rows)
      memo = realloc(m->memo, (width * m->rows + 7) / 8);
    if (!memo) {
      m->err = REG_ESPACE;
      return 1;
    }
    size_t old = (m->width * m->rows + 7) / 8;
    memset(memo + old, 0, (width * m->rows + 7) / 8 - old);
    m->memo = memo;
    m->width = width;
  }
  size_t bit = off * m->rows + (size_t)row;
  unsigned char mask = (unsigned char)(1 << (bit & 7));
  if (m->memo[bit >> 3] & mask)
    return 1;
  m->memo[bit >> 3] |= mask;
  return 0;
}

// glibc's update_regs for the end of group G at POS.
static int close_group(Match *m, const struct rx_inst *in, int pos) {
  const struct __regex_prog *p = m->p;
  int g = in->x, ncap = NCAP(p);
  if (m->slot[2 * g] < pos) {
    // A non-empty match: accept it, and it becomes the snapshot.
    if (!set_slot(m, 2 * g + 1, pos))
      return 0;
    return !p->has_opt || copy_slots(m, ncap + 2, 2, ncap - 2);
  }
  if (in->flag && m->slot[ncap + 2 * g] != -1)
    // An empty iteration of an optional group that matched before, as in
    // (a?)*: back to the snapshot, which undoes inner groups as well.
    return copy_slots(m, 2, ncap + 2, ncap - 2);
  return set_slot(m, 2 * g + 1, pos);
}

// The search from START.  Returns 1 if a match was found (m->best_end,
// m->best), 0 if not; m->err on failure.
static int search_at(Match *m, int start) {
  const struct __regex_prog *p = m->p;
  const struct rx_inst *code = p->code;
  const unsigned char *s = m->s, *tr = p->tr;
  int n = m->n, ncap = NCAP(p), pc = 0, pos = start, vis = VIS(p), tail = TAIL(p);
  for (int i = 0; i < tail; i++)
    m->slot[i] = -1;
  m->slot[0] = start;
  m->slot[tail] = 0;
  m->sp = 0;
  m->best_end = -1;
  for (;;) {
    const struct rx_inst *in = &code[pc];
    if (m->budget && ++m->steps > RX_MAX_STEPS) {
      m->err = REG_ESPACE;
      return 0;
    }
    if (in->memo >= 0) {
      // A memoized instruction (a SPLIT, or where paths join): expanded
      // once per position, except when the current path comes round to it
      // again (its visit register says so).
      if (m->slot[vis + in->vis] != pos && seen(m, in->memo, pos))
        goto fail;
      if (!set_slot(m, vis + in->vis, pos))
        return 0;
    }
    // Each case either moves on without consuming (continue), fails
    // (goto fail), or consumes the byte at pos (break).
    switch (in->op) {
    case RX_CHAR:
      if (pos >= n || tr[s[pos]] != in->x)
        goto fail;
      break;
    case RX_ANY:
      if (pos >= n || !s[pos] || (s[pos] == '\n' && (p->cflags & REG_NEWLINE)))
        goto fail;
      break;
    case RX_SET:
      if (pos >= n || !rx_bit(p->sets[in->x], s[pos]))
        goto fail;
      break;
    case RX_ASSERT:
      if (!assert_ok(m, in->x, pos))
        goto fail;
      if (!set_slot(m, tail, 1) || (in->vis >= 0 && !set_slot(m, vis + in->vis, pos)))
        return 0;
      pc++;
      continue;
    case RX_OPEN:
      if ((in->vis >= 0 && !set_slot(m, vis + in->vis, pos)) || !set_slot(m, 2 * in->x, pos) ||
          !set_slot(m, 2 * in->x + 1, -1))
        return 0;
      pc++;
      continue;
    case RX_CLOSE:
      if ((in->vis >= 0 && !set_slot(m, vis + in->vis, pos)) || !close_group(m, in, pos))
        return 0;
      pc++;
      continue;
    case RX_BREF: {
      int so = m->slot[2 * in->x], eo = m->slot[2 * in->x + 1];
      if (so < 0 || eo < 0 || eo - so > n - pos)
        goto fail;
      int k = 0;
      while (k < eo - so && tr[s[so + k]] == tr[s[pos + k]])
        k++;
      if (k < eo - so)
        goto fail;
      // An empty back-reference is visited like a node that consumes nothing.
      if (k > 0 ? !set_slot(m, tail, 0) : in->vis >= 0 && !set_slot(m, vis + in->vis, pos))
        return 0;
      pos += k;
      pc++;
      continue;
    }
    case RX_SPLIT:
      if (in->pvis >= 0 && m->slot[vis + in->pvis] == pos) {
        pc = in->y;  // the first branch was visited since the last byte
        continue;
      }
      if (!push(m, ~in->y, pos))
        return 0;
      pc = in->x;
      continue;
    case RX_JMP:
      pc = in->x;
      continue;
    case RX_MATCH:
      if (pos > m->best_end || (pos == m->best_end && m->best_tail && !m->slot[tail])) {
        m->best_end = pos;
        m->best_tail = m->slot[tail];
        memcpy(m->best, m->slot, (size_t)ncap * sizeof *m->best);
        if (m->first_only || (pos == n && !m->best_tail))
          return 1;  // nothing can be better
      }
      goto fail;  // look for a longer one
    }
    if (m->slot[tail] && !set_slot(m, tail, 0))
      return 0;
    pos++;
    pc++;
    continue;
  fail:
    if (m->err)
      return 0;
    // Undo register changes back to the latest branch.
    for (;;) {
      if (m->sp == 0)
        return m->best_end >= 0;
      Entry e = m->stk[--m->sp];
      if (e.a >= 0) {
        m->slot[e.a] = e.b;
        continue;
      }
      pc = ~e.a;
      pos = e.b;
      break;
    }
  }
}

// Can a match begin at POS?  (Cheap filters worked out by regcode.c.)
static int can_start(const Match *m, int pos) {
  const struct __regex_prog *p = m->p;
  if (p->anchored && !assert_ok(m, RA_BOL, pos))
    return 0;
  if (p->use_first && (pos >= m->n || !rx_bit(p->first, m->s[pos])))
    return 0;
  return 1;
}

int regexec(const regex_t *restrict preg, const char *restrict string, size_t nmatch,
            regmatch_t *restrict pmatch, int eflags) {
  const struct __regex_prog *p = preg->__prog;
  if (!p || (eflags & ~(REG_NOTBOL | REG_NOTEOL | REG_STARTEND)))
    return REG_BADPAT;
  int start = 0, end;
  if (eflags & REG_STARTEND) {
    start = pmatch[0].rm_so;
    end = pmatch[0].rm_eo;
    if (start < 0 || end < start)
      return REG_NOMATCH;
  } else {
    size_t len = strlen(string);
    if (len > INT_MAX - 1)
      return REG_ESPACE;
    end = (int)len;
  }
  if (p->cflags & REG_NOSUB)
    nmatch = 0;
  int ncap = NCAP(p), nslots = TAIL(p) + 1;
  Match m;
  memset(&m, 0, sizeof m);
  m.p = p;
  m.s = (const unsigned char *)string;
  m.n = end;
  m.eflags = eflags;
  m.first_only = nmatch == 0;
  // One block: the registers, the best match's registers, the first stack.
  size_t nints = (size_t)(nslots + ncap + 1) & ~(size_t)1;
  m.slot = malloc(nints * sizeof(int) + INITIAL_STACK * sizeof(Entry));
  if (!m.slot)
    return REG_ESPACE;
  m.best = m.slot + nslots;
  m.stk = (Entry *)(m.slot + nints);
  m.cap = INITIAL_STACK;
  int found = 0, pos;
  m.budget = p->has_bref;
  if (p->has_bref && p->nmemo > 0) {
    int nref = 0;
    for (int g = 1; g <= p->ngroups && g < 32; g++)
      nref += (p->bref_groups >> g) & 1;
    m.tuples.len = 3 + (p->has_opt ? 2 * ncap : 2 * nref);
    m.key = malloc((size_t)m.tuples.len * sizeof *m.key);
    if (!m.key)
      m.err = REG_ESPACE;
    m.memo_on = 2;
  }
  for (pos = start; pos <= end && !found && !m.err; pos++) {
    if (!can_start(&m, pos))
      continue;
    if (!p->has_bref && !m.memo_on && p->nmemo > 0) {
      // The memo covers positions from here on.
      m.memo_on = 1;
      m.base = pos;
      m.rows = (size_t)p->nmemo * (p->has_assert ? 2 : 1);
    }
    found = search_at(&m, pos);
  }
  int err = m.err;
  if (found && !err) {
    m.best[1] = m.best_end;
    // Groups that did not take part, and the entries past the groups, get -1.
    for (size_t i = 0; i < nmatch; i++) {
      if (i <= (size_t)p->ngroups && m.best[2 * i] >= 0 && m.best[2 * i + 1] >= 0) {
        pmatch[i].rm_so = m.best[2 * i];
        pmatch[i].rm_eo = m.best[2 * i + 1];
      } else {
        pmatch[i].rm_so = -1;
        pmatch[i].rm_eo = -1;
      }
    }
  }
  if (m.cap > INITIAL_STACK)
    free(m.stk);
  free(m.slot);
  free(m.memo);
  free(m.key);
  __rx_tuples_free(&m.tuples);
  if (err)
    return err;
  return found ? 0 : REG_NOMATCH;
}
