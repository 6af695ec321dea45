// regalloc.c — the busiest scalar locals of a function live in the
// callee-saved registers %rbx and %r12-%r15 instead of frame slots (see
// docs/codegen-x86_64.md).  Safe mode uses %r12 and %r13 for capabilities,
// so its locals get %rbx, %r14 and %r15: integers one register each, a
// pointer the pair %r14 (value) and %r15 (capability).  In a function that calls
// nothing, float and double locals live in %xmm8-%xmm15 (SysV preserves
// no xmm register across a call).
//
// The code generator's temporaries never outlive an expression and never
// use these registers, so they are otherwise free.  Which locals
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

// Safe mode: the busiest locals (src/locals.c) get %rbx, %r14 and %r15
// in turn; a pointer needs the pair %r14 (value) and %r15 (capability),
// and goes back to its frame slot when a busier integer took either.
static void assign_safe_registers(Frame *frame, Obj **chosen, int n) {
  bool taken[R15 + 1] = {false};
  frame->num_reg_vars = 0;
  for (int i = 0; i < n; i++) {
    int k = frame->num_reg_vars;
    if (chosen[i]->ty->kind == TY_PTR) {
      if (taken[R14] || taken[R15])
        continue;
      frame->var_regs[k] = R14;
      frame->cap_regs[k] = R15;
      taken[R14] = taken[R15] = true;
    } else {
      Reg r = !taken[RBX] ? RBX : !taken[R14] ? R14 : R15;
      if (taken[r])
        continue;
      frame->var_regs[k] = r;
      frame->cap_regs[k] = -1;
      taken[r] = true;
    }
    frame->reg_vars[frame->num_reg_vars++] = chosen[i];
  }
}

// Chooses the register locals of fn (src/locals.c picks them) and
// gives each its register.  Must run before the frame layout, which
// gives these locals no slot.
static void choose_register_vars(Obj *fn, Frame *frame) {
  int kinds = REGISTER_INTEGERS | REGISTER_POINTERS;
  Obj *chosen[MAX_REGISTER_LOCALS];
  int n = choose_register_locals(fn, num_registers(), kinds, chosen,
                                 opt_safe ? NULL : &frame->shared, &frame->num_shared);
  if (opt_safe) {
    assign_safe_registers(frame, chosen, n);
  } else {
    frame->num_reg_vars = n;
    for (int i = 0; i < n; i++) {
      frame->reg_vars[i] = chosen[i];
      frame->var_regs[i] = callee_saved[i];
      frame->cap_regs[i] = -1;
    }
  }
  frame->num_float_vars = 0;
  if (opt_register_locals && keeps_xmm_registers(fn))
    frame->num_float_vars = choose_register_locals(fn, NUM_FLOAT_XMMS, REGISTER_FLOATS,
                                                   frame->float_vars, NULL, NULL);
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
  for (int k = 0; k < frame->num_shared; k++)
    if (frame->shared[k].var == var)
      return frame->var_regs[frame->shared[k].with];
  return -1;
}

// The same for the function being generated.
static int var_register(Obj *var) {
  return cur_frame ? var_register_in(cur_frame, var) : -1;
}

// Does local `var` live in a register, general or xmm, in the function
// being generated (Target.var_in_register)?
static bool var_in_register(Obj *var) {
  return var_register(var) >= 0 || float_var_register(var) >= 0;
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

// Safe mode: the register holding the capability of the pointer local
// whose value is in register `value`, or -1.
static int reg_var_cap(Reg value) {
  for (int i = 0; cur_frame && i < cur_frame->num_reg_vars; i++)
    if (cur_frame->var_regs[i] == value)
      return cur_frame->cap_regs[i];
  return -1;
}

// The value of a register local of type ty, extended to 64 bits as
// load_at() extends what it loads, into dst (in safe mode a pointer's
// capability to dst's capability register).
static void load_reg_var(Type *ty, Reg src, Reg dst) {
  if (reg_var_cap(src) >= 0)
    emit("mov %s, %s", reg_name(reg_var_cap(src), 8), cap_reg(dst));
  load_extended(ty, reg_name(src, ty->size < 8 ? ty->size : 8), dst);
}

// Stores the value in %rax to a register local (with its capability,
// from %r12, for a safe pointer).
static void store_reg_var(Reg dst) {
  emit("mov %%rax, %s", reg_name(dst, 8));
  if (reg_var_cap(dst) >= 0)
    emit("mov %%r12, %s", reg_name(reg_var_cap(dst), 8));
}

// Safe mode: is register local `var` a parameter, which the function's
// entry sets on every path with -fcount-args-once (copied, or zeroed on
// the path for a caller that passed fewer words: src/gen_call.c)?
static bool is_set_at_entry(Obj *fn, Obj *var) {
  return opt_count_args_once && is_param(fn, var);
}

// Prologue: the callee-saved registers this function uses go to their
// save slots, below the locals.  In safe mode they then start at zero, as
// frame slots do, unless the entry sets them anyway.
static void save_callee_saved(Frame *frame) {
  for (int i = 0; i < frame->num_reg_vars; i++) {
    int regs[] = {frame->var_regs[i], frame->cap_regs[i]};
    int slots[] = {frame->reg_save_slots[i], frame->cap_save_slots[i]};
    bool zero = opt_safe && !is_set_at_entry(frame->fn, frame->reg_vars[i]);
    for (int j = 0; j < 2 && regs[j] >= 0; j++) {
      emit("mov %s, %d(%%rbp)", reg_name(regs[j], 8), slots[j]);
      emit_directive(".cfi_offset %s, %d", reg_name(regs[j], 8), slots[j] - 16);
      if (zero)
        emit("xor %s, %s", reg_name(regs[j], 4), reg_name(regs[j], 4));
    }
  }
}

// Epilogue: restores them.
static void restore_callee_saved(Frame *frame) {
  for (int i = 0; i < frame->num_reg_vars; i++) {
    emit("mov %d(%%rbp), %s", frame->reg_save_slots[i], reg_name(frame->var_regs[i], 8));
    if (frame->cap_regs[i] >= 0)
      emit("mov %d(%%rbp), %s", frame->cap_save_slots[i], reg_name(frame->cap_regs[i], 8));
  }
}
