// regex_impl.h — POSIX regular expressions: the compiled form shared by
// libc/src/regex/regcomp.c and regbracket.c (the parser), regcode.c (the
// program), regexec.c and regmemo.c (the matcher); regerror.c has the
// messages.
//
// Design.  regcomp parses the pattern into a small tree (struct rx_node)
// with the grammar and syntax bits of glibc's regcomp, so that glibc's
// patterns, error codes and GNU escapes are accepted alike, and lays the
// tree out as a program of a few instructions (bytes, 256-bit sets,
// assertions, group open/close, back-references, two-way SPLIT, JMP) that
// has the shape of glibc's node graph.  regexec tries the start positions
// from the left (skipping those that cannot begin a match) and from each
// runs a depth-first search that tries the paths in priority order and
// keeps the longest end and the registers of the first path to reach it:
// POSIX's leftmost-longest match, with glibc's submatches.  Each (branch
// or join instruction, position) is expanded once (a memo), which bounds a
// search by O(program x subject); with back-references the memo keys the
// registers too and a step budget bounds the rest.  The program lives in
// malloc'ed memory that regex_t points to and regfree releases; regexec
// allocates its registers, stack and memo per call, so one regex_t can be
// used by several threads at once.
//
// glibc's submatches.  glibc finds the longest match with a DFA, then
// walks one path to it, picking at each node the first branch that can
// still reach the end; the branches are ordered by node number.  Hence:
// alternatives are tried from the left, except that an empty first one
// comes after the second; loops and optional parts are greedy; x{m,n} is
// m copies and n-m nested optional copies.  Three rules of glibc's walk
// are reproduced (regexec.c): a branch whose first node was visited since
// the last byte consumed takes its second branch (how loops end after an
// empty iteration); an empty iteration of an "optional" group restores
// the registers of the last non-empty group match (glibc's opt_subexp);
// a path that ends right after an assertion counts only if no other path
// of the same length ends without one.  Back-references compare with the
// registers as these rules leave them, as glibc's mostly do: (a*)+\1 on
// "ab" matches "" at 0, not "a" (whose last iteration of (a*) is empty).
//
// Where glibc departs from POSIX we follow POSIX (the tests avoid these):
// - without REG_NEWLINE, glibc lets ^ match after, and $ before, a newline
//   that the same match consumes ("a$." matches "a\nb");
// - back-references to groups that matched the empty string inside
//   repetitions: glibc misses matches ("(){2}a\1" on "a") or reports -1
//   for groups that took part; with nmatch < re_nsub + 1 and a back-
//   reference to a group past nmatch it returns REG_NOMATCH;
// - \B where a match ends (glibc checks only the byte after it: "b*\B"
//   on "xb" gives (2,2)), and an anchor after an empty group in a loop
//   ("(()\b[^a])+"), which glibc's DFA gets wrong;
// - glibc's regexec returns REG_NOMATCH for every failure; ours returns
//   REG_ESPACE when memory or the step budget runs out, and REG_BADPAT
//   for bad eflags as glibc does; regerror describes an unknown code
//   instead of aborting.
// Also, submatches are computed as if nmatch were re_nsub + 1 (glibc's
// walk ignores the groups past nmatch, which can change the ones before
// in exotic cases).
#ifndef REGEX_IMPL_H
#define REGEX_IMPL_H

#include <regex.h>

// Instructions.  pc+1 is the implicit successor.
enum {
  RX_CHAR,    // x: the byte after translation (tr[] folds case under REG_ICASE)
  RX_ANY,     // '.': any byte but NUL, and but '\n' under REG_NEWLINE
  RX_SET,     // x: index of a 256-bit set, already folded for REG_ICASE
  RX_ASSERT,  // x: one of the RA_ kinds below
  RX_OPEN,    // x: group number (1..re_nsub)
  RX_CLOSE,   // x: group number; flag: the group is "optional" (glibc's
              // opt_subexp, regcode.c)
  RX_BREF,    // x: group number of a back-reference
  RX_SPLIT,   // try x first, then y; memo: its memo row; pvis: the visit
              // register of the instruction x leads to, or -1
  RX_JMP,     // x: target
  RX_MATCH,
};
// Assertions (zero-width).
enum { RA_BOL, RA_EOL, RA_BUFBEG, RA_BUFEND, RA_WORDB, RA_NWORDB, RA_WBEG, RA_WEND };

struct rx_inst {
  unsigned char op;
  unsigned char flag;
  int x, y;
  int memo;        // RX_SPLIT: its row in the memo table
  int vis;         // its visit register (regexec.c), or -1
  int pvis;        // RX_SPLIT: the visit register of its first branch, or -1
};

// Limits: the program size (REG_ESPACE from regcomp past it; a{32767} is
// fine, (a{1000}){1000} is not), parenthesis nesting (REG_ESPACE), the
// memo regexec may allocate, and the steps of a search with back-
// references (REG_ESPACE from regexec past either).
#define RX_MAX_CODE (1 << 20)
#define RX_MAX_DEPTH 2000
#define RX_MAX_MEMO_BYTES ((size_t)64 << 20)
#define RX_MAX_STEPS (1L << 26)

struct __regex_prog {
  struct rx_inst *code;
  int ncode;
  unsigned char (*sets)[32];
  int nsets;
  int ngroups;     // re_nsub
  int nmemo;       // rows of the memo table (one per RX_SPLIT)
  int nvis;        // visit registers
  int cflags;
  int has_bref;    // back-references: the memo keys registers too (regmemo.c)
  unsigned bref_groups;  // bit g: group g is back-referenced
  int has_opt;     // an optional group exists: keep glibc's register snapshot
  int has_assert;  // an assertion exists: the memo tells tails with one apart
  int anchored;    // every match begins at a '^' (RA_BOL)
  int use_first;   // every match begins with a byte of first[]
  unsigned char first[32];
  unsigned char tr[256];  // identity, or toupper under REG_ICASE
};

// Parse tree, built by regcomp.c and turned into a program by regcode.c.
enum { N_CHAR, N_ANY, N_SET, N_ASSERT, N_BREF, N_GROUP, N_CAT, N_ALT, N_REP, N_EMPTY };

struct rx_node {
  unsigned char kind;
  int a, b;        // CHAR: byte; SET: set; ASSERT: kind; BREF/GROUP: group;
                   // REP: min, max (-1: unbounded)
  int child;       // GROUP, REP: the operand; CAT, ALT: the first of the list
  int next;        // the next member of a CAT or ALT list, or -1
};

struct rx_tree {
  struct rx_node *nodes;
  int nnodes;
  int root;        // -1: the empty expression
};

static inline int rx_bit(const unsigned char *set, int c) { return (set[c >> 3] >> (c & 7)) & 1; }
static inline void rx_setbit(unsigned char *set, int c) { set[c >> 3] |= (unsigned char)(1 << (c & 7)); }

// The parser's state, shared by regcomp.c and regbracket.c.
typedef struct {
  const unsigned char *pat;
  int len, pos;
  int ere, icase, newline;
  int tt, tc, tlen;        // the current token: type, byte (or anchor kind), length
  struct rx_node *nodes;
  int nnodes, capnodes;
  unsigned char (*sets)[32];
  int nsets, capsets;
  int nsub;
  unsigned completed;      // groups 1..9 closed so far (bit g-1)
  int has_bref;
  int err;                 // the first error (a REG_ code), or 0
} rx_parser;

static inline int rx_upper(int c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }

// The pattern byte at I as glibc's re_string sees it: upper-cased under
// REG_ICASE.  The byte after a backslash and class names are read raw.
static inline int rx_pbyte(const rx_parser *p, int i) { return p->icase ? rx_upper(p->pat[i]) : p->pat[i]; }

// regcomp.c: a new tree node or set (index), or -1 with p->err set.
int __rx_new_node(rx_parser *p, int kind, int a, int b, int child);
int __rx_new_set(rx_parser *p);
// regbracket.c: after '[', the bracket expression as a set node; and the
// set node of \w, \W, \s or \S (WORD, NEGATE).  -1 with p->err set on error.
int __rx_bracket(rx_parser *p);
int __rx_class_op(rx_parser *p, int word, int negate);

// regmemo.c: a set of int tuples of length LEN (regexec's memo for
// patterns with back-references).  Zero-initialize, set len.
typedef struct {
  int len;
  int *keys;            // n keys of len ints
  size_t n, cap;
  unsigned *slots;      // open addressing: key index + 1, or 0
  size_t nslots;
  int full;             // RX_MAX_MEMO_BYTES reached: no more keys
} rx_tuples;
int __rx_tuples_add(rx_tuples *t, const int *key);
void __rx_tuples_free(rx_tuples *t);

// regcode.c: lays out the program for TREE into PROG (whose sets, ngroups,
// cflags and tr are filled in already).  Returns 0 or a REG_ error.
int __rx_codegen(struct __regex_prog *prog, const struct rx_tree *tree);
// regcomp.c: releases a program.
void __rx_free(struct __regex_prog *prog);

#endif
