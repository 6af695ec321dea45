// stmt.c — code generation for statements.  Between statements nothing
// is pushed (depth is back to what it was), except inside a GNU statement
// expression, whose statements run in the middle of an expression.

#include "x86.h"

// Conversions that keep whether a value is zero: widening integer casts
// and casts to _Bool (`__builtin_expect(x != 0, 0)` is a cast to long).
static bool keeps_truth(Node *node) {
  if (node->kind != ND_CAST || !is_int_ty(node->ty))
    return false;
  if (node->ty->kind == TY_BOOL)
    return true;
  return is_int_ty(node->lhs->ty) && node->ty->kind != TY_BOOL &&
         value_width(node->ty) >= value_width(node->lhs->ty) &&
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
  gen_branch_at(cond->lhs, skip, !when, nesting + 1);
  gen_branch_at(cond->rhs, label, when, nesting + 1);
  emit_label("%s", skip);
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
  if (gen_compare_branch(cond, label, when))
    return;
  gen_expr(cond);
  if (is_int_ty(cond->ty)) {
    char *ax = reg_name(RAX, value_width(cond->ty));
    emit("test %s, %s", ax, ax);
  } else {
    gen_to_bool(cond->ty);
    emit("test %%eax, %%eax");
  }
  emit("%s %s", when ? "jne" : "je", label);
}

static void gen_branch(Node *cond, char *label, bool when) {
  gen_branch_at(cond, label, when, 0);
}

static void gen_branch_if_false(Node *cond, char *label) {
  gen_branch(cond, label, false);
}

static void gen_if(Node *node) {
  char *els = new_label(), *end = new_label();
  gen_branch_if_false(node->cond, els);
  gen_stmt(node->then);
  emit("jmp %s", end);
  emit_label("%s", els);
  if (node->els)
    gen_stmt(node->els);
  emit_label("%s", end);
}

// Loops and switches declaring VLAs: %rsp is saved at entry and reset on
// every iteration and at the exit (only at statement level, where no
// temporary lies on the stack).
static int save_scope_stack(Node *node) {
  int slot = depth == 0 ? vla_scope_slot(node) : 0;
  if (slot)
    emit("mov %%rsp, %d(%%rbp)", slot);
  return slot;
}

static void reset_scope_stack(int slot) {
  if (slot)
    emit("mov %d(%%rbp), %%rsp", slot);
}

// Loops around the statement being generated (see ND_DECL).
static int loop_depth;

static void gen_for(Node *node) {
  char *begin = new_label();
  if (node->init)
    gen_stmt(node->init);
  int slot = save_scope_stack(node);
  emit_label("%s", begin);
  reset_scope_stack(slot);
  if (opt_safe)
    emit_safepoint();
  if (node->cond)
    gen_branch_if_false(node->cond, node->brk_label);
  loop_depth++;
  gen_stmt(node->then);
  loop_depth--;
  emit_label("%s", node->cont_label);
  if (node->inc)
    gen_discard(node->inc);
  emit("jmp %s", begin);
  emit_label("%s", node->brk_label);
  reset_scope_stack(slot);
}

static void gen_do(Node *node) {
  char *begin = new_label();
  int slot = save_scope_stack(node);
  emit_label("%s", begin);
  reset_scope_stack(slot);
  if (opt_safe)
    emit_safepoint();
  loop_depth++;
  gen_stmt(node->then);
  loop_depth--;
  emit_label("%s", node->cont_label);
  gen_branch(node->cond, begin, true);
  emit_label("%s", node->brk_label);
  reset_scope_stack(slot);
}

static bool fits_imm32(int64_t v) {
  return v >= INT32_MIN && v <= INT32_MAX;
}

// One case label of a switch: a compare (a range check for `case a ... b`).
// The controlling value is in %rax, of width w.
static void gen_case_test(Node *c, int w) {
  char *ax = reg_name(RAX, w), *di = reg_name(RDI, w);
  int64_t begin = w == 4 ? (int32_t)c->begin : c->begin;
  int64_t span = w == 4 ? (int64_t)(uint32_t)(c->end - c->begin) : c->end - c->begin;
  if (span == 0) {
    if (w == 4 || fits_imm32(begin)) {
      emit("cmp $%lld, %s", (long long)begin, ax);
    } else {
      mov_imm(RDI, begin);
      emit("cmp %%rdi, %%rax");
    }
    emit("je %s", c->label);
    return;
  }
  emit("mov %%rax, %%rdi");
  mov_imm(RDX, begin);
  emit("sub %s, %s", reg_name(RDX, w), di);
  mov_imm(RDX, span);
  emit("cmp %s, %s", reg_name(RDX, w), di);
  emit("jbe %s", c->label);
}

// Dense switches jump through a table of label offsets (position
// independent); src/switch.c decides when and builds the table.
static bool gen_jump_table(Node *node, char *otherwise) {
  JumpTable jt;
  if (!plan_jump_table(node, otherwise, &jt))
    return false;
  Type *ty = node->cond->ty;
  char *table = new_label();
  if (value_width(ty) == 4)
    emit(ty->is_unsigned ? "mov %%eax, %%eax" : "movslq %%eax, %%rax");
  mov_imm(RDI, jt.min);
  emit("sub %%rdi, %%rax");
  mov_imm(RDI, jt.span - 1);
  emit("cmp %%rdi, %%rax");
  emit("ja %s", otherwise);
  emit("lea %s(%%rip), %%rdi", table);
  emit("movslq (%%rdi,%%rax,4), %%rax");
  emit("add %%rdi, %%rax");
  emit("jmp *%%rax");
  emit(".pushsection .rodata");
  emit(".balign 4");
  emit_label("%s", table);
  for (int i = 0; i < jt.span; i++)
    emit(".long %s-%s", jt.targets[i], table);
  emit(".popsection");
  free(jt.targets);
  return true;
}

static void gen_switch(Node *node) {
  gen_expr(node->cond);
  // Case labels jump into the body past its entry, and `break` leaves it
  // past its end: a VLA-declaring body is saved and restored from here.
  int slot = save_scope_stack(node);
  char *otherwise = node->default_case ? node->default_case->label : node->brk_label;
  if (!gen_jump_table(node, otherwise)) {
    int w = value_width(node->cond->ty);
    for (Node *c = node->case_next; c; c = c->case_next)
      gen_case_test(c, w);
    emit("jmp %s", otherwise);
  }
  gen_stmt(node->then);
  emit_label("%s", node->brk_label);
  reset_scope_stack(slot);
}

static void gen_return(Node *node) {
  if (node->lhs) {
    gen_expr(node->lhs);
    if (opt_safe)
      gen_return_value_safe(cur_frame->fn->ty->return_ty);
    else
      gen_return_value(cur_frame->fn->ty->return_ty);
  } else if (opt_safe) {
    clear_cap("%r12");
  }
  emit("jmp %s", cur_frame->return_label);
}

static void gen_stmt(Node *node) {
  switch (node->kind) {
  case ND_IF: gen_if(node); return;
  case ND_FOR: gen_for(node); return;
  case ND_DO: gen_do(node); return;
  case ND_SWITCH: gen_switch(node); return;
  case ND_CASE:
    emit_label("%s", node->label);
    if (node->lhs)
      gen_stmt(node->lhs);
    return;
  case ND_BLOCK:
    for (Node *n = node->body; n; n = n->next)
      gen_stmt(n);
    return;
  case ND_DECL:
    // Safe mode: inside a loop, each iteration's local is a new object
    // (one that escaped in an earlier iteration keeps its value).  The
    // prologue allocated one already, which serves the first pass and
    // any goto past the declaration.
    if (opt_safe && loop_depth > 0 && is_boxed(node->var)) {
      Obj *var = node->var;
      alloc_object(var->ty->size, MAX(var->align, var->ty->align), SC_KIND_STACK, false);
      emit("mov %%rax, %d(%%rbp)", var->offset);
    }
    return;
  case ND_GOTO:
    emit("jmp %s", node->unique_label);
    return;
  case ND_GOTO_EXPR:
    gen_expr(node->lhs);
    emit("jmp *%%rax");
    return;
  case ND_LABEL:
    emit_label("%s", node->unique_label);
    if (node->lhs)
      gen_stmt(node->lhs);
    return;
  case ND_RETURN: gen_return(node); return;
  case ND_EXPR_STMT: gen_discard(node->lhs); return;
  case ND_ASM:
    fprintf(asm_out, "%s\n", node->asm_str);
    return;
  default:
    gen_discard(node);
  }
}
