// gen_branch.c — a condition as jumps, for if, loops, ?: and the value of
// && and ||: `!x` flips the wanted truth instead of making a value,
// conversions that keep whether a value is zero are looked through, and
// && and || become chains of jumps (to a bounded nesting, past which they
// make a value).  Each remaining leaf is a comparison fused with its jump
// (gen_arith.c) or a value the target branches on.

#include "codegen.h"

// Conversions that keep whether a value is zero: widening integer casts
// and casts to _Bool (`__builtin_expect(x != 0, 0)` is a cast to long).
static bool keeps_truth(Node *node) {
  if (node->kind != ND_CAST || !is_integer_like(node->ty))
    return false;
  if (node->ty->kind == TY_BOOL)
    return true;
  return is_integer_like(node->lhs->ty) && node->ty->kind != TY_BOOL &&
         operation_width(node->ty) >= operation_width(node->lhs->ty) &&
         node->ty->size >= node->lhs->ty->size;
}

static void gen_branch_at(Node *cond, char *label, bool when, int nesting);

// a && b (is_and) or a || b as jumps: when the whole is decided by one
// operand, jump to `label` (if that is the wanted truth) or past the rest.
static void gen_logical_branch(Node *cond, char *label, bool when, int nesting) {
  bool is_and = cond->kind == ND_LOGAND;
  if (is_and != when) {
    // The whole has truth `when` as soon as one operand has it.
    gen_branch_at(cond->lhs, label, when, nesting + 1);
    gen_branch_at(cond->rhs, label, when, nesting + 1);
    return;
  }
  char *skip = new_label();
  track_join(skip);
  gen_branch_at(cond->lhs, skip, !when, nesting + 1);
  gen_branch_at(cond->rhs, label, when, nesting + 1);
  place_join(skip, true);
}

// Jumps to `label` when the scalar expression's truth is `when`; `!x`
// flips `when` instead of making a value, && and || become jumps (to a
// bounded nesting, past which they make a value).
static void gen_branch_at(Node *cond, char *label, bool when, int nesting) {
  for (;;) {
    if (keeps_truth(cond)) {
      cond = cond->lhs;
    } else if (cond->kind == ND_NOT) {
      cond = cond->lhs;
      when = !when;
    } else {
      break;
    }
  }
  if ((cond->kind == ND_LOGAND || cond->kind == ND_LOGOR) && nesting < 32) {
    gen_logical_branch(cond, label, when, nesting);
    return;
  }
  if (!gen_compare_branch(cond, label, when)) {
    gen_without_capability(cond);
    target->branch_on_value(cond->ty, label, when);
  }
  note_jump_to_join(label);
}

void gen_branch(Node *cond, char *label, bool when) {
  gen_branch_at(cond, label, when, 0);
}
