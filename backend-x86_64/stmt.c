// stmt.c — the operations src/gen_stmt.c lowers statements with (jumps,
// conditions as jumps, returns, the stack pointer of VLA scopes, switch
// dispatch).  Between statements nothing is pushed (depth is back to what
// it was), except inside a GNU statement expression, whose statements run
// in the middle of an expression.

#include "x86.h"

// A condition's leaf (src/gen_branch.c has done !, && and ||) whose
// scalar value of type ty was just generated: jumps to `label` when it is
// true (`when`) or false.
static void branch_on_value(Type *ty, char *label, bool when) {
  if (is_integer_like(ty)) {
    char *ax = reg_name(RAX, operation_width(ty));
    emit("test %s, %s", ax, ax);
  } else {
    gen_to_bool(ty);
    emit("test %%eax, %%eax");
  }
  emit("%s %s", when ? "jne" : "je", label);
}

static void jump(char *label) {
  emit_jump(label);
}

// Loops and switches declaring VLAs: %rsp is saved at entry and reset on
// every iteration and at the exit (only at statement level, where no
// temporary lies on the stack).
static int save_stack(Node *scope) {
  int slot = depth == 0 ? vla_scope_slot(scope) : 0;
  if (slot)
    emit("mov %%rsp, %d(%%rbp)", slot);
  return slot;
}

static void restore_stack(int slot) {
  if (slot)
    emit("mov %d(%%rbp), %%rsp", slot);
}

static bool fits_imm32(int64_t v) {
  return v >= INT32_MIN && v <= INT32_MAX;
}

// One case label of a switch: a compare (a range check for `case a ... b`).
// The controlling value is in %rax.
static void case_test(Type *ty, int64_t case_begin, int64_t case_end, char *label) {
  int w = operation_width(ty);
  char *ax = reg_name(RAX, w), *di = reg_name(RDI, w);
  int64_t begin = w == 4 ? (int32_t)case_begin : case_begin;
  int64_t span = w == 4 ? (int64_t)(uint32_t)(case_end - case_begin) : case_end - case_begin;
  if (span == 0) {
    if (w == 4 || fits_imm32(begin)) {
      emit("cmp $%lld, %s", (long long)begin, ax);
    } else {
      mov_imm(RDI, begin);
      emit("cmp %%rdi, %%rax");
    }
    emit("je %s", label);
    return;
  }
  emit("mov %%rax, %%rdi");
  mov_imm(RDX, begin);
  emit("sub %s, %s", reg_name(RDX, w), di);
  mov_imm(RDX, span);
  emit("cmp %s, %s", reg_name(RDX, w), di);
  emit("jbe %s", label);
}

// A dense switch jumps through a table of label offsets (position
// independent); src/switch.c decides when and builds the table.  The
// controlling value of type ty is in %rax.
static void jump_table(Type *ty, JumpTable *jt, char *otherwise) {
  char *table = new_label();
  if (operation_width(ty) == 4)
    emit(ty->is_unsigned ? "mov %%eax, %%eax" : "movslq %%eax, %%rax");
  if (jt->min >= INT32_MIN && jt->min <= INT32_MAX) {
    if (jt->min)
      emit("sub $%lld, %%rax", (long long)jt->min);
  } else {
    mov_imm(RDI, jt->min);
    emit("sub %%rdi, %%rax");
  }
  emit("cmp $%d, %%rax", jt->span - 1);
  emit("ja %s", otherwise);
  emit("lea %s(%%rip), %%rdi", table);
  emit("movslq (%%rdi,%%rax,4), %%rax");
  emit("add %%rdi, %%rax");
  emit("jmp *%%rax");
  emit(".pushsection .rodata");
  emit(".balign 4");
  emit_label(table);
  for (int i = 0; i < jt->span; i++)
    emit(".long %s-%s", jt->targets[i], table);
  emit(".popsection");
}

// `return expr`: the value of type ty goes where the ABI returns it.
static void return_value(Type *ty) {
  if (opt_safe)
    gen_return_value_safe(ty);
  else
    gen_return_value(ty);
}

static void jump_to_epilogue(void) {
  emit_jump_or_copy(cur_frame->return_label, epilogue_copy(cur_frame));
}

// Safe mode: a new heap object for object local `var`, its address in
// var's slot.
static void alloc_local_object(Obj *var) {
  char *done = NULL;
  if (is_linked_frame_object(var))
    done = make_linked_frame_object(var);
  alloc_object(var->ty->size, MAX(var->align, var->ty->align), SC_KIND_STACK, false);
  emit("mov %%rax, %d(%%rbp)", var->offset);
  if (done)
    emit_label(done);
}

static void jump_to_value(void) {
  emit("jmp *%%rax");
}
