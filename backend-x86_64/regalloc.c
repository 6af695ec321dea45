// regalloc.c — the busiest scalar locals of a function live in the
// callee-saved registers %rbx and %r12-%r15 instead of frame slots (see
// docs/codegen-x86_64.md).  Safe mode uses %r12 and %r13 for capabilities
// and keeps pointers in frame slots next to theirs: there only integer
// locals qualify, for %rbx, %r14 and %r15.
//
// The code generator is a stack machine whose temporaries never outlive an
// expression, so these five registers are otherwise free.  A local may live
// in one when no code can reach it through memory: its address is never
// taken, it is not volatile or atomic, and it is an integer or pointer of
// at most 8 bytes.  The function must not contain asm (which may name the
// registers) or call setjmp or another function that returns twice: gcc
// -O0 keeps every local in memory, so code that longjmps back relies on
// locals keeping the values they had at the longjmp, and a register would
// come back with its value at the setjmp.
//
// Each local's uses are counted, weighted by 8 per enclosing loop; the
// busiest ones (at least MIN_WEIGHT) get the registers.  A register holds
// the local's value in its low `size` bytes; every read extends it again
// (load_reg_var), so writes can copy the whole of %rax.

#include "x86.h"

static Reg callee_saved[] = {RBX, R12, R13, R14, R15};
static Reg callee_saved_safe[] = {RBX, R14, R15};
enum { NUM_CALLEE_SAVED = sizeof(callee_saved) / sizeof(callee_saved[0]) };

static int num_registers(void) {
  return opt_safe ? (int)(sizeof(callee_saved_safe) / sizeof(Reg)) : NUM_CALLEE_SAVED;
}

// A local used fewer times than this does not pay for saving the register.
enum { MIN_WEIGHT = 3 };

typedef struct {
  HashMap weights; // Obj * -> weight, stored as (void *)(intptr_t)
  bool disqualified;
} UseCount;

static bool can_live_in_register(Obj *var) {
  Type *ty = var->ty;
  if (!var->is_local || var->is_addr_taken || ty->is_volatile || ty->is_atomic)
    return false;
  if (var->align > 8)
    return false;
  switch (ty->kind) {
  case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG:
  case TY_ENUM:
    return true;
  case TY_PTR:
    return !opt_safe;
  default:
    return false;
  }
}

// Functions after whose call control can come back a second time.
static bool returns_twice(Obj *fn) {
  static char *names[] = {"setjmp", "_setjmp", "__setjmp", "sigsetjmp", "__sigsetjmp",
                          "savectx", "vfork", "getcontext", "__builtin_setjmp"};
  for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
    if (!strcmp(fn->name, names[i]))
      return true;
  return false;
}

static void count_use(Node *node, int loop_depth, void *ctx) {
  UseCount *uc = ctx;
  if (node->kind == ND_ASM) {
    uc->disqualified = true;
    return;
  }
  if (node->kind == ND_FUNCALL) {
    Obj *callee = direct_callee(node);
    if (callee && returns_twice(callee))
      uc->disqualified = true;
    return;
  }
  if (node->kind != ND_VAR || !can_live_in_register(node->var))
    return;
  int64_t weight = 1;
  for (int i = 0; i < loop_depth && i < 5; i++)
    weight *= 8;
  char *key = (char *)&node->var;
  intptr_t old = (intptr_t)hashmap_get2(&uc->weights, key, sizeof(Obj *));
  hashmap_put2(&uc->weights, key, sizeof(Obj *), (void *)(old + weight));
}

// Chooses the register locals of fn and records them in frame->reg_vars.
// Must run before the frame layout, which gives these locals no slot.
static void choose_register_vars(Obj *fn, Frame *frame) {
  frame->num_reg_vars = 0;
  UseCount uc = {0};
  walk(fn->body, count_use, &uc);
  if (uc.disqualified)
    return;
  // Selection of the heaviest, in list order among equal weights, so
  // that the output does not depend on hash order.
  intptr_t chosen_weight[NUM_CALLEE_SAVED];
  for (Obj *var = fn->locals; var; var = var->next) {
    if (!can_live_in_register(var))
      continue;
    intptr_t w = (intptr_t)hashmap_get2(&uc.weights, (char *)&var, sizeof(Obj *));
    if (w < MIN_WEIGHT)
      continue;
    int n = frame->num_reg_vars, i = n;
    while (i > 0 && chosen_weight[i - 1] < w)
      i--;
    if (i == num_registers())
      continue;
    if (n == num_registers())
      n--; // the lightest drops out
    for (int j = n; j > i; j--) {
      chosen_weight[j] = chosen_weight[j - 1];
      frame->reg_vars[j] = frame->reg_vars[j - 1];
    }
    chosen_weight[i] = w;
    frame->reg_vars[i] = var;
    frame->num_reg_vars = n + 1;
  }
  for (int i = 0; i < frame->num_reg_vars; i++)
    frame->var_regs[i] = opt_safe ? callee_saved_safe[i] : callee_saved[i];
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
