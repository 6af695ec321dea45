// gen_update.c — assignments done on the object itself by one
// instruction where the target has one: x = x op e (as x op= e, ++x and
// x++ become) with op + - & | ^, and x = c.  Which assignments have that
// shape is decided here; whether the target reaches the object with one
// instruction, and the instruction, are the target's
// (Target.can_update_in_place, update_in_place, store_constant).

#include "codegen.h"

// Are a and b the same lvalue, written the same way (x, *p, s.m, p->m)?
static bool same_lvalue(Node *a, Node *b) {
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case ND_VAR:
    return a->var == b->var;
  case ND_DEREF:
    return same_lvalue(a->lhs, b->lhs);
  case ND_MEMBER:
    return a->member == b->member && same_lvalue(a->lhs, b->lhs);
  default:
    return false;
  }
}

// An integer type, not a pointer (is_integer_like() includes pointers).
static bool is_plain_int(Type *ty) {
  return is_integer_like(ty) && !value_is_address(ty) && ty->kind != TY_PTR;
}

// Integer to integer (or pointer to pointer) conversions that keep at
// least `size` bytes: an addition seen through them, truncated to `size`
// bytes, is the same.  (Integer-pointer conversions are not skipped: in
// safe mode they drop the capability.)
static Node *skip_wide_casts(Node *node, int size) {
  while (node->kind == ND_CAST && node->ty->size >= size && node->ty->kind != TY_BOOL &&
         ((is_plain_int(node->ty) && is_plain_int(node->lhs->ty)) ||
          (node->ty->kind == TY_PTR && node->lhs->ty->kind == TY_PTR)))
    node = node->lhs;
  return node;
}

// Is `node` x = x op e with op one of + - & | ^ on an integer or pointer
// lvalue (then the truncation to x's size commutes with the operation),
// and can the target update x in place with e?  Sets *u.
bool match_update_in_place(Node *node, Update *u) {
  Node *lhs = node->lhs;
  if (node->kind != ND_ASSIGN || lhs->ty->kind == TY_BOOL || lhs->ty->kind == TY_INT128 ||
      (!is_integer_like(lhs->ty) && lhs->ty->kind != TY_PTR))
    return false;
  Node *value = skip_wide_casts(node->rhs, lhs->ty->size);
  switch (value->kind) {
  case ND_ADD: case ND_PTR_ADD: u->op = ND_ADD; break;
  case ND_SUB: u->op = ND_SUB; break;
  case ND_BITAND: u->op = ND_BITAND; break;
  case ND_BITOR: u->op = ND_BITOR; break;
  case ND_BITXOR: u->op = ND_BITXOR; break;
  default: return false;
  }
  if ((value->kind != ND_PTR_ADD && !is_integer_like(value->ty)) || value->ty->size < lhs->ty->size)
    return false;
  if (!same_lvalue(skip_wide_casts(value->lhs, lhs->ty->size), lhs))
    return false;
  u->operand = value->rhs;
  Value lvalue = operand_value(lhs), operand = operand_value(u->operand);
  return target->can_update_in_place(&lvalue, &operand);
}

// The update *u of node's lvalue: a constant operand as the instruction's
// immediate, any other generated first.
void gen_update_in_place(Node *node, Update *u) {
  Value lvalue = operand_value(node->lhs), operand = operand_value(u->operand);
  if (operand.kind != V_CONST)
    gen_expr(u->operand);
  Token *saved = site_tok; // a safe-mode check reports the assignment's site
  if (node->tok)
    site_tok = node->tok;
  target->update_in_place(u->op, &lvalue, operand.kind == V_CONST ? &operand : NULL);
  site_tok = saved;
  if (node->lhs->kind != ND_VAR)
    return;
  // p += n: a tracked pointer moved, by a known number of bytes or not
  Obj *var = node->lhs->var;
  if (var->ty->kind == TY_PTR && operand.kind == V_CONST && (u->op == ND_ADD || u->op == ND_SUB))
    shift_checks_of(var, u->op == ND_ADD ? operand.imm : -operand.imm);
  else
    forget_checks_of(var);
}

// x++ and x-- whose value is used (a comma node whose Node.discarded is
// the update): the old value is loaded, then the object updated in
// place.  Returns false, emitting nothing, unless the update has the
// shape match_update_in_place() wants with a constant step.
bool gen_post_update(Node *node) {
  Node *update = node->discarded;
  Update u;
  if (!update || node->ty->kind == TY_LDOUBLE)
    return false;
  if (update->kind == ND_COMMA)
    update = update->rhs; // after the setup that makes the lvalue pure
  if (!match_update_in_place(update, &u) || !is_int_const(u.operand))
    return false;
  if (update != node->discarded)
    gen_discard(node->discarded->lhs);
  gen_expr(update->lhs);
  gen_update_in_place(update, &u);
  return true;
}

// x = c for its effect, c an integer constant (or a null pointer in plain
// mode): the constant goes straight to the object where the target can.
static bool gen_store_constant(Node *node) {
  if (node->kind != ND_ASSIGN || !is_int_const(node->rhs))
    return false;
  Type *ty = node->lhs->ty;
  if ((!is_plain_int(ty) && (ty->kind != TY_PTR || opt_safe)) || ty->size == 16)
    return false;
  Value lvalue = operand_value(node->lhs);
  Token *saved = site_tok; // a safe-mode check reports the assignment's site
  if (node->tok)
    site_tok = node->tok;
  bool done = target->store_constant(&lvalue, const_value(node->rhs));
  site_tok = saved;
  return done;
}

// An assignment for its effect done in place (src/gen_expr.c's
// gen_discard); false, emitting nothing, for any other expression.
bool gen_effect_in_place(Node *node) {
  Update u;
  if (gen_store_constant(node))
    return true;
  if (match_update_in_place(node, &u)) {
    gen_update_in_place(node, &u);
    return true;
  }
  return false;
}
