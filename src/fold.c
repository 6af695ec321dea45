// fold.c — integer constant folding for the code generator (and the
// float or double constants integer constants convert to exactly).  The parser
// keeps expressions such as `~((~0) << 7) << 0` (macro-built masks,
// everywhere in real code) as trees; evaluating them here lets the code
// generator emit one immediate instead of a dozen instructions.  Only
// operations whose result C defines for every operand are folded (no
// division, no oversized shifts); anything else makes the fold fail and the
// tree is generated as usual.  Values have const_eval.c's representation
// (int_repr); const_eval.c evaluates the constant expressions the language
// requires and reports an error where this file just declines.

#include "safecc.h"

// Nodes one fold may visit: bounds the work per gen_expr call (and the
// recursion depth) on long non-constant chains.
#define FOLD_BUDGET 64

// Plain integer types, whose constants are folded (not pointers, not
// __int128).
static bool is_foldable_ty(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG: case TY_ENUM:
    return true;
  default:
    return false;
  }
}

static bool fold(Node *node, int64_t *val, int *budget);

// Both operands of a binary node.
static bool fold2(Node *node, int64_t *a, int64_t *b, int *budget) {
  return fold(node->lhs, a, budget) && fold(node->rhs, b, budget);
}

// <, <=, ==, != with the signedness of the operand type.
static bool fold_compare(Node *node, int64_t *val, int *budget) {
  int64_t a, b;
  if (!is_foldable_ty(node->lhs->ty) || !fold2(node, &a, &b, budget))
    return false;
  bool u = node->lhs->ty->is_unsigned || node->lhs->ty->kind == TY_BOOL;
  bool lt = u ? (uint64_t)a < (uint64_t)b : a < b;
  switch (node->kind) {
  case ND_EQ: *val = a == b; break;
  case ND_NE: *val = a != b; break;
  case ND_LT: *val = lt; break;
  default: *val = lt || a == b; break;
  }
  return true;
}

// Shifts by a count inside the width of the type.
static bool fold_shift(Node *node, int64_t *val, int *budget) {
  int64_t a, n;
  if (!fold2(node, &a, &n, budget) || n < 0 || n >= node->ty->size * 8)
    return false;
  if (node->kind == ND_SHL)
    *val = (int64_t)((uint64_t)a << n);
  else if (node->ty->is_unsigned)
    *val = (int64_t)((uint64_t)a >> n);
  else
    *val = a < 0 ? ~(~a >> n) : a >> n;
  return true;
}

// Operators whose operands and result have the node's type.
static bool fold_arith(Node *node, int64_t *val, int *budget) {
  int64_t a, b;
  if (!fold2(node, &a, &b, budget))
    return false;
  uint64_t x = (uint64_t)a, y = (uint64_t)b;
  switch (node->kind) {
  case ND_ADD: *val = (int64_t)(x + y); return true;
  case ND_SUB: *val = (int64_t)(x - y); return true;
  case ND_MUL: *val = (int64_t)(x * y); return true;
  case ND_BITAND: *val = (int64_t)(x & y); return true;
  case ND_BITOR: *val = (int64_t)(x | y); return true;
  default: *val = (int64_t)(x ^ y); return true;
  }
}

// The value before conversion to node->ty.
static bool fold_raw(Node *node, int64_t *val, int *budget) {
  int64_t a;
  switch (node->kind) {
  case ND_NUM:
    *val = node->val;
    return true;
  case ND_CAST:
    return is_foldable_ty(node->lhs->ty) && fold(node->lhs, val, budget);
  case ND_ADD: case ND_SUB: case ND_MUL:
  case ND_BITAND: case ND_BITOR: case ND_BITXOR:
    return fold_arith(node, val, budget);
  case ND_SHL: case ND_SHR:
    return fold_shift(node, val, budget);
  case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    return fold_compare(node, val, budget);
  case ND_NEG:
  case ND_BITNOT:
    if (!fold(node->lhs, &a, budget))
      return false;
    *val = node->kind == ND_NEG ? (int64_t)(0 - (uint64_t)a) : ~a;
    return true;
  case ND_NOT:
    if (!is_foldable_ty(node->lhs->ty) || !fold(node->lhs, &a, budget))
      return false;
    *val = !a;
    return true;
  case ND_COND:
    if (!is_foldable_ty(node->cond->ty) || !fold(node->cond, &a, budget))
      return false;
    return fold(a ? node->then : node->els, val, budget);
  default:
    return false;
  }
}

static bool fold(Node *node, int64_t *val, int *budget) {
  if (--*budget < 0 || !node->ty || !is_foldable_ty(node->ty))
    return false;
  if (!fold_raw(node, val, budget))
    return false;
  *val = int_repr(node->ty, *val);
  return true;
}

// Is `node` an integer expression with a constant value?  Sets *val to
// that value in const_value()'s form.
bool fold_int(Node *node, int64_t *val) {
  if (!opt_fold_constants)
    return false;
  int budget = FOLD_BUDGET;
  return fold(node, val, &budget);
}

// Is `node` a float or double constant: a floating number, or an integer
// constant converted to float or double that converts exactly (at most
// 2^24 or 2^53 in magnitude, so that no rounding mode can change it:
// `double best = 0`, `x * 2`)?  Sets *val.  (-fno-fold-constants: only
// numbers.)
bool is_float_const(Node *node, long double *val) {
  Type *ty = node->ty;
  if (!ty || (ty->kind != TY_FLOAT && ty->kind != TY_DOUBLE))
    return false;
  if (node->kind == ND_NUM) {
    *val = node->fval;
    return true;
  }
  int64_t i;
  if (node->kind != ND_CAST || !is_integer(node->lhs->ty) || node->lhs->ty->kind == TY_INT128 ||
      !fold_int(node->lhs, &i))
    return false;
  int64_t limit = ty->kind == TY_FLOAT ? (int64_t)1 << 24 : (int64_t)1 << 53;
  if (node->lhs->ty->is_unsigned && node->lhs->ty->size == 8 && (uint64_t)i > (uint64_t)limit)
    return false;
  if (i < -limit || i > limit)
    return false;
  *val = (long double)i;
  return true;
}

// An integer constant: a number, or an expression fold_int() evaluates.
bool is_int_const(Node *node) {
  int64_t v;
  if (node->kind == ND_NUM)
    return is_integer_like(node->ty);
  return fold_int(node, &v);
}
