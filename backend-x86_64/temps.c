// temps.c — where the stack machine keeps a temporary while it generates
// the other operand of an operator: in a free register when that operand
// provably leaves the register alone, otherwise on the machine stack
// (push_value).  `-fno-register-temporaries` turns the registers off.
//
// Which registers are free: the code for the node kinds leaves_alone()
// accepts touches only %rax, %rcx, %rdx, %rsi, %rdi, %r10, %r11 (and
// %r12, %r13 in safe mode), the register locals, %xmm0, %xmm1 and the x87
// stack.  It calls nothing: no function, no libgcc helper (__int128
// division and __int128 <-> floating conversions are refused), and in
// safe mode no runtime entry (pointer and aggregate stores, which may
// call sc.rt.store_cap or sc.rt.copy_caps, are refused; a failed check's
// trap never returns; a pointer stored to a local's own frame slot is
// fine).  So %r8 and %r9 hold integer temporaries and
// %xmm2-%xmm7 floating ones, innermost last, while such an operand is
// generated.  An operand it refuses, or one bigger than its budget (which
// keeps deep trees linear), gets the push.

#include "x86.h"

static Reg int_temps[] = {R8, R9};
enum { NUM_INT_TEMPS = 2, FIRST_XMM_TEMP = 2, NUM_XMM_TEMPS = 6 };
static int int_temps_held, xmm_temps_held;

// Nodes examined at most per operand: beyond that the operand is pushed
// around, so that a deep tree costs linear time.
enum { LEAVES_ALONE_BUDGET = 32 };

static bool is_sse_type(Type *ty) {
  return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE;
}

static bool is_floating(Type *ty) {
  return ty && (is_sse_type(ty) || ty->kind == TY_LDOUBLE);
}

// Does the code for `node` itself (not its operands) stay within the
// registers above and call nothing?
static bool node_leaves_alone(Node *node) {
  Type *ty = node->ty;
  switch (node->kind) {
  case ND_NUM: case ND_VAR: case ND_ADDR: case ND_DEREF: case ND_MEMBER:
  case ND_PTR_ADD: case ND_COMMA: case ND_COND: case ND_NOT: case ND_LOGAND:
  case ND_LOGOR: case ND_NEG: case ND_BITNOT: case ND_SHL: case ND_SHR:
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR:
  case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_SQRT:
    return true;
  case ND_DIV: case ND_MOD:
    return ty->kind != TY_INT128;
  case ND_CAST: {
    Type *from = node->lhs->ty;
    return !((from->kind == TY_INT128 && is_floating(ty)) ||
             (ty->kind == TY_INT128 && is_floating(from)));
  }
  case ND_ASSIGN:
    // Safe mode: a pointer stored to a local's frame slot keeps its
    // capability in the slot beside it; stored anywhere else it may call.
    if (opt_safe && ty->kind == TY_PTR)
      return node->lhs->kind == ND_VAR && node->lhs->var->is_local &&
             !is_object_local(node->lhs->var);
    return !opt_safe || !value_is_address(ty);
  default:
    return false;
  }
}

// Does the code for `node`, a statement or an expression, call nothing
// and leave %xmm8-%xmm15 alone (regalloc.c's float locals)?
static bool node_calls_nothing(Node *node) {
  switch (node->kind) {
  case ND_IF: case ND_FOR: case ND_DO: case ND_SWITCH: case ND_CASE: case ND_BLOCK:
  case ND_GOTO: case ND_GOTO_EXPR: case ND_LABEL: case ND_EXPR_STMT: case ND_MEMZERO:
    return true;
  case ND_DECL:
    return !is_boxed(node->var); // safe mode allocates a boxed local's object
  case ND_RETURN:
    return !node->lhs || !value_is_address(node->lhs->ty);
  default:
    return node_leaves_alone(node);
  }
}

// Does generating `node` (its value or its address) leave the temporary
// registers alone?  Spends one unit of *budget per node.
static bool leaves_alone(Node *node, int *budget) {
  if (!node)
    return true;
  if (--*budget < 0 || !node_leaves_alone(node))
    return false;
  return leaves_alone(node->lhs, budget) && leaves_alone(node->rhs, budget) &&
         leaves_alone(node->cond, budget) && leaves_alone(node->then, budget) &&
         leaves_alone(node->els, budget) && leaves_alone(node->discarded, budget);
}

// Keeps the value of type `ty` in the result register while `next` is
// generated: moves it to a free temporary register, or pushes it.
// Returns the register (an xmm number for floating types), or -1 for a
// push.  release_value() or release_lhs() ends the hold.
static int hold_value(Type *ty, Node *next) {
  int budget = LEAVES_ALONE_BUDGET;
  bool sse = is_sse_type(ty);
  bool scalar = is_integer_like(ty) && ty->kind != TY_INT128 && ty->kind != TY_PTR &&
                !value_is_address(ty);
  if (!opt_safe && ty->kind == TY_PTR)
    scalar = true; // a pointer carries a capability only in safe mode
  if (!opt_register_temporaries || !(sse || scalar) || !leaves_alone(next, &budget))
    goto push;
  if (sse && xmm_temps_held < NUM_XMM_TEMPS) {
    int x = FIRST_XMM_TEMP + xmm_temps_held++;
    emit("movapd %%xmm0, %%xmm%d", x);
    return x;
  }
  if (scalar && int_temps_held < NUM_INT_TEMPS) {
    Reg r = int_temps[int_temps_held++];
    emit("mov %%rax, %s", reg_name(r, 8));
    return r;
  }
push:
  push_value(ty);
  return -1;
}

// Is no temporary register held?  (True between statements.)
static bool temps_all_free(void) {
  return int_temps_held == 0 && xmm_temps_held == 0;
}

// Ends a hold in a register (held >= 0) whose value an instruction has
// used in place: the register is free again.
static void end_hold(Type *ty, int held) {
  if (is_sse_type(ty))
    xmm_temps_held--;
  else
    int_temps_held--;
  assert(held >= 0 && xmm_temps_held >= 0 && int_temps_held >= 0);
}

// Ends a hold: the held value goes back to the result register.
static void release_value(Type *ty, int held) {
  if (held < 0) {
    pop_value(ty);
  } else if (is_sse_type(ty)) {
    end_hold(ty, held);
    emit("movapd %%xmm%d, %%xmm0", held);
  } else {
    end_hold(ty, held);
    emit("mov %s, %%rax", reg_name((Reg)held, 8));
  }
}

// Ends a hold around an operator's rhs: the rhs (in the result register)
// moves to the secondary register and the held lhs comes back (as
// popping does for a push).
static void release_lhs(Type *ty, int held) {
  move_to_secondary(ty);
  release_value(ty, held);
}
