// regalloc.c — the busiest scalar locals of a function live in the
// callee-saved registers %rbx and %r12-%r15 instead of frame slots (see
// docs/codegen-x86_64.md).  Safe mode uses %r12 and %r13 for capabilities
// and keeps pointers in frame slots next to theirs: there only integer
// locals qualify, for %rbx, %r14 and %r15.  In a function that calls
// nothing, float and double locals live in %xmm8-%xmm15 (SysV preserves
// no xmm register across a call).
//
// The code generator is a stack machine whose temporaries never outlive an
// expression, so these five registers are otherwise free.  Which locals
// qualify and which are busiest is target-independent policy
// (src/locals.c); this file gives them registers.  A register holds the
// local's value in its low `size` bytes; every read extends it again
// (load_reg_var), so writes can copy the whole of %rax.

#include "x86.h"

static Reg callee_saved[] = {RBX, R12, R13, R14, R15};
static Reg callee_saved_safe[] = {RBX, R14, R15};
enum { NUM_CALLEE_SAVED = sizeof(callee_saved) / sizeof(callee_saved[0]) };

static int num_registers(void) {
  return opt_safe ? (int)(sizeof(callee_saved_safe) / sizeof(Reg)) : NUM_CALLEE_SAVED;
}

enum { FIRST_FLOAT_XMM = 8, NUM_FLOAT_XMMS = 8 };

static void note_call(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  if (!node_calls_nothing(node))
    *(bool *)ctx = true;
}

// Can fn's float locals live in caller-saved xmm registers?  Only when
// nothing in it calls out: no call, no libgcc or runtime helper, and in
// safe mode no boxed local (its object is allocated) and no variadic
// arguments (they are packed by the runtime).
static bool keeps_xmm_registers(Obj *fn) {
  if (opt_safe && fn->ty->is_variadic)
    return false;
  for (Obj *var = fn->locals; var; var = var->next)
    if (is_boxed(var))
      return false;
  bool calls = false;
  walk(fn->body, note_call, &calls);
  return !calls;
}

// Chooses the register locals of fn (src/locals.c picks them) and
// gives each its register.  Must run before the frame layout, which
// gives these locals no slot.  Safe mode keeps pointers in frame slots,
// next to their capabilities.
static void choose_register_vars(Obj *fn, Frame *frame) {
  int kinds = REGISTER_INTEGERS | (opt_safe ? 0 : REGISTER_POINTERS);
  frame->num_reg_vars = choose_register_locals(fn, num_registers(), kinds, frame->reg_vars);
  for (int i = 0; i < frame->num_reg_vars; i++)
    frame->var_regs[i] = opt_safe ? callee_saved_safe[i] : callee_saved[i];
  frame->num_float_vars = 0;
  if (opt_register_locals && keeps_xmm_registers(fn))
    frame->num_float_vars = choose_register_locals(fn, NUM_FLOAT_XMMS, REGISTER_FLOATS,
                                                   frame->float_vars);
}

// The xmm register holding float or double local `var` in the function
// being generated, or -1.
static int float_var_register(Obj *var) {
  for (int i = 0; cur_frame && i < cur_frame->num_float_vars; i++)
    if (cur_frame->float_vars[i] == var)
      return FIRST_FLOAT_XMM + i;
  return -1;
}

// Is `node` a float or double local that lives in an xmm register?  Sets
// *xmm to its number.
static bool is_float_reg_var(Node *node, int *xmm) {
  if (node->kind != ND_VAR)
    return false;
  *xmm = float_var_register(node->var);
  return *xmm >= 0;
}

// Does `var` live in a register of `frame` (and so has no frame slot)?
static bool is_register_local(Frame *frame, Obj *var) {
  if (var_register_in(frame, var) >= 0)
    return true;
  for (int i = 0; i < frame->num_float_vars; i++)
    if (frame->float_vars[i] == var)
      return true;
  return false;
}

// The register of `frame` holding local `var`, or -1 when it lives in
// memory.
static int var_register_in(Frame *frame, Obj *var) {
  for (int i = 0; i < frame->num_reg_vars; i++)
    if (frame->reg_vars[i] == var)
      return frame->var_regs[i];
  return -1;
}

// The same for the function being generated.
static int var_register(Obj *var) {
  return cur_frame ? var_register_in(cur_frame, var) : -1;
}

// Is `node` a local that lives in a register?  Sets *reg to it.
static bool is_reg_var(Node *node, Reg *reg) {
  if (node->kind != ND_VAR)
    return false;
  int r = var_register(node->var);
  if (r < 0)
    return false;
  *reg = (Reg)r;
  return true;
}

// The value of a register local of type ty, extended to 64 bits as
// load_at() extends what it loads, into dst.
static void load_reg_var(Type *ty, Reg src, Reg dst) {
  bool u = ty->is_unsigned || ty->kind == TY_BOOL;
  char *d32 = reg_name(dst, 4), *d64 = reg_name(dst, 8);
  switch (ty->size) {
  case 1: emit("%s %s, %s", u ? "movzbl" : "movsbq", reg_name(src, 1), u ? d32 : d64); return;
  case 2: emit("%s %s, %s", u ? "movzwl" : "movswq", reg_name(src, 2), u ? d32 : d64); return;
  case 4: emit("%s %s, %s", u ? "mov" : "movslq", reg_name(src, 4), u ? d32 : d64); return;
  default: emit("mov %s, %s", reg_name(src, 8), d64); return;
  }
}

// Stores the value in %rax to a register local.
static void store_reg_var(Reg dst) {
  emit("mov %%rax, %s", reg_name(dst, 8));
}

// Prologue: the callee-saved registers this function uses go to their
// save slots, below the locals.  In safe mode they then start at zero, as
// frame slots do.
static void save_callee_saved(Frame *frame) {
  for (int i = 0; i < frame->num_reg_vars; i++) {
    Reg r = frame->var_regs[i];
    emit("mov %s, %d(%%rbp)", reg_name(r, 8), frame->reg_save_slots[i]);
    if (opt_safe)
      emit("xor %s, %s", reg_name(r, 4), reg_name(r, 4));
  }
}

// Epilogue: restores them.
static void restore_callee_saved(Frame *frame) {
  for (int i = 0; i < frame->num_reg_vars; i++)
    emit("mov %d(%%rbp), %s", frame->reg_save_slots[i], reg_name(frame->var_regs[i], 8));
}
