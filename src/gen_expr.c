// gen_expr.c — expression lowering, the target-independent part: the
// dispatch on the node's kind, the trap site each expression reports,
// constants (written or folded), casts, unary - and ~, the binary
// operators and pointer addition (gen_arith.c), calls in safe
// mode (gen_call.c), loads, addresses and assignments (gen_lvalue.c),
// the zeroing of a local before its initializer, and the expressions
// that are control flow: `?:`, the comma operator, `&&`, `||`, `!` and
// GNU statement expressions.  A generated expression leaves its value
// where the target keeps results (on x86_64 %rax, %xmm0 or %st(0) by
// type).
//
// The builtins, va_* and alloca are gen_builtin.c's.

#include "codegen.h"

// The token of the expression being generated: the source location a
// trap in its code reports (sites.c).
Token *site_tok;

// The nodes of a left-leaning chain of `kind` (a, b, c, ... or
// a && b && c ...), outermost first, so that long chains cost no
// recursion.  The caller frees the array.
Node **left_spine(Node *node, NodeKind kind, int *len) {
  int n = 0, cap = 16;
  Node **spine = xcalloc(cap, sizeof(Node *));
  for (; node->kind == kind; node = node->lhs) {
    if (n == cap)
      spine = xrealloc(spine, sizeof(Node *) * (cap *= 2));
    spine[n++] = node;
  }
  *len = n;
  return spine;
}

// Does reading `node` do nothing that can be seen?  A local variable in
// a register or a plain frame slot that is not volatile; a VLA, an
// over-aligned local or a safe-mode object is reached through its slot or
// an access check.
static bool read_has_no_effect(Node *node) {
  if (node->kind != ND_VAR || !node->var->is_local)
    return false;
  Obj *var = node->var;
  return !node->ty->is_volatile && !var->ty->is_volatile && var->ty->kind != TY_VLA &&
         !is_object_local(var) && !is_overaligned_local(current_function, var);
}

// An expression for its effects only: `(void)` casts and the value of
// x++ (Node.discarded: x = x + 1) are looked through, comma chains cost no
// recursion, and a constant or a plain local read emits nothing.
void gen_discard(Node *node) {
  while (node->kind == ND_CAST && node->ty->kind == TY_VOID)
    node = node->lhs;
  if (node->discarded)
    node = node->discarded;
  if (node->kind == ND_COMMA) {
    gen_comma_prefix(node);
    gen_discard(node->rhs);
    return;
  }
  if (gen_effect_in_place(node) || is_int_const(node) || read_has_no_effect(node))
    return;
  gen_expr(node);
  target->drop_value(node->ty);
}

// The operands of a comma chain but the last, for their effects only.
// The caller then generates node->rhs as a value or as an lvalue.
void gen_comma_prefix(Node *node) {
  int n;
  Node **spine = left_spine(node, ND_COMMA, &n);
  gen_discard(spine[n - 1]->lhs);
  for (int i = n - 1; i > 0; i--)
    gen_discard(spine[i]->rhs);
  free(spine);
}

// An integer constant of type ty.  In safe mode an integer made into a
// pointer carries no capability (DESIGN §4).
static void gen_int(Type *ty, int64_t val) {
  target->load_int(ty, val);
  if (opt_safe && ty && ty->kind == TY_PTR)
    target->clear_capability();
}

// The bytes of floating value v of type ty in the target's format.
void float_constant_bytes(Type *ty, long double v, uint8_t bytes[16]) {
  memset(bytes, 0, 16);
  if (ty->kind == TY_FLOAT) {
    float f = (float)v;
    memcpy(bytes, &f, sizeof(f));
  } else if (ty->kind == TY_DOUBLE) {
    double d = (double)v;
    memcpy(bytes, &d, sizeof(d));
  } else {
    encode_long_double(v, bytes);
  }
}

// A number as written: floating constants go to the target as the bytes
// of their representation (long double in the target's format).
static void gen_number(Node *node) {
  Type *ty = node->ty;
  uint8_t bytes[16];
  switch (ty->kind) {
  case TY_FLOAT:
  case TY_DOUBLE:
  case TY_LDOUBLE:
    float_constant_bytes(ty, node->fval, bytes);
    target->load_float(ty, bytes);
    return;
  case TY_INT128: // the 64-bit value, sign-extended
    target->load_int(ty, node->val);
    return;
  case TY_PTR:
    gen_int(ty, node->val);
    return;
  default:
    gen_int(ty, int_repr(ty, node->val));
  }
}

// A cast of a loaded integer lvalue to a 64-bit integer, on a target whose
// loads already extend to 64 bits by the loaded type's signedness: no
// conversion code is needed.
static bool is_loaded_widening(Node *node) {
  Type *from = node->lhs->ty, *to = node->ty;
  if (!target->loads_extend_to_64)
    return false;
  if (!is_integer_like(to) || to->kind == TY_BOOL || operation_width(to) != 8 || to->size != 8)
    return false;
  if (!is_integer_like(from) || from->kind == TY_PTR || value_is_address(from))
    return false;
  NodeKind k = node->lhs->kind;
  return k == ND_VAR || k == ND_DEREF || k == ND_MEMBER;
}

// Is `node`, of a 4-byte integer type, the result of one of the
// operators the target computes with a 32-bit instruction?
static bool is_op32_result(Node *node) {
  switch (node->kind) {
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND:
  case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR:
    return integer_like_size(node->ty) == 4 && operation_width(node->ty) == 4;
  default:
    return false;
  }
}

static bool is_mask_below_2_31(Node *node) {
  return is_int_const(node) && const_value(node) >= 0 && const_value(node) <= INT32_MAX;
}

// Is `node`, of a 4-byte integer type, a 32-bit result that is not
// negative as an int: masked by a constant below 2^31 (Lua's
// `(i >> 7) & 0xff`), an unsigned value shifted right at least once, or
// such a value converted between 4-byte integer types.
static bool is_small_op32_result(Node *node) {
  if (node->kind == ND_CAST)
    return is_integer_like(node->lhs->ty) && integer_like_size(node->lhs->ty) == 4 &&
           integer_like_size(node->ty) == 4 && is_small_op32_result(node->lhs);
  if (!is_op32_result(node))
    return false;
  if (node->kind == ND_BITAND)
    return is_mask_below_2_31(node->rhs) || is_mask_below_2_31(node->lhs);
  return node->kind == ND_SHR && node->ty->is_unsigned && is_int_const(node->rhs) &&
         const_value(node->rhs) >= 1;
}

// A widening to 64 bits of a 32-bit result the operation already left
// zero-extended (Target.ops32_zero_extend): an unsigned one, or one that
// is not negative.  No conversion code is needed.
static bool is_done_widening(Node *node) {
  Type *from = node->lhs->ty, *to = node->ty;
  if (!target->ops32_zero_extend || !is_integer_like(to) || to->kind == TY_BOOL ||
      integer_like_size(to) != 8 || !is_integer_like(from) || from->kind == TY_BOOL)
    return false;
  if (from->is_unsigned && is_op32_result(node->lhs))
    return true;
  return is_small_op32_result(node->lhs);
}

// Safe mode: a conversion from a non-pointer to a pointer gives no
// capability; pointer to pointer keeps it.
static bool makes_pointer(Type *from, Type *to) {
  return opt_safe && to->kind == TY_PTR && from->kind != TY_PTR && !value_is_address(from);
}

// A pointer converted to an integer keeps only its address, and one
// converted to another pointer type whose capability nothing reads has
// none to keep: a pointer loaded from memory then comes without its
// capability.
static void gen_cast(Node *node) {
  long double v;
  uint8_t bytes[16];
  if (is_float_const(node, &v)) { // (double)0 is loaded as 0.0
    float_constant_bytes(node->ty, v, bytes);
    target->load_float(node->ty, bytes);
    return;
  }
  bool keeps_address_only = is_integer_like(node->ty) && node->ty->kind != TY_PTR;
  if (node->lhs->ty->kind == TY_PTR && (keeps_address_only || node == capability_unused))
    gen_without_capability(node->lhs);
  else
    gen_expr(node->lhs);
  if (!is_loaded_widening(node) && !is_done_widening(node))
    target->convert(node->lhs->ty, node->ty);
  if (makes_pointer(node->lhs->ty, node->ty))
    target->clear_capability();
}

// cond ? then : els.  A void conditional evaluates its arms for effects.
static void gen_cond(Node *node) {
  char *els = new_label(), *end = new_label();
  track_join(els);
  track_join(end);
  gen_branch(node->cond, els, false);
  if (node->ty->kind == TY_VOID)
    gen_discard(node->then);
  else
    gen_expr(node->then);
  target->jump(end);
  note_jump_to_join(end);
  place_join(els, false);
  if (node->ty->kind == TY_VOID)
    gen_discard(node->els);
  else
    gen_expr(node->els);
  place_join(end, true);
}

// && and ||, as jumps to `shortcut` when an operand decides the result
// (false for &&, true for ||), then 1 or 0.
static void gen_logical(Node *node, bool is_and) {
  char *shortcut = new_label(), *end = new_label();
  int n;
  Node **spine = left_spine(node, node->kind, &n);
  gen_branch(spine[n - 1]->lhs, shortcut, !is_and);
  for (int i = n - 1; i >= 0; i--)
    gen_branch(spine[i]->rhs, shortcut, !is_and);
  free(spine);
  target->load_int(node->ty, is_and ? 1 : 0);
  target->jump(end);
  emit_label(shortcut);
  target->load_int(node->ty, is_and ? 0 : 1);
  emit_label(end);
}

// Safe mode: the object local whose declaration just made it zero, until
// its initializer has been generated (gen_stmt.c).
Obj *zeroed_already;

// ND_MEMZERO: local var set to zero before its initializer.  In safe mode
// a pointer in a plain slot has its capability word beside it, and a
// frame object's stored capabilities go too.  An object its declaration
// just made is zero already: its initializer's first node is this one.
void gen_zero_local(Obj *var) {
  forget_checks_of(var);
  if (var == zeroed_already) {
    zeroed_already = NULL;
    return;
  }
  if (target->zero_register_local(var))
    return;
  int size = var->ty->size;
  if (opt_safe && var->ty->kind == TY_PTR && !is_object_local(var))
    size = 16;
  if (is_frame_object(var))
    target->clear_object_capabilities(var);
  target->zero_local(var, size);
}

// ({ ... }): the last expression statement leaves its value in place.
static void gen_stmt_expr(Node *node) {
  for (Node *n = node->body; n; n = n->next) {
    if (!n->next && n->kind == ND_EXPR_STMT)
      gen_expr(n->lhs);
    else
      gen_stmt(n);
  }
}

static void gen_expr_here(Node *node) {
  int64_t folded;
  if (node->kind != ND_NUM && fold_int(node, &folded)) {
    gen_int(node->ty, folded);
    return;
  }
  switch (node->kind) {
  case ND_NUM: gen_number(node); return;
  case ND_CAST: gen_cast(node); return;
  case ND_COMMA:
    if (!gen_post_update(node)) {
      gen_comma_prefix(node);
      gen_expr(node->rhs);
    }
    return;
  case ND_COND: gen_cond(node); return;
  case ND_NOT:
    gen_without_capability(node->lhs);
    target->logical_not(node->lhs->ty);
    return;
  case ND_NEG:
  case ND_BITNOT:
    gen_expr(node->lhs);
    target->unary_op(node->kind, node->ty);
    return;
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
  case ND_BITAND: case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR:
  case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    gen_binary(node);
    return;
  case ND_PTR_ADD: gen_ptr_add(node); return;
  case ND_LOGAND: gen_logical(node, true); return;
  case ND_LOGOR: gen_logical(node, false); return;
  case ND_STMT_EXPR: gen_stmt_expr(node); return;
  case ND_MEMZERO: gen_zero_local(node->var); return;
  case ND_FUNCALL:
    if (opt_safe)
      gen_safe_call(node);
    else
      gen_platform_call(node);
    return;
  case ND_VAR: case ND_DEREF: case ND_MEMBER: case ND_ADDR: case ND_ASSIGN:
    gen_lvalue_expr(node);
    return;
  case ND_LABEL_VAL:
    target->load_label_address(node->unique_label);
    if (opt_safe)
      target->clear_capability();
    return;
  default:
    gen_builtin(node);
  }
}

Node *capability_unused;

void gen_without_capability(Node *node) {
  Node *saved = capability_unused;
  capability_unused = opt_safe && opt_skip_unused_caps && node->ty->kind == TY_PTR ? node : NULL;
  gen_expr(node);
  capability_unused = saved;
}

void gen_expr(Node *node) {
  Token *saved = site_tok;
  if (node->tok)
    site_tok = node->tok;
  gen_expr_here(node);
  site_tok = saved;
}
