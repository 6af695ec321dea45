// regbracket.c — bracket expressions ([a-z], [^]x], [[:alpha:]], [[.-.]],
// [[=a=]]) and the GNU class escapes, as glibc parses them
// (parse_bracket_exp, peek_token_bracket, parse_bracket_element,
// parse_bracket_symbol, build_range_exp) in the C locale: collating
// elements and equivalence classes are single bytes, ranges compare byte
// values, and a backslash is an ordinary byte.
#include "regex_impl.h"
#include <stdlib.h>
#include <string.h>

// Bracket tokens.
enum { B_CHAR, B_END, B_RANGE, B_CLOSE, B_NONMATCH, B_OPEN_COLL, B_OPEN_EQUIV, B_OPEN_CLASS };

// Bracket elements.
enum { E_CHAR, E_COLL, E_EQUIV, E_CLASS };

#define NAME_MAX_LEN 32  // glibc's BRACKET_NAME_BUF_SIZE

typedef struct {
  int type;                // E_
  int ch;                  // E_CHAR
  unsigned char name[NAME_MAX_LEN + 1];
} Elem;

static int in_class(int k, int c) {
  int lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z', digit = c >= '0' && c <= '9';
  switch (k) {
  case 0: return lower || upper;                                   // alpha
  case 1: return upper;                                            // upper
  case 2: return lower;                                            // lower
  case 3: return digit;                                            // digit
  case 4: return digit || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');  // xdigit
  case 5: return c == ' ' || (c >= '\t' && c <= '\r');             // space
  case 6: return c >= 0x20 && c < 0x7f;                            // print
  case 7: return c > 0x20 && c < 0x7f && !lower && !upper && !digit;  // punct
  case 8: return c > 0x20 && c < 0x7f;                             // graph
  case 9: return c < 0x20 || c == 0x7f;                            // cntrl
  case 10: return c == ' ' || c == '\t';                           // blank
  default: return lower || upper || digit;                         // alnum
  }
}

static const char *const class_names[] = {
  "alpha", "upper", "lower", "digit", "xdigit", "space",
  "print", "punct", "graph", "cntrl", "blank", "alnum",
};

// Adds the class NAME to SET; REG_ECTYPE if there is no such class.
static int add_class(rx_parser *p, unsigned char *set, const char *name) {
  if (p->icase && (!strcmp(name, "upper") || !strcmp(name, "lower")))
    name = "alpha";
  for (int k = 0; k < 12; k++)
    if (!strcmp(name, class_names[k])) {
      for (int c = 0; c < 256; c++)
        if (in_class(k, c))
          rx_setbit(set, c);
      return 0;
    }
  return REG_ECTYPE;
}

// \w \W \s \S: a set node (glibc's build_charclass_op; the negations do
// match a newline, even under REG_NEWLINE).
int __rx_class_op(rx_parser *p, int word, int negate) {
  int s = __rx_new_set(p);
  if (s < 0)
    return -1;
  unsigned char *set = p->sets[s];
  add_class(p, set, word ? "alnum" : "space");
  if (word)
    rx_setbit(set, '_');
  if (negate)
    for (int i = 0; i < 32; i++)
      set[i] = (unsigned char)~set[i];
  return __rx_new_node(p, N_SET, s, 0, -1);
}

// --- bracket expressions ---------------------------------------------------

static int peek_bracket(rx_parser *p) {
  int i = p->pos;
  p->tlen = 1;
  if (i >= p->len) {
    p->tlen = 0;
    return B_END;
  }
  int c = rx_pbyte(p, i);
  p->tc = c;
  if (c == '[') {
    int c2 = i + 1 < p->len ? rx_pbyte(p, i + 1) : 0;
    p->tlen = 2;
    if (c2 == '.') return B_OPEN_COLL;
    if (c2 == '=') return B_OPEN_EQUIV;
    if (c2 == ':') return B_OPEN_CLASS;
    p->tlen = 1;
    return B_CHAR;
  }
  if (c == '-') return B_RANGE;
  if (c == ']') return B_CLOSE;
  if (c == '^') return B_NONMATCH;
  return B_CHAR;
}

// [.name.], [=name=], [:name:] (glibc's parse_bracket_symbol); the opening
// two bytes are consumed.
static int bracket_symbol(rx_parser *p, int tok, Elem *e) {
  int delim = tok == B_OPEN_COLL ? '.' : tok == B_OPEN_EQUIV ? '=' : ':';
  if (p->pos >= p->len)
    return REG_EBRACK;
  int i = 0;
  for (;; i++) {
    if (i >= NAME_MAX_LEN)
      return REG_EBRACK;
    int ch = tok == B_OPEN_CLASS ? p->pat[p->pos] : rx_pbyte(p, p->pos);
    p->pos++;
    if (p->pos >= p->len)
      return REG_EBRACK;
    if (ch == delim && rx_pbyte(p, p->pos) == ']')
      break;
    e->name[i] = (unsigned char)ch;
  }
  p->pos++;
  e->name[i] = 0;
  e->type = tok == B_OPEN_COLL ? E_COLL : tok == B_OPEN_EQUIV ? E_EQUIV : E_CLASS;
  return 0;
}

// One element of a bracket expression (glibc's parse_bracket_element).
static int bracket_element(rx_parser *p, int tok, int tc, int tlen, Elem *e, int accept_hyphen) {
  p->pos += tlen;
  if (tok == B_OPEN_COLL || tok == B_OPEN_EQUIV || tok == B_OPEN_CLASS)
    return bracket_symbol(p, tok, e);
  if (tok == B_RANGE && !accept_hyphen && peek_bracket(p) != B_CLOSE)
    return REG_ERANGE;  // '-' is only ordinary first, last, or as a range end
  e->type = E_CHAR;
  e->ch = tc;
  return 0;
}

// A collating element of one byte (E_CHAR, or [.c.]), or -1.
static int elem_byte(const Elem *e) {
  if (e->type == E_CHAR)
    return e->ch;
  if (e->type == E_COLL && e->name[0] && !e->name[1])
    return e->name[0];
  return -1;
}

static int add_elem(rx_parser *p, unsigned char *set, Elem *e) {
  if (e->type == E_CHAR) {
    rx_setbit(set, e->ch);
    return 0;
  }
  if (e->type == E_CLASS)
    return add_class(p, set, (const char *)e->name);
  if (!e->name[0] || e->name[1])
    return REG_ECOLLATE;  // only single-byte collating elements in the C locale
  rx_setbit(set, e->name[0]);
  return 0;
}

static int add_range(unsigned char *set, const Elem *a, const Elem *b) {
  if (a->type == E_EQUIV || a->type == E_CLASS || b->type == E_EQUIV || b->type == E_CLASS)
    return REG_ERANGE;
  int lo = elem_byte(a), hi = elem_byte(b);
  if (lo < 0 || hi < 0)
    return REG_ECOLLATE;
  if (lo > hi)
    return REG_ERANGE;
  for (int c = lo; c <= hi; c++)
    rx_setbit(set, c);
  return 0;
}

// After '[': the whole bracket expression, as a set node.
int __rx_bracket(rx_parser *p) {
  Elem *start = malloc(2 * sizeof(Elem));
  if (!start) {
    p->err = REG_ESPACE;
    return -1;
  }
  Elem *end = start + 1;
  unsigned char set[32];
  memset(set, 0, sizeof set);
  int err = 0, non_match = 0;
  int tok = peek_bracket(p);
  if (tok == B_END) {
    err = REG_BADPAT;
    goto out;
  }
  if (tok == B_NONMATCH) {
    non_match = 1;
    if (p->newline)
      rx_setbit(set, '\n');
    p->pos += p->tlen;
    tok = peek_bracket(p);
    if (tok == B_END) {
      err = REG_BADPAT;
      goto out;
    }
  }
  if (tok == B_CLOSE)
    tok = B_CHAR;  // a ']' first is ordinary
  for (int first = 1;; first = 0) {
    if ((err = bracket_element(p, tok, p->tc, p->tlen, start, first)))
      goto out;
    tok = peek_bracket(p);
    int range = 0;
    if (start->type != E_CLASS && start->type != E_EQUIV) {
      if (tok == B_END) {
        err = REG_EBRACK;
        goto out;
      }
      if (tok == B_RANGE) {
        int dash_len = p->tlen;
        p->pos += dash_len;
        int tok2 = peek_bracket(p);
        if (tok2 == B_END) {
          err = REG_EBRACK;
          goto out;
        }
        if (tok2 == B_CLOSE) {
          p->pos -= dash_len;  // a '-' last is ordinary
          peek_bracket(p);
          tok = B_CHAR;
        } else {
          if ((err = bracket_element(p, tok2, p->tc, p->tlen, end, 1)))
            goto out;
          tok = peek_bracket(p);
          range = 1;
          if ((err = add_range(set, start, end)))
            goto out;
        }
      }
    }
    if (!range && (err = add_elem(p, set, start)))
      goto out;
    if (tok == B_END) {
      err = REG_EBRACK;
      goto out;
    }
    if (tok == B_CLOSE)
      break;
  }
  p->pos += p->tlen;  // ']'
  if (non_match)
    for (int i = 0; i < 32; i++)
      set[i] = (unsigned char)~set[i];
out:
  free(start);
  if (err) {
    p->err = err;
    return -1;
  }
  int s = __rx_new_set(p);
  if (s < 0)
    return -1;
  memcpy(p->sets[s], set, 32);
  return __rx_new_node(p, N_SET, s, 0, -1);
}
