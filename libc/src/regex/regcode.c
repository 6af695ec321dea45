// regcode.c — lays out the parse tree as a program for regexec.c, and
// works out what a search can skip (first bytes, a leading '^').
//
// The program has the shape of glibc's node graph, because glibc's
// submatches depend on it (regex_impl.h):
// - a|b|c is nested to the left like glibc's alternation nodes:
//   SPLIT L1,Lc; SPLIT La,Lb; La: a; JMP end; Lb: b; JMP end; Lc: c; end:
// - x* is L: SPLIT L+1,end; x; JMP L; end:
// - x{m,n} is expanded as glibc's parse_dup_op expands it: m copies of x,
//   then n-m nested optional copies ((x?)x)?..., or a loop for x{m,};
// - in a repetition of a group, glibc marks one copy "optional" (the loop
//   body, or the first optional copy) and its duplicate_tree drops the
//   marks of everything it copies; RX_CLOSE's flag is that mark.
// It also gives a memo row and a visit register to each RX_SPLIT and to
// each instruction that paths join at (a SPLIT's second branch, a jump's
// target), and a visit register to the instruction that begins a SPLIT's
// first branch if it consumes nothing (regexec.c: the memo bounds the
// search; the visit registers follow glibc's rule for loops that come
// round again without consuming anything).
#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
  const struct rx_node *n;
  struct rx_inst *code;
  int pc;
  int has_opt, has_assert;
  unsigned bref_groups;
} Gen;

// Program size of node I, saturated above RX_MAX_CODE.
static long long size_of(const struct rx_node *n, int i) {
  if (i < 0)
    return 0;
  const struct rx_node *t = &n[i];
  long long s = 0;
  switch (t->kind) {
  case N_CAT:
  case N_ALT:
    for (int c = t->child; c >= 0; c = n[c].next) {
      s += size_of(n, c) + (t->kind == N_ALT ? 2 : 0);
      if (s > RX_MAX_CODE)
        return RX_MAX_CODE + 1;
    }
    return s;
  case N_GROUP:
    return 2 + size_of(n, t->child);
  case N_REP: {
    long long x = size_of(n, t->child);
    s = t->a * x + (t->b < 0 ? x + 2 : (long long)(t->b - t->a) * (x + 1));
    return s > RX_MAX_CODE ? RX_MAX_CODE + 1 : s;
  }
  case N_EMPTY:
    return 0;
  default:
    return 1;
  }
}

static int emit(Gen *g, int op, int x, int y) {
  struct rx_inst *in = &g->code[g->pc];
  in->op = (unsigned char)op;
  in->flag = 0;
  in->x = x;
  in->y = y;
  in->memo = -1;
  in->vis = -1;
  in->pvis = -1;
  return g->pc++;
}

// K SPLITs in a row, the outer first, each trying the next instruction
// first; the caller sets their second branches (y).  Returns the first.
static int splits(Gen *g, int k) {
  int first = g->pc;
  for (int j = 0; j < k; j++)
    emit(g, RX_SPLIT, g->pc + 1, 0);
  return first;
}

// Code for node I.  ORIG: this copy is glibc's original tree, not one made
// by duplicate_tree; MARK: I is a group and this copy is the marked one.
static void gen(Gen *g, int i, int orig, int mark) {
  if (i < 0)
    return;
  const struct rx_node *t = &g->n[i];
  switch (t->kind) {
  case N_CHAR: emit(g, RX_CHAR, t->a, 0); break;
  case N_ANY: emit(g, RX_ANY, 0, 0); break;
  case N_SET: emit(g, RX_SET, t->a, 0); break;
  case N_ASSERT:
    emit(g, RX_ASSERT, t->a, 0);
    g->has_assert = 1;
    break;
  case N_BREF:
    emit(g, RX_BREF, t->a, 0);
    g->bref_groups |= 1u << t->a;
    break;
  case N_EMPTY: break;
  case N_CAT:
    for (int c = t->child; c >= 0; c = g->n[c].next)
      gen(g, c, orig, 0);
    break;
  case N_GROUP: {
    emit(g, RX_OPEN, t->a, 0);
    gen(g, t->child, orig, 0);
    int c = emit(g, RX_CLOSE, t->a, 0);
    g->code[c].flag = (unsigned char)mark;
    g->has_opt |= mark;
    break;
  }
  case N_ALT: {
    // SPLIT j (from the outer, j = 0..k-2) has alternative k-1-j second.
    int k = 0, jumps = -1, j = 0;
    for (int c = t->child; c >= 0; c = g->n[c].next)
      k++;
    int first = splits(g, k - 1);
    for (int c = t->child; c >= 0; c = g->n[c].next, j++) {
      if (j > 0)
        g->code[first + k - 1 - j].y = g->pc;
      gen(g, c, orig, 0);
      if (g->n[c].next >= 0)
        jumps = emit(g, RX_JMP, jumps, 0);  // chained through x until the end is known
    }
    while (jumps >= 0) {
      int prev = g->code[jumps].x;
      g->code[jumps].x = g->pc;
      jumps = prev;
    }
    break;
  }
  case N_REP: {
    // Copy number k (from 1) is the original only for k == 1; copy m+1
    // (the loop body, or the first optional copy) is the marked one.
    int x = t->child, m = t->a, mk = g->n[x].kind == N_GROUP && orig;
    for (int k = 1; k <= m; k++)
      gen(g, x, orig && k == 1, 0);
    if (t->b < 0) {
      int loop = emit(g, RX_SPLIT, g->pc + 1, 0);
      gen(g, x, orig && m == 0, mk);
      emit(g, RX_JMP, loop, 0);
      g->code[loop].y = g->pc;
    } else {
      // SPLIT number j skips from before the first copy to after copy k-j.
      int k = t->b - m, first = splits(g, k);
      for (int j = 0; j < k; j++) {
        gen(g, x, orig && m == 0 && j == 0, mk && j == 0);
        g->code[first + k - 1 - j].y = g->pc;
      }
    }
    break;
  }
  }
}

// The instruction PC really leads to (past jumps).
static int head(const struct rx_inst *code, int pc) {
  while (code[pc].op == RX_JMP)
    pc = code[pc].x;
  return pc;
}

// The bytes a match can begin with, from the closure of PC; *NULLABLE is
// set when a match can be empty or begin with a back-reference.  With
// STOP_AT_BOL, paths end at a '^' (to find whether every match needs one).
static void first_bytes(const struct __regex_prog *p, int pc, unsigned char *seen, unsigned char *first,
                        int *nullable, int stop_at_bol, int *stack) {
  int sp = 0;
  stack[sp++] = pc;
  while (sp > 0) {
    pc = stack[--sp];
    if (seen[pc])
      continue;
    seen[pc] = 1;
    const struct rx_inst *in = &p->code[pc];
    switch (in->op) {
    case RX_CHAR:
      for (int c = 0; c < 256; c++)
        if (p->tr[c] == in->x)
          rx_setbit(first, c);
      break;
    case RX_ANY:
      for (int c = 1; c < 256; c++)
        if (c != '\n' || !(p->cflags & REG_NEWLINE))
          rx_setbit(first, c);
      break;
    case RX_SET:
      for (int i = 0; i < 32; i++)
        first[i] |= p->sets[in->x][i];
      break;
    case RX_BREF:
    case RX_MATCH:
      *nullable = 1;
      break;
    case RX_ASSERT:
      if (!stop_at_bol || in->x != RA_BOL)
        stack[sp++] = pc + 1;
      break;
    case RX_SPLIT:
      stack[sp++] = in->y;
      stack[sp++] = in->x;
      break;
    case RX_JMP:
      stack[sp++] = in->x;
      break;
    default:  // RX_OPEN, RX_CLOSE
      stack[sp++] = pc + 1;
    }
  }
}

int __rx_codegen(struct __regex_prog *prog, const struct rx_tree *tree) {
  long long size = size_of(tree->nodes, tree->root) + 1;
  if (size > RX_MAX_CODE)
    return REG_ESPACE;
  Gen g;
  memset(&g, 0, sizeof g);
  g.n = tree->nodes;
  g.code = malloc((size_t)size * sizeof *g.code);
  if (!g.code)
    return REG_ESPACE;
  gen(&g, tree->root, 1, 0);
  emit(&g, RX_MATCH, 0, 0);
  struct rx_inst *code = g.code;
  prog->code = code;
  prog->ncode = g.pc;
  prog->has_opt = g.has_opt;
  prog->has_assert = g.has_assert;
  prog->bref_groups = g.bref_groups;

  // Memo rows and visit registers (see the top of the file).
  int nvis = 0, nmemo = 0;
  for (int pc = 0; pc < g.pc; pc++) {
    struct rx_inst *in = &code[pc];
    if (in->op != RX_SPLIT && in->op != RX_JMP)
      continue;
    int join = head(code, in->op == RX_SPLIT ? in->y : in->x);
    int targets[2] = {pc, join};
    for (int t = in->op == RX_SPLIT ? 0 : 1; t < 2; t++) {
      struct rx_inst *j = &code[targets[t]];
      if (j->memo < 0 && j->op != RX_MATCH) {
        j->memo = nmemo++;
        if (j->vis < 0)
          j->vis = nvis++;
      }
    }
    if (in->op == RX_SPLIT) {
      struct rx_inst *h = &code[head(code, in->x)];
      if (h->op == RX_SPLIT || h->op == RX_OPEN || h->op == RX_CLOSE || h->op == RX_ASSERT || h->op == RX_BREF) {
        if (h->vis < 0)
          h->vis = nvis++;
        in->pvis = h->vis;
      }
    }
  }
  prog->nmemo = nmemo;
  prog->nvis = nvis;

  // Where can a match begin?  (The closure walk needs an explicit stack:
  // each instruction pushes at most two entries and is expanded once.)
  unsigned char *seen = malloc((size_t)g.pc);
  int *stack = malloc((size_t)g.pc * 2 * sizeof *stack);
  if (!seen || !stack) {
    free(seen);
    free(stack);
    return REG_ESPACE;
  }
  unsigned char bytes[32];
  int nullable = 0, any = 0;
  memset(seen, 0, (size_t)g.pc);
  memset(bytes, 0, sizeof bytes);
  first_bytes(prog, 0, seen, bytes, &nullable, 1, stack);
  for (int i = 0; i < 32; i++)
    any |= bytes[i];
  prog->anchored = !any && !nullable;
  nullable = 0;
  memset(seen, 0, (size_t)g.pc);
  first_bytes(prog, 0, seen, prog->first, &nullable, 0, stack);
  prog->use_first = !nullable;
  free(seen);
  free(stack);
  return 0;
}
