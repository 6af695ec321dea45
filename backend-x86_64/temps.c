// temps.c — where the stack machine keeps a temporary while it generates
// the other operand of an operator: in a free register when that operand
// provably leaves the register alone, otherwise on the machine stack
// (push_value).  `-fno-register-temporaries` turns the registers off.
//
// Which registers are free: the code this backend writes for the node
// kinds src/operands.c's leaves_temps_alone() accepts (code that calls
// nothing) touches only %rax, %rcx, %rdx, %rsi, %rdi, %r10, %r11 (and
// %r12, %r13 in safe mode), the register locals, %xmm0, %xmm1 and the x87
// stack (a failed check's trap never returns).  So %r8 and %r9 hold
// integer temporaries and %xmm2-%xmm7 floating ones, innermost last,
// while such an operand is generated.  Any other operand gets the push.

#include "x86.h"

static Reg int_temps[] = {R8, R9};
enum { NUM_INT_TEMPS = 2, FIRST_XMM_TEMP = 2, NUM_XMM_TEMPS = 6 };
static int int_temps_held, xmm_temps_held;

static bool is_sse_type(Type *ty) {
  return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE;
}

// Keeps the value of type `ty` in the result register while the next
// operand is generated: moves it to a free temporary register when that
// operand's code calls nothing (src/operands.c's leaves_temps_alone), or
// pushes it.  Returns the register (an xmm number for floating types), or
// -1 for a push.  release_value() or release_lhs() ends the hold.
static int hold_value(Type *ty, bool calls_nothing) {
  bool sse = is_sse_type(ty);
  bool scalar = is_integer_like(ty) && ty->kind != TY_INT128 && ty->kind != TY_PTR &&
                !value_is_address(ty);
  if (!opt_safe && ty->kind == TY_PTR)
    scalar = true; // a pointer carries a capability only in safe mode
  if (!opt_register_temporaries || !(sse || scalar) || !calls_nothing)
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
