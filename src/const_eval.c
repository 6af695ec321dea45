// const_eval.c — evaluation of constant expressions at compile time:
// integer constant expressions (array sizes, case labels, enum values,
// _Static_assert), arithmetic constants, and the address constants of
// global initializers (a symbol plus an offset).

#include "parse.h"

static char *not_constant_msg = "expression is not a compile-time constant";

// Global initializers report non-constant elements in their own words.
void set_eval_error(char *msg) {
  not_constant_msg = msg ? msg : "expression is not a compile-time constant";
}

static _Noreturn void not_constant(Node *node) {
  error_tok(node->tok, "%s", not_constant_msg);
}

// v as a value of integer type ty: truncated to its size, then sign- or
// zero-extended to 64 bits; a _Bool is 0 or 1.  Other types keep v.
int64_t int_repr(Type *ty, int64_t v) {
  if (ty->kind == TY_BOOL)
    return v != 0;
  if (!is_integer(ty))
    return v;
  switch (ty->size) {
  case 1: return ty->is_unsigned ? (int64_t)(uint8_t)v : (int64_t)(int8_t)v;
  case 2: return ty->is_unsigned ? (int64_t)(uint16_t)v : (int64_t)(int16_t)v;
  case 4: return ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
  default: return v;
  }
}

static bool is_unsigned_operand(Node *node) {
  return node->ty->is_unsigned || node->ty->kind == TY_PTR || is_array(node->ty);
}

static int64_t eval_addr(Node *node, char **label);

static int64_t eval_label_arith(Node *node, char **label) {
  int64_t l = eval2(node->lhs, label);
  char *rl = NULL;
  int64_t r = eval2(node->rhs, label ? &rl : NULL);
  if (rl) {
    // label - label of the same symbol is a plain number.
    if (node->kind == ND_SUB && label && *label && !strcmp(*label, rl)) {
      *label = NULL;
      return int_repr(node->ty, l - r);
    }
    if (node->kind == ND_ADD && label && !*label) {
      *label = rl;
      return l + r;
    }
    not_constant(node);
  }
  return node->kind == ND_ADD ? (int64_t)((uint64_t)l + r) : (int64_t)((uint64_t)l - r);
}

static int64_t eval_compare(Node *node) {
  Node *l = node->lhs, *r = node->rhs;
  if (is_flonum(l->ty)) {
    long double a = eval_double(l), b = eval_double(r);
    switch (node->kind) {
    case ND_EQ: return a == b;
    case ND_NE: return a != b;
    case ND_LT: return a < b;
    default: return a <= b;
    }
  }
  int64_t a = eval(l), b = eval(r);
  bool u = is_unsigned_operand(l);
  switch (node->kind) {
  case ND_EQ: return a == b;
  case ND_NE: return a != b;
  case ND_LT: return u ? (uint64_t)a < (uint64_t)b : a < b;
  default: return u ? (uint64_t)a <= (uint64_t)b : a <= b;
  }
}

static int64_t eval_div(Node *node, int64_t a, int64_t b) {
  if (b == 0)
    error_tok(node->tok, "division by zero in a constant expression");
  bool u = node->ty->is_unsigned;
  if (u) {
    if (node->ty->size == 4)
      return node->kind == ND_DIV ? (uint32_t)a / (uint32_t)b : (uint32_t)a % (uint32_t)b;
    return node->kind == ND_DIV ? (uint64_t)a / (uint64_t)b : (uint64_t)a % (uint64_t)b;
  }
  if (b == -1)
    return node->kind == ND_DIV ? (int64_t)(0 - (uint64_t)a) : 0;
  return node->kind == ND_DIV ? a / b : a % b;
}

static int64_t eval_cast(Node *node, char **label) {
  Type *ty = node->ty;
  Node *e = node->lhs;
  add_type(e);
  if (ty->kind == TY_VOID)
    not_constant(node);
  if (is_flonum(e->ty)) {
    long double d = eval_double(e);
    if (ty->kind == TY_BOOL)
      return d != 0;
    if (ty->is_unsigned && ty->size == 8)
      return (int64_t)(uint64_t)d;
    return int_repr(ty, (int64_t)d);
  }
  int64_t v = eval2(e, label);
  if (label && *label) {
    if (ty->size < 8 && ty->kind != TY_BOOL)
      not_constant(node);
    if (ty->kind == TY_BOOL) {
      *label = NULL;
      return 1;
    }
    return v;
  }
  return int_repr(ty, v);
}

// The value of a constant expression.  With `label` non-NULL an address
// constant is allowed: *label receives its symbol and the result is the
// offset from it.
int64_t eval2(Node *node, char **label) {
  add_type(node);
  if (is_flonum(node->ty))
    return (int64_t)eval_double(node);

  switch (node->kind) {
  case ND_NUM:
    return node->val;
  case ND_ADD:
  case ND_SUB:
    return int_repr(node->ty, eval_label_arith(node, label));
  case ND_PTR_ADD: {
    int64_t base = eval2(node->lhs, label);
    return base + eval(node->rhs);
  }
  case ND_MUL:
    return int_repr(node->ty, (int64_t)((uint64_t)eval(node->lhs) * (uint64_t)eval(node->rhs)));
  case ND_DIV:
  case ND_MOD:
    return int_repr(node->ty, eval_div(node, eval(node->lhs), eval(node->rhs)));
  case ND_BITAND:
    return eval(node->lhs) & eval(node->rhs);
  case ND_BITOR:
    return eval(node->lhs) | eval(node->rhs);
  case ND_BITXOR:
    return eval(node->lhs) ^ eval(node->rhs);
  case ND_SHL: {
    int64_t c = eval(node->rhs);
    if (c < 0 || c >= node->ty->size * 8)
      return 0;
    return int_repr(node->ty, (int64_t)((uint64_t)eval(node->lhs) << c));
  }
  case ND_SHR: {
    int64_t v = eval(node->lhs), c = eval(node->rhs);
    if (c < 0 || c >= 64)
      return node->ty->is_unsigned || v >= 0 ? 0 : -1;
    if (node->ty->is_unsigned) {
      uint64_t uv = node->ty->size == 4 ? (uint32_t)v : (uint64_t)v;
      return int_repr(node->ty, uv >> c);
    }
    return v >> c;
  }
  case ND_EQ:
  case ND_NE:
  case ND_LT:
  case ND_LE:
    return eval_compare(node);
  case ND_NEG:
    return int_repr(node->ty, (int64_t)(0 - (uint64_t)eval(node->lhs)));
  case ND_BITNOT:
    return int_repr(node->ty, ~eval(node->lhs));
  case ND_NOT:
    if (is_flonum(node->lhs->ty))
      return eval_double(node->lhs) == 0;
    return !eval(node->lhs);
  case ND_LOGAND:
    return (is_flonum(node->lhs->ty) ? eval_double(node->lhs) != 0 : eval(node->lhs) != 0) &&
           (is_flonum(node->rhs->ty) ? eval_double(node->rhs) != 0 : eval(node->rhs) != 0);
  case ND_LOGOR:
    return (is_flonum(node->lhs->ty) ? eval_double(node->lhs) != 0 : eval(node->lhs) != 0) ||
           (is_flonum(node->rhs->ty) ? eval_double(node->rhs) != 0 : eval(node->rhs) != 0);
  case ND_COND: {
    bool c = is_flonum(node->cond->ty) ? eval_double(node->cond) != 0 : eval(node->cond) != 0;
    return c ? eval2(node->then, label) : eval2(node->els, label);
  }
  case ND_COMMA:
    return eval2(node->rhs, label);
  case ND_CAST:
    return eval_cast(node, label);
  case ND_ADDR:
    return eval_addr(node->lhs, label);
  case ND_LABEL_VAL:
    if (!label)
      not_constant(node);
    *label = node->unique_label;
    return 0;
  case ND_VAR:
  case ND_MEMBER:
  case ND_DEREF:
    // Arrays and functions stand for their address.
    if (is_array(node->ty) || node->ty->kind == TY_FUNC)
      return eval_addr(node, label);
    not_constant(node);
  default:
    not_constant(node);
  }
}

static int64_t eval_addr(Node *node, char **label) {
  switch (node->kind) {
  case ND_VAR:
    if (node->var->is_local || !label || *label)
      not_constant(node);
    *label = node->var->asm_name;
    return 0;
  case ND_DEREF:
    return eval2(node->lhs, label);
  case ND_MEMBER:
    return eval_addr(node->lhs, label) + node->member->offset;
  case ND_CAST:
    return eval_addr(node->lhs, label);
  case ND_COMMA:
    return eval_addr(node->rhs, label);
  default:
    not_constant(node);
  }
}

int64_t eval(Node *node) {
  return eval2(node, NULL);
}

long double eval_double(Node *node) {
  add_type(node);
  if (is_integer(node->ty)) {
    int64_t v = eval(node);
    if (node->ty->is_unsigned && node->ty->size == 8)
      return (uint64_t)v;
    return v;
  }
  switch (node->kind) {
  case ND_NUM:
    return node->fval;
  case ND_ADD:
    return eval_double(node->lhs) + eval_double(node->rhs);
  case ND_SUB:
    return eval_double(node->lhs) - eval_double(node->rhs);
  case ND_MUL:
    return eval_double(node->lhs) * eval_double(node->rhs);
  case ND_DIV:
    return eval_double(node->lhs) / eval_double(node->rhs);
  case ND_NEG:
    return -eval_double(node->lhs);
  case ND_COND: {
    bool c = is_flonum(node->cond->ty) ? eval_double(node->cond) != 0 : eval(node->cond) != 0;
    return c ? eval_double(node->then) : eval_double(node->els);
  }
  case ND_COMMA:
    return eval_double(node->rhs);
  case ND_CAST: {
    long double v = eval_double(node->lhs);
    if (node->ty->kind == TY_FLOAT)
      return (float)v;
    if (node->ty->kind == TY_DOUBLE)
      return (double)v;
    return v;
  }
  default:
    not_constant(node);
  }
}

// Whether `node` is an arithmetic constant expression (never errors).
bool is_const_expr(Node *node) {
  if (!node)
    return false;
  add_type(node);
  switch (node->kind) {
  case ND_NUM:
    return true;
  case ND_ADD: case ND_SUB: case ND_MUL:
  case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR:
  case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    return is_const_expr(node->lhs) && is_const_expr(node->rhs);
  case ND_DIV:
  case ND_MOD:
    if (!is_const_expr(node->lhs) || !is_const_expr(node->rhs))
      return false;
    if (is_flonum(node->ty))
      return true;
    return eval(node->rhs) != 0;
  case ND_NEG:
  case ND_BITNOT:
  case ND_NOT:
    return is_const_expr(node->lhs);
  case ND_LOGAND:
  case ND_LOGOR: {
    if (!is_const_expr(node->lhs))
      return false;
    bool l = is_flonum(node->lhs->ty) ? eval_double(node->lhs) != 0 : eval(node->lhs) != 0;
    if (l == (node->kind == ND_LOGOR))
      return true;
    return is_const_expr(node->rhs);
  }
  case ND_COND: {
    if (!is_const_expr(node->cond))
      return false;
    bool c = is_flonum(node->cond->ty) ? eval_double(node->cond) != 0 : eval(node->cond) != 0;
    return is_const_expr(c ? node->then : node->els);
  }
  case ND_CAST:
    return is_numeric(node->ty) && is_const_expr(node->lhs) &&
           is_numeric(node->lhs->ty);
  default:
    return false;
  }
}

// An integer constant expression, with an error at `tok` otherwise.
int64_t const_expr_node(Node *node, Token *tok) {
  add_type(node);
  if (!is_const_expr(node))
    error_tok(tok, "expression is not an integer constant expression");
  if (is_flonum(node->ty))
    error_tok(tok, "expression is not an integer constant expression");
  return eval(node);
}
