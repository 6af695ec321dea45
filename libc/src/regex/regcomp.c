// regcomp.c — regcomp and regfree: the pattern is parsed into a small tree
// (struct rx_node, regex_impl.h) that regcode.c lays out as a program.
//
// The parser follows the structure of glibc's (parse_reg_exp, parse_branch,
// parse_expression, parse_dup_op, parse_sub_exp, parse_bracket_exp) with
// the syntax bits glibc's regcomp chooses (RE_SYNTAX_POSIX_BASIC or
// RE_SYNTAX_POSIX_EXTENDED), so that the same patterns are accepted, the
// same error codes are reported for the rejected ones, and the priorities
// that decide submatches (regex_impl.h) come out the same.  The GNU escapes
// glibc accepts in both syntaxes are supported too; so are `\|`, `\+` and
// `\?` in basic syntax.
#include "regex_impl.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

// Tokens (glibc's re_token_type_t, reduced to what POSIX syntax needs).
enum {
  T_CHAR, T_END, T_BACKSLASH, T_ALT, T_BREF, T_ANCHOR, T_WORD, T_NOTWORD,
  T_SPACE, T_NOTSPACE, T_OPEN, T_CLOSE, T_STAR, T_PLUS, T_QUEST, T_LBRACE,
  T_RBRACE, T_PERIOD, T_LBRACKET,
};

int __rx_new_node(rx_parser *p, int kind, int a, int b, int child) {
  if (p->nnodes == p->capnodes) {
    int cap = p->capnodes ? 2 * p->capnodes : 64;
    struct rx_node *n = realloc(p->nodes, (size_t)cap * sizeof *n);
    if (!n) {
      p->err = REG_ESPACE;
      return -1;
    }
    p->nodes = n;
    p->capnodes = cap;
  }
  struct rx_node *n = &p->nodes[p->nnodes];
  n->kind = (unsigned char)kind;
  n->a = a;
  n->b = b;
  n->child = child;
  n->next = -1;
  return p->nnodes++;
}

int __rx_new_set(rx_parser *p) {
  if (p->nsets == p->capsets) {
    int cap = p->capsets ? 2 * p->capsets : 8;
    unsigned char (*s)[32] = realloc(p->sets, (size_t)cap * sizeof *s);
    if (!s) {
      p->err = REG_ESPACE;
      return -1;
    }
    p->sets = s;
    p->capsets = cap;
  }
  memset(p->sets[p->nsets], 0, 32);
  return p->nsets++;
}

// Tokenizer (glibc's peek_token).  CARET: '^' may be an anchor here in basic
// syntax (RE_CARET_ANCHORS_HERE: at the start, after \( and after \|).
static void peek(rx_parser *p, int caret) {
  int i = p->pos;
  p->tlen = 1;
  if (i >= p->len) {
    p->tt = T_END;
    p->tc = 0;
    p->tlen = 0;
    return;
  }
  int c = rx_pbyte(p, i);
  p->tc = c;
  p->tt = T_CHAR;
  if (c == '\\') {
    if (i + 1 >= p->len) {
      p->tt = T_BACKSLASH;
      return;
    }
    int c2 = p->pat[i + 1];
    p->tc = c2;
    p->tlen = 2;
    switch (c2) {
    case '|': if (!p->ere) p->tt = T_ALT; break;
    case '1': case '2': case '3': case '4': case '5':
    case '6': case '7': case '8': case '9':
      p->tt = T_BREF;
      p->tc = c2 - '0';
      break;
    case '<': p->tt = T_ANCHOR; p->tc = RA_WBEG; break;
    case '>': p->tt = T_ANCHOR; p->tc = RA_WEND; break;
    case 'b': p->tt = T_ANCHOR; p->tc = RA_WORDB; break;
    case 'B': p->tt = T_ANCHOR; p->tc = RA_NWORDB; break;
    case '`': p->tt = T_ANCHOR; p->tc = RA_BUFBEG; break;
    case '\'': p->tt = T_ANCHOR; p->tc = RA_BUFEND; break;
    case 'w': p->tt = T_WORD; break;
    case 'W': p->tt = T_NOTWORD; break;
    case 's': p->tt = T_SPACE; break;
    case 'S': p->tt = T_NOTSPACE; break;
    case '(': if (!p->ere) p->tt = T_OPEN; break;
    case ')': if (!p->ere) p->tt = T_CLOSE; break;
    case '+': if (!p->ere) p->tt = T_PLUS; break;
    case '?': if (!p->ere) p->tt = T_QUEST; break;
    case '{': if (!p->ere) p->tt = T_LBRACE; break;
    case '}': if (!p->ere) p->tt = T_RBRACE; break;
    }
    return;
  }
  switch (c) {
  case '|': if (p->ere) p->tt = T_ALT; break;
  case '*': p->tt = T_STAR; break;
  case '+': if (p->ere) p->tt = T_PLUS; break;
  case '?': if (p->ere) p->tt = T_QUEST; break;
  case '{': if (p->ere) p->tt = T_LBRACE; break;
  case '}': if (p->ere) p->tt = T_RBRACE; break;
  case '(': if (p->ere) p->tt = T_OPEN; break;
  case ')': if (p->ere) p->tt = T_CLOSE; break;
  case '[': p->tt = T_LBRACKET; break;
  case '.': p->tt = T_PERIOD; break;
  case '^':
    if (!p->ere && !caret && i != 0)
      break;
    p->tt = T_ANCHOR;
    p->tc = RA_BOL;
    break;
  case '$':
    // In basic syntax '$' is an anchor only at the end, or before \) or \|.
    if (!p->ere && i + 1 != p->len &&
        !(p->pat[i + 1] == '\\' && i + 2 < p->len && (p->pat[i + 2] == ')' || p->pat[i + 2] == '|')))
      break;
    p->tt = T_ANCHOR;
    p->tc = RA_EOL;
    break;
  }
}

static void fetch(rx_parser *p, int caret) {
  peek(p, caret);
  p->pos += p->tlen;
}

// --- expressions ------------------------------------------------------------

static int parse_reg_exp(rx_parser *p, int nest);

// glibc's fetch_number: the number of an interval, -1 if there is none,
// -2 if it is malformed; stops at '}' (or \}) or ','.
static int fetch_number(rx_parser *p) {
  int num = -1;
  for (;;) {
    fetch(p, 0);
    if (p->tt == T_END)
      return -2;
    if (p->tt == T_RBRACE || (p->tt == T_CHAR && p->tc == ','))
      return num;
    if (p->tt != T_CHAR || p->tc < '0' || p->tc > '9' || num == -2)
      num = -2;
    else if (num == -1)
      num = p->tc - '0';
    else
      num = num * 10 + p->tc - '0' > RE_DUP_MAX + 1 ? RE_DUP_MAX + 1 : num * 10 + p->tc - '0';
  }
}

// ELEM followed by *, +, ? or an interval (the current token).
static int parse_dup(rx_parser *p, int elem) {
  int min, max;
  if (p->tt == T_LBRACE) {
    max = 0;
    min = fetch_number(p);
    if (min == -1) {
      if (p->tt == T_CHAR && p->tc == ',')
        min = 0;  // {,m} is {0,m}
      else {
        p->err = REG_BADBR;  // {}
        return -1;
      }
    }
    if (min != -2)
      max = p->tt == T_RBRACE ? min : (p->tt == T_CHAR && p->tc == ',') ? fetch_number(p) : -2;
    if (min == -2 || max == -2) {
      p->err = p->tt == T_END ? REG_EBRACE : REG_BADBR;
      return -1;
    }
    if ((max != -1 && min > max) || p->tt != T_RBRACE) {
      p->err = REG_BADBR;
      return -1;
    }
    if ((max == -1 ? min : max) > RE_DUP_MAX) {
      p->err = REG_ESIZE;
      return -1;
    }
  } else {
    min = p->tt == T_PLUS ? 1 : 0;
    max = p->tt == T_QUEST ? 1 : -1;
  }
  fetch(p, 0);
  if (elem < 0 || (min == 0 && max == 0))
    return -1;  // x{0} matches the empty string (and x's groups never match)
  return __rx_new_node(p, N_REP, min, max, elem);
}

static int parse_expression(rx_parser *p, int nest) {
  int tree;
  switch (p->tt) {
  case T_CHAR:
    tree = __rx_new_node(p, N_CHAR, p->tc, 0, -1);
    break;
  case T_OPEN: {
    if (nest >= RX_MAX_DEPTH) {
      p->err = REG_ESPACE;
      return -1;
    }
    int g = ++p->nsub;
    fetch(p, 1);
    int sub = -1;
    if (p->tt != T_CLOSE) {
      sub = parse_reg_exp(p, nest + 1);
      if (p->err)
        return -1;
      if (p->tt != T_CLOSE) {
        p->err = REG_EPAREN;
        return -1;
      }
    }
    if (g <= 9)
      p->completed |= 1u << (g - 1);
    tree = __rx_new_node(p, N_GROUP, g, 0, sub);
    break;
  }
  case T_LBRACKET:
    tree = __rx_bracket(p);
    break;
  case T_BREF:
    if (!(p->completed & (1u << (p->tc - 1)))) {
      p->err = REG_ESUBREG;
      return -1;
    }
    p->has_bref = 1;
    tree = __rx_new_node(p, N_BREF, p->tc, 0, -1);
    break;
  case T_LBRACE:
  case T_STAR:
  case T_PLUS:
  case T_QUEST:
    // A repetition with nothing to repeat: an error, except that basic
    // syntax takes a leading * (or \+, \?) literally.
    if (p->ere || p->tt == T_LBRACE) {
      p->err = REG_BADRPT;
      return -1;
    }
    tree = __rx_new_node(p, N_CHAR, p->tc, 0, -1);
    break;
  case T_CLOSE:
    if (!p->ere) {
      p->err = REG_EPAREN;  // an unmatched \)
      return -1;
    }
    tree = __rx_new_node(p, N_CHAR, ')', 0, -1);  // an unmatched ) is ordinary
    break;
  case T_RBRACE:
    tree = __rx_new_node(p, N_CHAR, '}', 0, -1);
    break;
  case T_ANCHOR:
    // An anchor cannot be repeated: what follows starts a new expression.
    tree = __rx_new_node(p, N_ASSERT, p->tc, 0, -1);
    fetch(p, 0);
    return tree;
  case T_PERIOD:
    tree = __rx_new_node(p, N_ANY, 0, 0, -1);
    break;
  case T_WORD:
  case T_NOTWORD:
  case T_SPACE:
  case T_NOTSPACE:
    tree = __rx_class_op(p, p->tt == T_WORD || p->tt == T_NOTWORD, p->tt == T_NOTWORD || p->tt == T_NOTSPACE);
    break;
  case T_BACKSLASH:
    p->err = REG_EESCAPE;
    return -1;
  default:  // T_ALT, T_END
    return -1;
  }
  if (p->err)
    return -1;
  fetch(p, 0);
  for (int dups = 0; p->tt == T_STAR || p->tt == T_PLUS || p->tt == T_QUEST || p->tt == T_LBRACE; dups++) {
    if (nest + dups >= RX_MAX_DEPTH) {
      p->err = REG_ESPACE;  // a*** nests like parentheses (and is as deep to lay out)
      return -1;
    }
    tree = parse_dup(p, tree);
    if (p->err)
      return -1;
    if (!p->ere && (p->tt == T_STAR || p->tt == T_LBRACE)) {
      p->err = REG_BADRPT;  // basic syntax does not stack * and \{
      return -1;
    }
  }
  return tree;
}

static int parse_branch(rx_parser *p, int nest) {
  int first = parse_expression(p, nest), last = first, cat = -1;
  if (p->err)
    return -1;
  while (p->tt != T_ALT && p->tt != T_END && (nest == 0 || p->tt != T_CLOSE)) {
    int e = parse_expression(p, nest);
    if (p->err)
      return -1;
    if (e < 0)
      continue;
    if (first < 0) {
      first = last = e;
      continue;
    }
    if (cat < 0) {
      cat = __rx_new_node(p, N_CAT, 0, 0, first);
      if (cat < 0)
        return -1;
    }
    p->nodes[last].next = e;
    last = e;
  }
  return cat >= 0 ? cat : first;
}

// Alternatives.  The order in which they are tried is glibc's: left to
// right, except that an empty first alternative comes after the second
// (glibc orders the two branches of an alternation node by node number,
// and an empty branch stands for what follows the alternation).
static int parse_reg_exp(rx_parser *p, int nest) {
  unsigned initial = p->completed;
  int tree = parse_branch(p, nest);
  if (p->err || p->tt != T_ALT)
    return tree;
  int alt = __rx_new_node(p, N_ALT, 0, 0, -1);
  if (alt < 0)
    return -1;
  int last = -1;
  for (int k = 0;; k++) {
    if (tree < 0 && (tree = __rx_new_node(p, N_EMPTY, 0, 0, -1)) < 0)
      return -1;
    if (k == 1 && p->nodes[last].kind == N_EMPTY && p->nodes[tree].kind != N_EMPTY) {
      p->nodes[tree].next = last;  // (|b...): b first, and the list goes on after the empty one
      p->nodes[alt].child = tree;
    } else {
      if (last < 0)
        p->nodes[alt].child = tree;
      else
        p->nodes[last].next = tree;
      last = tree;
    }
    if (p->tt != T_ALT)
      break;
    fetch(p, 1);
    tree = -1;
    if (p->tt != T_ALT && p->tt != T_END && (nest == 0 || p->tt != T_CLOSE)) {
      unsigned accumulated = p->completed;
      p->completed = initial;
      tree = parse_branch(p, nest);
      if (p->err)
        return -1;
      p->completed |= accumulated;
    }
  }
  return alt;
}

int regcomp(regex_t *restrict preg, const char *restrict pattern, int cflags) {
  preg->re_nsub = 0;
  preg->__prog = 0;
  rx_parser *p = calloc(1, sizeof *p);
  struct __regex_prog *prog = calloc(1, sizeof *prog);
  int err = REG_ESPACE;
  if (!p || !prog)
    goto out;
  p->pat = (const unsigned char *)pattern;
  size_t len = strlen(pattern);
  if (len > (size_t)RX_MAX_CODE * 8)
    goto out;
  p->len = (int)len;
  p->ere = (cflags & REG_EXTENDED) != 0;
  p->icase = (cflags & REG_ICASE) != 0;
  p->newline = (cflags & REG_NEWLINE) != 0;
  fetch(p, 1);
  int root = parse_reg_exp(p, 0);
  // At the top level a branch ends only at the end, so the token is T_END.
  if ((err = p->err))
    goto out;
  prog->cflags = cflags;
  prog->ngroups = p->nsub;
  prog->has_bref = p->has_bref;
  for (int c = 0; c < 256; c++)
    prog->tr[c] = (unsigned char)(p->icase ? rx_upper(c) : c);
  // Fold the sets for REG_ICASE: a byte is in a set if its upper case is.
  if (p->icase)
    for (int s = 0; s < p->nsets; s++)
      for (int c = 'a'; c <= 'z'; c++) {
        unsigned char *set = p->sets[s];
        set[c >> 3] = (unsigned char)(set[c >> 3] & ~(1 << (c & 7)));
        if (rx_bit(set, c - 32))
          rx_setbit(set, c);
      }
  prog->sets = p->sets;
  prog->nsets = p->nsets;
  p->sets = 0;
  struct rx_tree tree = {p->nodes, p->nnodes, root};
  if ((err = __rx_codegen(prog, &tree)))
    goto out;
  preg->re_nsub = (size_t)p->nsub;
  preg->__prog = prog;
  prog = 0;
out:
  if (p) {
    free(p->nodes);
    free(p->sets);
    free(p);
  }
  __rx_free(prog);
  return err;
}

void __rx_free(struct __regex_prog *prog) {
  if (!prog)
    return;
  free(prog->code);
  free(prog->sets);
  free(prog);
}

void regfree(regex_t *preg) {
  __rx_free(preg->__prog);
  preg->__prog = 0;
}
