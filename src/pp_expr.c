// pp_expr.c — evaluates the expression of #if and #elif.
//
// The preprocessor hands over the expression with macros expanded,
// `defined` and the __has_* operators replaced by 0 or 1, and numbers
// converted.  Arithmetic follows C11 6.10.1: every value is intmax_t or
// uintmax_t (here int64_t and uint64_t), identifiers are 0, and GCC's
// results are used where C leaves them open (shifts, overflow).  Values
// are computed in uint64_t so that no operation can trap.

#include "safecc.h"

#define MAX_IF_DEPTH 1000

// Values of #if arithmetic: intmax_t or uintmax_t.
typedef struct {
  uint64_t v;
  bool is_unsigned;
} PPValue;

static Token *ev_tok;
static int ev_depth;

static PPValue ev_expr(bool live);
static PPValue ev_cond(bool live);

static PPValue pp_value(uint64_t v, bool is_unsigned) {
  PPValue val = {v, is_unsigned};
  return val;
}

static void ev_enter(void) {
  if (++ev_depth > MAX_IF_DEPTH)
    error_tok(ev_tok, "#if expression nested too deeply");
}

static PPValue ev_number(Token *tok) {
  if (tok->ty->kind == TY_FLOAT || tok->ty->kind == TY_DOUBLE ||
      tok->ty->kind == TY_LDOUBLE)
    error_tok(tok, "floating constant in preprocessor expression");
  // Character constants keep their C value ('\377' is -1); integer
  // constants are intmax_t unless they have a `u` suffix or do not fit.
  if (!isdigit((unsigned char)*tok->loc))
    return pp_value(tok->val, tok->ty->is_unsigned);
  bool u = (uint64_t)tok->val > INT64_MAX;
  for (int i = 0; i < tok->len; i++)
    if (tok->loc[i] == 'u' || tok->loc[i] == 'U')
      u = true;
  return pp_value(tok->val, u);
}

static PPValue ev_unary(bool live) {
  ev_enter();
  Token *tok = ev_tok;
  PPValue v;
  if (equal(tok, "+") || equal(tok, "-") || equal(tok, "~") ||
      equal(tok, "!")) {
    ev_tok = tok->next;
    v = ev_unary(live);
    if (equal(tok, "-"))
      v.v = 0 - v.v;
    else if (equal(tok, "~"))
      v.v = ~v.v;
    else if (equal(tok, "!"))
      v = pp_value(v.v == 0, false);
  } else if (equal(tok, "(")) {
    ev_tok = tok->next;
    v = ev_expr(live);
    if (!equal(ev_tok, ")"))
      error_tok(ev_tok, "missing ')' in expression");
    ev_tok = ev_tok->next;
  } else if (tok->kind == TK_NUM) {
    v = ev_number(tok);
    ev_tok = tok->next;
  } else if (tok->kind == TK_IDENT || tok->kind == TK_KEYWORD) {
    v = pp_value(0, false); // identifiers that are not macros are 0
    ev_tok = tok->next;
  } else if (tok->kind == TK_EOF) {
    error_tok(tok, "expected a value in preprocessor expression");
  } else {
    error_tok(tok, "token \"%.*s\" is not valid in preprocessor expressions",
              tok->len, tok->loc);
  }
  ev_depth--;
  return v;
}

static int binary_prec(Token *tok) {
  static char *ops[] = {"||", "&&", "|", "^", "&", "==", "!=", "<", ">", "<=",
                        ">=", "<<", ">>", "+", "-", "*", "/", "%", NULL};
  static int prec[] = {1, 2, 3, 4, 5, 6, 6, 7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 10};
  if (tok->kind != TK_PUNCT)
    return 0;
  for (int i = 0; ops[i]; i++)
    if (equal(tok, ops[i]))
      return prec[i];
  return 0;
}

// x << n and x >> n with GCC's rules: a negative count shifts the other
// way, and counts of 64 or more shift everything out.
static PPValue ev_shift(PPValue a, PPValue b, bool left) {
  int64_t n = (int64_t)b.v;
  if (!b.is_unsigned && n < 0) {
    left = !left;
    n = (n == INT64_MIN) ? INT64_MAX : -n;
  } else if (b.is_unsigned && b.v > 64) {
    n = 64;
  }
  bool neg = !a.is_unsigned && (int64_t)a.v < 0;
  if (n >= 64)
    return pp_value((left || !neg) ? 0 : (uint64_t)-1, a.is_unsigned);
  if (left)
    return pp_value(a.v << n, a.is_unsigned);
  if (!neg)
    return pp_value(a.v >> n, a.is_unsigned);
  return pp_value(~(~a.v >> n), a.is_unsigned); // arithmetic shift
}

static PPValue ev_divide(PPValue a, PPValue b, bool is_mod, bool live,
                         Token *op) {
  bool u = a.is_unsigned || b.is_unsigned;
  if (b.v == 0) {
    if (live)
      error_tok(op, "division by zero in #if");
    return pp_value(0, u);
  }
  if (u)
    return pp_value(is_mod ? a.v % b.v : a.v / b.v, true);
  int64_t x = (int64_t)a.v, y = (int64_t)b.v;
  if (x == INT64_MIN && y == -1)
    return pp_value(is_mod ? 0 : a.v, false);
  return pp_value(is_mod ? (uint64_t)(x % y) : (uint64_t)(x / y), false);
}

static PPValue ev_compare(PPValue a, PPValue b, Token *op) {
  bool u = a.is_unsigned || b.is_unsigned;
  int c;
  if (u)
    c = (a.v > b.v) - (a.v < b.v);
  else
    c = ((int64_t)a.v > (int64_t)b.v) - ((int64_t)a.v < (int64_t)b.v);
  bool r;
  if (equal(op, "<"))
    r = c < 0;
  else if (equal(op, ">"))
    r = c > 0;
  else if (equal(op, "<="))
    r = c <= 0;
  else
    r = c >= 0;
  return pp_value(r, false);
}

static PPValue ev_apply(Token *op, PPValue a, PPValue b, bool live) {
  bool u = a.is_unsigned || b.is_unsigned;
  if (equal(op, "*"))
    return pp_value(a.v * b.v, u);
  if (equal(op, "/") || equal(op, "%"))
    return ev_divide(a, b, equal(op, "%"), live, op);
  if (equal(op, "+"))
    return pp_value(a.v + b.v, u);
  if (equal(op, "-"))
    return pp_value(a.v - b.v, u);
  if (equal(op, "<<") || equal(op, ">>"))
    return ev_shift(a, b, equal(op, "<<"));
  if (equal(op, "=="))
    return pp_value(a.v == b.v, false);
  if (equal(op, "!="))
    return pp_value(a.v != b.v, false);
  if (equal(op, "&"))
    return pp_value(a.v & b.v, u);
  if (equal(op, "^"))
    return pp_value(a.v ^ b.v, u);
  if (equal(op, "|"))
    return pp_value(a.v | b.v, u);
  return ev_compare(a, b, op);
}

// Binary operators by precedence climbing; `live` is false in operands
// that are not evaluated (so 0 && 1/0 is fine).
static PPValue ev_binary(int min_prec, bool live) {
  PPValue lhs = ev_unary(live);
  for (;;) {
    Token *op = ev_tok;
    int prec = binary_prec(op);
    if (prec == 0 || prec < min_prec)
      return lhs;
    ev_tok = op->next;
    if (equal(op, "&&")) {
      PPValue rhs = ev_binary(prec + 1, live && lhs.v != 0);
      lhs = pp_value(lhs.v != 0 && rhs.v != 0, false);
    } else if (equal(op, "||")) {
      PPValue rhs = ev_binary(prec + 1, live && lhs.v == 0);
      lhs = pp_value(lhs.v != 0 || rhs.v != 0, false);
    } else {
      PPValue rhs = ev_binary(prec + 1, live);
      lhs = ev_apply(op, lhs, rhs, live);
    }
  }
}

static PPValue ev_cond(bool live) {
  ev_enter();
  PPValue c = ev_binary(1, live);
  if (equal(ev_tok, "?")) {
    ev_tok = ev_tok->next;
    PPValue a = ev_expr(live && c.v != 0);
    if (!equal(ev_tok, ":"))
      error_tok(ev_tok, "expected ':' in preprocessor expression");
    ev_tok = ev_tok->next;
    PPValue b = ev_cond(live && c.v == 0);
    bool u = a.is_unsigned || b.is_unsigned;
    c = pp_value(c.v ? a.v : b.v, u);
  }
  ev_depth--;
  return c;
}

static PPValue ev_expr(bool live) {
  PPValue v = ev_cond(live);
  while (equal(ev_tok, ",")) {
    ev_tok = ev_tok->next;
    v = ev_cond(live);
  }
  return v;
}

// The value of a #if expression; tok is the list, ending in TK_EOF.
bool pp_eval_expr(Token *tok) {
  ev_tok = tok;
  ev_depth = 0;
  PPValue v = ev_expr(true);
  if (ev_tok->kind != TK_EOF)
    error_tok(ev_tok, "missing binary operator before token \"%.*s\"",
              ev_tok->len, ev_tok->loc);
  return v.v != 0;
}
