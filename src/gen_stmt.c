// gen_stmt.c — statements to code: the control flow of blocks, if, loops,
// switch, goto, labels and return is lowered here, the same way for every
// target, through the operations of Target (backend.h).  Expressions
// are gen_expr.c's, conditions gen_branch.c's; what the backend still
// lowers itself is listed in docs/codegen-interface.md ("The operations
// today").

#include "codegen.h"

// Loops around the statement being generated (see ND_DECL).
static int loop_depth;

// Safe mode: object local var's declaration is reached.  A frame object
// drops the capabilities stored in it (and what the checks knew of it); a
// heap local gets a new object.  Returns whether the payload is all
// zeros now (a new object, zeroed as every object starts).
static bool new_local_object(Obj *var) {
  if (is_frame_object_made_at_declaration(var)) {
    forget_checks_of(var);
    target->write_object_header(var);
    if (is_stored_at_declaration(var))
      return false;
    target->zero_local(var, var->ty->size);
    return true;
  }
  if (is_frame_object(var)) {
    forget_checks_of(var);
    target->clear_object_capabilities(var);
    return false;
  }
  target->alloc_local_object(var);
  return true;
}

// if (cond) then [else els].  Without an else, the then branch falls
// through to where the condition jumps when false: no `jmp` over an
// empty else (one executed instruction less on every true condition).
static void gen_if(Node *node) {
  char *els = new_label(), *end = node->els ? new_label() : NULL;
  track_join(els);
  if (end)
    track_join(end);
  gen_branch(node->cond, els, false);
  gen_stmt(node->then);
  if (!end) {
    place_join(els, true);
    return;
  }
  target->jump(end);
  note_jump_to_join(end);
  place_join(els, false);
  gen_stmt(node->els);
  place_join(end, true);
}

// The iterations of a `for` from its test on, entered at `begin`: the
// safepoint poll (continuing at `resume` after the runtime ran, NULL:
// right there), the test, the body, `continue`'s target `cont`, `inc`.
static void gen_for_iterations(Node *node, char *begin, char *cont, char *resume, int slot) {
  emit_label(begin);
  target->restore_stack(slot);
  if (opt_safe)
    target->safepoint(resume);
  if (node->cond)
    gen_branch(node->cond, node->brk_label, false);
  loop_depth++;
  gen_stmt(node->then);
  loop_depth--;
  emit_label(cont);
  if (node->inc)
    gen_discard(node->inc);
  target->jump(begin);
}

// A condition that makes all of its accesses on every path on which it
// holds, and assigns and calls nothing: operators whose operands are all
// evaluated (`a && b` only at the top, where the false paths leave the
// loop), no `||`, `?:`, comma, assignment, call or statement expression.
// Nodes past `*budget` count as not plain.
static bool is_plain_operand(Node *node, int *budget) {
  if (--*budget < 0)
    return false;
  switch (node->kind) {
  case ND_NUM: case ND_VAR:
    return true;
  case ND_CAST: case ND_DEREF: case ND_MEMBER: case ND_ADDR: case ND_NEG: case ND_BITNOT:
  case ND_NOT:
    return is_plain_operand(node->lhs, budget);
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_BITAND:
  case ND_BITOR: case ND_BITXOR: case ND_SHL: case ND_SHR: case ND_EQ: case ND_NE:
  case ND_LT: case ND_LE: case ND_PTR_ADD:
    return is_plain_operand(node->lhs, budget) && is_plain_operand(node->rhs, budget);
  default:
    return false;
  }
}

static bool is_plain_condition(Node *cond) {
  int budget = 64;
  while (cond->kind == ND_LOGAND) {
    if (!is_plain_operand(cond->rhs, &budget))
      return false;
    cond = cond->lhs;
  }
  return is_plain_operand(cond, &budget);
}

static void note_jump_to(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  char **label = ctx;
  if (node->kind == ND_GOTO && *label && !strcmp(node->unique_label, *label))
    *label = NULL;
}

// Does some `continue` jump to the loop's continue label?
static bool has_continue(Node *loop) {
  char *label = loop->cont_label;
  walk(loop->then, note_jump_to, &label);
  return !label;
}

// A rotated loop from the top of its body, whose label `body` was just
// placed: the body, `continue`'s target `cont` (NULL: none is needed),
// `inc`, the back edge's safepoint poll (continuing at `resume` after the
// runtime ran, NULL: right there) and the test jumping back to `body`.
static void gen_rotated_rest(Node *node, char *body, char *cont, char *resume, int slot) {
  target->restore_stack(slot);
  loop_depth++;
  gen_stmt(node->then);
  loop_depth--;
  if (cont)
    emit_label(cont);
  if (node->inc)
    gen_discard(node->inc);
  if (opt_safe)
    target->safepoint(resume);
  gen_branch(node->cond, body, true);
}

// The ordinary iterations of a `for` or `while` with a plain condition,
// rotated (-frotate-loops): the condition is tested at `top`, before the
// first iteration, and again at the bottom, after `inc` and the back
// edge's safepoint poll, jumping back to the body.  One jump fewer per
// iteration; and since both tests make the condition's accesses and
// nothing runs between either test and the body, what those accesses
// showed is known at the top of the body (src/checks.c records it at the
// first test), so `while (*s) h ^= *s++;` checks `*s++` not at all and
// the bottom test's `*s` at its end only.  The continue label is emitted
// only when a `continue` uses it (a label ends what checks.c knows).
static void gen_rotated_iterations(Node *node, char *top, int slot) {
  char *body = new_label();
  emit_label(top);
  start_recording_checks();
  gen_branch(node->cond, node->brk_label, false);
  CheckRecord *rec = stop_recording_checks();
  emit_label(body);
  restore_recorded_checks(rec);
  gen_rotated_rest(node, body, has_continue(node) ? node->cont_label : NULL, NULL, slot);
}

// The fast copy of a loop whose checks were hoisted, rotated
// (-frotate-loops): entered at its body, since the test made before the
// hoisted checks passed; `inc`, the poll and the test at the bottom, the
// test jumping back to the body.  A poll that ran the runtime continues
// at `resume`, the ordinary copy's test.
static void gen_rotated_fast_iterations(Node *node, char *cont, char *resume, int slot) {
  char *body = new_label();
  emit_label(body);
  gen_rotated_rest(node, body, cont, resume, slot);
  target->jump(node->brk_label);
  note_jump_to_join(node->brk_label);
}

// `for` and `while` (a for without init and inc).  A loop whose body
// declares VLAs saves the stack pointer at entry and resets it at every
// iteration and at the exit (frame.c, find_vla_scopes).  Safe mode polls
// for a safepoint at every iteration (DESIGN §5).  A counted loop whose
// checks hoist.c can test before it runs is generated twice: the fast
// copy without those checks, when the test passes, and the ordinary one
// (`checked`), when it fails or after a safepoint in the fast copy ran
// the runtime.
static void gen_for(Node *node) {
  char *checked = new_label();
  track_join(node->brk_label);
  if (node->init)
    gen_stmt(node->init);
  int slot = target->save_stack(node);
  HoistPlan *plan = plan_hoisted_checks(node);
  if (plan) {
    char *fast = new_label(), *fast_cont = new_label();
    gen_branch(node->cond, checked, false);
    gen_hoisted_checks(plan, checked);
    begin_hoisted(plan, fast_cont);
    if (opt_rotate_loops && is_plain_condition(node->cond))
      gen_rotated_fast_iterations(node, fast_cont, checked, slot);
    else
      gen_for_iterations(node, fast, fast_cont, checked, slot);
    end_hoisted(plan);
    free_hoist_plan(plan);
  }
  if (opt_rotate_loops && node->cond && is_plain_condition(node->cond))
    gen_rotated_iterations(node, checked, slot);
  else
    gen_for_iterations(node, checked, node->cont_label, NULL, slot);
  place_join(node->brk_label, true);
  target->restore_stack(slot);
}

static void gen_do(Node *node) {
  char *begin = new_label();
  track_join(node->brk_label);
  int slot = target->save_stack(node);
  emit_label(begin);
  target->restore_stack(slot);
  if (opt_safe)
    target->safepoint(NULL);
  loop_depth++;
  gen_stmt(node->then);
  loop_depth--;
  emit_label(node->cont_label);
  gen_branch(node->cond, begin, true);
  place_join(node->brk_label, true);
  target->restore_stack(slot);
}

// Case labels jump into the body past its entry, and `break` leaves it
// past its end: a VLA-declaring body saves and restores the stack pointer
// around the whole switch.
static void gen_switch(Node *node) {
  gen_expr(node->cond);
  int slot = target->save_stack(node);
  char *otherwise = node->default_case ? node->default_case->label : node->brk_label;
  JumpTable jt;
  if (plan_jump_table(node, otherwise, &jt)) {
    target->jump_table(node->cond->ty, &jt, otherwise);
    free(jt.targets);
  } else {
    for (Node *c = node->case_next; c; c = c->case_next)
      target->case_test(node->cond->ty, c->begin, c->end, c->label);
    target->jump(otherwise);
  }
  gen_stmt(node->then);
  emit_label(node->brk_label);
  target->restore_stack(slot);
}

void gen_stmt(Node *node) {
  if (node->kind != ND_BLOCK)
    debug_line(node->tok);
  // An object its declaration just made zero stays known as zero only
  // into its initializer, the statement right after the declaration.
  if (zeroed_already && !(node->kind == ND_EXPR_STMT && node->lhs == zeroed_already->decl_init))
    zeroed_already = NULL;
  switch (node->kind) {
  case ND_IF: gen_if(node); return;
  case ND_FOR: {
    bool scope = debug_scope_begin(node);
    gen_for(node);
    if (scope)
      debug_scope_end();
    return;
  }
  case ND_DO: gen_do(node); return;
  case ND_SWITCH: gen_switch(node); return;
  case ND_CASE:
    emit_label(node->label);
    if (node->lhs)
      gen_stmt(node->lhs);
    return;
  case ND_BLOCK: {
    bool scope = debug_scope_begin(node);
    for (Node *n = node->body; n; n = n->next)
      gen_stmt(n);
    if (scope)
      debug_scope_end();
    return;
  }
  case ND_DECL:
    // Safe mode: inside a loop, each iteration's local is a new object
    // (one that escaped in an earlier iteration keeps its value; one in
    // the frame drops the capabilities stored in it).  The prologue made
    // one already, which serves the first pass and any goto past the
    // declaration, unless no jump can skip the declaration: then the
    // object is made here only.
    if (opt_safe && ((loop_depth > 0 && is_object_local(node->var)) ||
                     is_allocated_at_declaration(node->var) ||
                     is_frame_object_made_at_declaration(node->var)) &&
        new_local_object(node->var))
      zeroed_already = node->var;
    return;
  case ND_GOTO:
    target->jump(node->unique_label);
    note_jump_to_join(node->unique_label); // (a break)
    return;
  case ND_GOTO_EXPR:
    gen_without_capability(node->lhs);
    target->jump_to_value();
    return;
  case ND_LABEL:
    emit_label(node->unique_label);
    if (node->lhs)
      gen_stmt(node->lhs);
    return;
  case ND_RETURN:
    // Safe mode: every return sets the result's capability, none for a
    // value that is not a pointer (docs/safe-mode.md, "Calls").
    if (node->lhs) {
      gen_expr(node->lhs);
      target->return_value(current_function->ty->return_ty);
    } else if (opt_safe) {
      target->clear_capability();
    }
    target->jump_to_epilogue();
    return;
  case ND_EXPR_STMT:
    gen_discard(node->lhs);
    zeroed_already = NULL;
    return;
  case ND_ASM:
    emit_raw("%s\n", node->asm_str);
    return;
  default:
    gen_discard(node);
  }
}
