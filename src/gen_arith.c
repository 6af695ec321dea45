// gen_arith.c — binary operators (arithmetic, bitwise, shifts and
// comparisons as values): the order their operands are generated in and
// the form each right operand is offered to the target in.
//
// The left operand is generated first, into the result location, and the
// right one offered as an immediate or in-place operand
// (Target.op_with_operand), loaded straight into the secondary location,
// or generated while the left one waits in a temporary register or on the
// stack (Target.hold_value).  A light left operand (operands.c) whose
// right operand would have to wait is generated second instead, so that
// nothing waits.  A left-leaning chain (a + b + c + ...) is walked with a
// loop, so its length costs no recursion.  A comparison that decides a
// jump leaves the flags to the jump instead of making a 0/1 value
// (gen_compare_branch, for gen_branch.c).

#include "codegen.h"

static bool is_comparison(NodeKind kind) {
  return kind == ND_EQ || kind == ND_NE || kind == ND_LT || kind == ND_LE;
}

static bool is_float_or_double(Type *ty) {
  return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE;
}

// Is `node` a float or double constant other than a NaN (which, with a
// NaN on the other side, could decide which payload the result keeps)?
static bool is_ordinary_float_const(Node *node) {
  long double v;
  return is_float_const(node, &v) && v == v;
}

// An operand of `node`.  A comparison reads only the address of a
// pointer operand, so a pointer loaded from memory comes without its
// capability (gen_expr.c's gen_without_capability).
static void gen_operand(Node *node, Node *operand) {
  if (is_comparison(node->kind))
    gen_without_capability(operand);
  else
    gen_expr(operand);
}

// The type the operation works in: a comparison's operands', otherwise
// the result's.
static Type *operand_type(Node *node) {
  return is_comparison(node->kind) ? node->lhs->ty : node->ty;
}

// The right operand as the secondary location may take it: an integer
// local converted to an integer type at least as wide (`iv + (long)imm`)
// is offered as the local itself, since loading a local extends it by its
// own type as the conversion does (Target.can_load_secondary decides;
// -fno-load-widened-locals: never).
static Value secondary_value(Node *rhs, Type *ty) {
  Node *inner = rhs;
  if (opt_load_widened_locals && rhs->kind == ND_CAST && is_integer(ty) && is_integer(rhs->ty) &&
      rhs->ty->kind != TY_BOOL && ty->kind != TY_INT128 && is_integer(rhs->lhs->ty) &&
      rhs->lhs->ty->kind != TY_INT128 && rhs->lhs->ty->size <= rhs->ty->size &&
      rhs->lhs->kind == ND_VAR && rhs->lhs->var->is_local)
    inner = rhs->lhs;
  Value v = operand_value(inner);
  if (inner != rhs && !(v.kind == V_VAR && v.in_place))
    return operand_value(rhs);
  return v;
}

// Generates node->rhs with the lhs in the result location.  When the lhs
// waits in a temporary register it stays there and the register is
// returned, the rhs being in the result location, so that one instruction
// can read both in place (Target.apply_op_held).  Otherwise returns -1
// with the rhs in the secondary location.
static int gen_rhs_keeping_lhs(Node *node) {
  Type *ty = operand_type(node);
  Value rhs = secondary_value(node->rhs, ty);
  if (target->can_load_secondary(ty, &rhs)) {
    target->load_secondary(ty, &rhs);
    return -1;
  }
  int held = target->hold_value(ty, leaves_temps_alone(node->rhs));
  gen_operand(node, node->rhs);
  if (held < 0)
    target->release_lhs(ty, held);
  return held;
}

// Is `node` lhs op rhs with a light lhs and a rhs that would have to
// wait?  Then the rhs goes first, to the secondary location.
static bool wants_light_lhs_first(Node *node) {
  Type *ty = operand_type(node);
  Value rhs = operand_value(node->rhs);
  if (!is_integer_like(ty) && !is_float_or_double(ty))
    return false;
  if (rhs.kind == V_CONST && target->imm_ok(node->kind, ty, rhs.imm))
    return false;
  if (opt_float_memory_operands && is_ordinary_float_const(node->rhs))
    return false; // (a memory operand: op_with_operand reads it in place)
  Value secondary = secondary_value(node->rhs, ty);
  return is_light(node->lhs) && !target->can_load_secondary(ty, &secondary);
}

// When the rhs of `node` may go first so that nothing waits: a constant
// lhs (loaded after the rhs, so that nothing waits across a call in the
// rhs, `3 < setjmp(env)`) or a light one (wants_light_lhs_first).  Then
// generates the rhs into the secondary location and the lhs into the
// result location and returns true; otherwise emits nothing.
static bool gen_rhs_first(Node *node) {
  Type *ty = operand_type(node);
  bool constant_lhs = is_integer_like(ty) && is_int_const(node->lhs) && !is_int_const(node->rhs);
  if (!constant_lhs && !wants_light_lhs_first(node))
    return false;
  gen_operand(node, node->rhs);
  target->scalar_to_secondary(ty);
  if (constant_lhs)
    target->load_int(node->lhs->ty, const_value(node->lhs));
  else
    gen_operand(node, node->lhs);
  return true;
}

static void note_floating(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  if (node->ty && is_flonum(node->ty))
    *(bool *)ctx = true;
}

// Does generating `node`, an integer expression, leave a floating value
// in the result location alone: no floating value anywhere in it (a
// conversion from double reads one) and no call?
static bool leaves_floats_alone(Node *node) {
  bool floating = false;
  if (!leaves_temps_alone(node))
    return false;
  walk_every_form(node, note_floating, &floating);
  return !floating;
}

// lhs op base[i] for a float or double lhs in the result location and
// base[i] an indexed place (gen_lvalue.c's indexed_place): the index goes
// to the integer result location, which the floating lhs does not use,
// and the target reads the operand in place, `addsd -8(%r12,%rax,8),
// %xmm0`, with nothing held meanwhile.  With `compare`, only the flags of
// the comparison are made (compare_with_operand).  Returns false,
// emitting nothing, when that does not apply.
static bool gen_indexed_operand_op(Node *node, Type *ty, bool compare) {
  Indexed ix;
  Mem m;
  if (!opt_float_memory_operands || !is_float_or_double(ty) || node->rhs->ty->kind != ty->kind ||
      !indexed_place(node->rhs, &ix, &m) || !leaves_floats_alone(ix.index))
    return false;
  gen_expr(ix.index);
  Value rhs = {.kind = V_MEM, .ty = ty, .node = node->rhs, .in_place = true, .mem = m};
  bool done = compare ? target->compare_with_operand(node->kind, ty, &rhs)
                      : target->op_with_operand(node->kind, ty, &rhs);
  if (!done)
    error_tok(node->tok, "internal error: the target refused an indexed floating operand");
  return true;
}

// Finishes `node` once its lhs is in the result location.
static void gen_binary_rest(Node *node) {
  Type *ty = operand_type(node);
  Value rhs = operand_value(node->rhs);
  if (target->op_with_operand(node->kind, ty, &rhs) || gen_indexed_operand_op(node, ty, false))
    return;
  int held = gen_rhs_keeping_lhs(node);
  if (held >= 0)
    target->apply_op_held(node->kind, ty, held);
  else
    target->apply_op(node->kind, ty);
}

// x << n and x >> n: a constant count is an operand of the instruction
// where the target has that form; otherwise the count goes where the
// target's shift looks for it (only its low bits matter, so integer
// conversions of it are skipped).
static void gen_shift(Node *node) {
  Type *ty = node->ty;
  Value count = operand_value(node->rhs);
  if (count.kind == V_CONST) {
    gen_expr(node->lhs);
    if (target->op_with_operand(node->kind, ty, &count))
      return;
    target->set_shift_count(&count);
    target->apply_op(node->kind, ty);
    return;
  }
  Node *n = node->rhs;
  while (n->kind == ND_CAST && is_integer_like(n->ty) && is_integer_like(n->lhs->ty))
    n = n->lhs;
  count = operand_value(n);
  if (count.kind == V_VAR && target->var_in_register(n->var)) {
    gen_expr(node->lhs);
    target->set_shift_count(&count);
  } else if (is_light(node->lhs)) {
    gen_expr(node->rhs);
    target->set_shift_count(NULL);
    gen_expr(node->lhs);
  } else {
    gen_expr(node->lhs);
    int held = target->hold_value(ty, leaves_temps_alone(node->rhs));
    gen_expr(node->rhs);
    target->set_shift_count(NULL);
    target->release_value(ty, held);
  }
  target->apply_op(node->kind, ty);
}

// lhs + rhs for a pointer (or an array's address) lhs and a byte offset
// rhs of type long, the only place a pointer moves.  A chain (p + a) +
// b + ... is walked with a loop: the innermost pointer, then each offset
// in turn.  The innermost addition may be one indexed instruction, or
// its offset generated first so that a pointer in a frame slot, a light
// pointer or (safe mode) one read from a simple place is added without
// waiting.
void gen_ptr_add(Node *node) {
  int n = 0;
  Node **spine = left_spine(node, ND_PTR_ADD, &n);
  int i = n - 1;
  Node *inner = spine[i];
  Indexed ix;
  if (match_indexed(inner, &ix, false)) {
    gen_expr(ix.index);
    target->indexed_address(&ix.base);
    i--;
  } else if (!is_int_const(inner->rhs) && is_frame_slot_var(inner->lhs) &&
             inner->lhs->ty->kind == TY_PTR) {
    gen_expr(inner->rhs);
    Value ptr = operand_value(inner->lhs);
    target->pointer_plus_result(&ptr);
    i--;
  } else if (!is_int_const(inner->rhs) &&
             (is_light(inner->lhs) || is_simple_pointer_read(inner->lhs))) {
    gen_expr(inner->rhs);
    target->scalar_to_secondary(ty_long);
    gen_expr(inner->lhs);
    target->apply_op(ND_ADD, ty_long);
    i--;
  } else {
    gen_expr(inner->lhs);
  }
  for (; i >= 0; i--) {
    Node *rhs = spine[i]->rhs;
    Value offset = operand_value(rhs);
    if (offset.kind == V_CONST && target->imm_ok(ND_ADD, ty_long, offset.imm)) {
      if (offset.imm)
        target->op_with_operand(ND_ADD, ty_long, &offset);
      continue;
    }
    int held = target->hold_value(node->ty, leaves_temps_alone(rhs));
    gen_expr(rhs);
    target->scalar_to_secondary(ty_long);
    target->release_value(node->ty, held);
    target->apply_op(ND_ADD, ty_long);
  }
  free(spine);
}

static bool is_spine_op(NodeKind kind) {
  switch (kind) {
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
  case ND_BITAND: case ND_BITOR: case ND_BITXOR:
  case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    return true;
  default:
    return false;
  }
}

// A constant on the left of an operator whose operands commute moves to
// the right, where the target takes it as an immediate (`2 * i` becomes
// `i * 2`, a shift) or, for a float or double, a memory operand (`4.0 *
// x`, with -ffloat-memory-operands).  Only the order of evaluating a
// constant and an expression changes, which C leaves unspecified; IEEE
// addition and multiplication commute exactly.
static void constant_to_the_right(Node *node) {
  switch (node->kind) {
  case ND_ADD: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
  case ND_EQ: case ND_NE:
    break;
  default:
    return;
  }
  if (opt_float_memory_operands && is_ordinary_float_const(node->lhs) &&
      !is_ordinary_float_const(node->rhs) && node->lhs->ty->kind == node->rhs->ty->kind) {
    Node *constant = node->lhs;
    node->lhs = node->rhs;
    node->rhs = constant;
    return;
  }
  if (is_integer_like(node->lhs->ty) && is_int_const(node->lhs) && !is_int_const(node->rhs)) {
    Node *constant = node->lhs;
    node->lhs = node->rhs;
    node->rhs = constant;
  }
}

// A binary operator's value.
void gen_binary(Node *node) {
  if (node->kind == ND_SHL || node->kind == ND_SHR) {
    gen_shift(node);
    return;
  }
  int n = 0, cap = 16;
  Node **spine = xcalloc(cap, sizeof(Node *));
  // A constant operand (-1000 - 1 in `-1000 - 1 - x`) ends the chain.
  for (Node *cur = node; is_spine_op(cur->kind) && (cur == node || !is_int_const(cur));
       cur = cur->lhs) {
    constant_to_the_right(cur);
    if (n == cap)
      spine = xrealloc(spine, sizeof(Node *) * (cap *= 2));
    spine[n++] = cur;
  }
  Node *inner = spine[n - 1];
  if (gen_rhs_first(inner)) {
    target->apply_op(inner->kind, operand_type(inner));
  } else {
    gen_operand(inner, inner->lhs);
    gen_binary_rest(inner);
  }
  for (int i = n - 2; i >= 0; i--)
    gen_binary_rest(spine[i]);
  free(spine);
}

// Is `node`, a comparison's lhs of type ty, a local the target compares
// in place, in its register or its frame slot (at the operation's full
// width)?  Read after the rhs, so only a local whose address is not
// taken, which the rhs cannot change.
static bool compares_in_place(Node *lhs, Type *ty) {
  return lhs->kind == ND_VAR && lhs->var->is_local && !lhs->var->is_addr_taken &&
         !is_int_const(lhs) && (target->var_in_register(lhs->var) || is_frame_slot_var(lhs)) &&
         lhs->ty->size == operation_width(ty);
}

// Does integer type `to` hold every value of integer type `from`?
static bool widens_exactly(Type *from, Type *to) {
  if (from->size > to->size || from->kind == TY_INT128 || to->kind == TY_INT128)
    return false;
  if (from->is_unsigned == to->is_unsigned)
    return true;
  return from->is_unsigned && from->size < to->size;
}

// x seen through the integer conversions that keep every value of it (a
// promotion of a char or short, an unsigned int widened to long).
static Node *skip_exact_widenings(Node *x) {
  while (x->kind == ND_CAST && is_integer(x->ty) && is_integer(x->lhs->ty) &&
         widens_exactly(x->lhs->ty, x->ty))
    x = x->lhs;
  return x;
}

// Is v a value of integer type ty (of at most 8 bytes)?
static bool fits_type(int64_t v, Type *ty) {
  if (ty->size == 8)
    return !ty->is_unsigned || v >= 0;
  int64_t span = (int64_t)1 << (8 * ty->size);
  return ty->is_unsigned ? v >= 0 && v < span : v >= -span / 2 && v < span / 2;
}

// Plain mode: `p->tt == 3` and the like, an integer read from a simple
// place (a member through a pointer, a global) compared with a constant,
// in place and in the integer's own width (`cmpb $3, 8(%rax)`), seen
// through the conversions that promoted it when the constant is a value
// of its type (then the comparison in that type, with its signedness,
// decides the same).  Returns false, emitting nothing, otherwise.
static bool gen_compare_in_memory(Node *cond, char *label, bool when) {
  Node *x = skip_exact_widenings(cond->lhs);
  if (opt_safe || !opt_compare_in_memory || x->kind == ND_VAR || !is_integer(x->ty) ||
      x->ty->kind == TY_BOOL || x->ty->kind == TY_INT128 || !is_int_const(cond->rhs) ||
      (x->kind == ND_MEMBER && x->member->is_bitfield))
    return false;
  Value place = operand_value(x);
  int64_t c = const_value(cond->rhs);
  if (place.kind != V_MEM || !fits_type(c, x->ty) || !target->imm_ok(cond->kind, x->ty, c))
    return false;
  Value constant = {.kind = V_CONST, .ty = x->ty, .imm = c};
  target->compare_in_place(cond->kind, x->ty, &place, &constant);
  target->branch_on_compare(cond->kind, x->ty, label, when);
  return true;
}

// The integer x of `x & c`, seen through the conversions that promoted
// it, when the constant c is a mask of x's own bits (so that the bits of
// the promoted value the mask selects are x's own); sets *mask.  NULL
// otherwise.
static Node *tested_bits(Node *and_node, int64_t *mask) {
  constant_to_the_right(and_node);
  if (!is_int_const(and_node->rhs))
    return NULL;
  Node *x = skip_exact_widenings(and_node->lhs);
  int64_t c = const_value(and_node->rhs);
  if (!is_integer(x->ty) || x->ty->kind == TY_BOOL || x->ty->kind == TY_INT128 || c <= 0 ||
      (x->ty->size < 8 && c >= (int64_t)1 << (8 * x->ty->size)) ||
      !target->imm_ok(ND_BITAND, x->ty, c))
    return NULL;
  *mask = c;
  return x;
}

// `if (x & c)`, `if ((x & c) == 0)` and the like: the bits are tested
// where x is, in its own width (`testb $4, 10(%rax)` in plain mode for a
// member or global, `test $1, %ebx` for a register local), or in the
// result after x is generated, and the jump follows the flags: no value
// is made (-fno-compare-in-memory: only as a value).  Returns false,
// emitting nothing, for any other condition.
static bool gen_test_bits_branch(Node *cond, char *label, bool when) {
  if ((cond->kind == ND_EQ || cond->kind == ND_NE) && cond->lhs->kind == ND_BITAND &&
      is_int_const(cond->rhs) && const_value(cond->rhs) == 0) {
    when = cond->kind == ND_NE ? when : !when;
    cond = cond->lhs;
  }
  int64_t mask;
  Node *x;
  if (!opt_compare_in_memory || cond->kind != ND_BITAND || !(x = tested_bits(cond, &mask)))
    return false;
  Value place = operand_value(x);
  bool in_memory = !opt_safe && place.kind == V_MEM &&
                   !(x->kind == ND_MEMBER && x->member->is_bitfield);
  bool local = compares_in_place(x, x->ty);
  if (!in_memory && !local)
    gen_expr(x);
  target->test_bits(x->ty, in_memory || local ? &place : NULL, mask);
  target->branch_on_compare(ND_NE, x->ty, label, when);
  return true;
}

// `if (a < b)` and the like on integers, pointers, floats and doubles: a
// compare and a conditional jump to `label` when the comparison's truth
// is `when`, without making a 0/1 value.  The operands are generated in
// gen_binary's order, and a local lhs is compared in place, as is a
// local that is the whole condition (`if (p)`).
// Returns false, emitting nothing, for any other condition
// (-fno-compare-branch: for every condition).
bool gen_compare_branch(Node *cond, char *label, bool when) {
  if (!opt_compare_branch)
    return false;
  if (is_one_word_scalar(cond->ty) && !is_flonum(cond->ty) && compares_in_place(cond, cond->ty)) {
    // `if (n)` is n != 0, read in place.
    Value local = operand_value(cond), zero = {.kind = V_CONST, .ty = cond->ty, .imm = 0};
    target->compare_in_place(ND_NE, cond->ty, &local, &zero);
    target->branch_on_compare(ND_NE, cond->ty, label, when);
    return true;
  }
  if (gen_test_bits_branch(cond, label, when))
    return true;
  if (!is_comparison(cond->kind))
    return false;
  constant_to_the_right(cond);
  Type *ty = cond->lhs->ty;
  bool fp = is_float_or_double(ty);
  if (!fp && !is_integer_like(ty))
    return false;
  if (!fp && gen_compare_in_memory(cond, label, when))
    return true;
  Value lhs = operand_value(cond->lhs), rhs = operand_value(cond->rhs);
  if (!fp && compares_in_place(cond->lhs, ty)) {
    if ((rhs.kind == V_CONST && target->imm_ok(cond->kind, ty, rhs.imm)) ||
        (lives_in_register(cond->rhs) && cond->rhs->ty->size == operation_width(ty))) {
      target->compare_in_place(cond->kind, ty, &lhs, &rhs);
    } else {
      gen_operand(cond, cond->rhs);
      target->compare_in_place(cond->kind, ty, &lhs, NULL);
    }
  } else if (gen_rhs_first(cond)) {
    target->compare(cond->kind, ty, -1);
  } else {
    gen_operand(cond, cond->lhs);
    if (!target->compare_with_operand(cond->kind, ty, &rhs) &&
        !gen_indexed_operand_op(cond, ty, true))
      target->compare(cond->kind, ty, gen_rhs_keeping_lhs(cond));
  }
  target->branch_on_compare(cond->kind, ty, label, when);
  return true;
}
