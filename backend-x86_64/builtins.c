// builtins.c — nodes for GCC builtins: atomics (lock cmpxchg, xchg,
// lock xadd), bit operations, overflow-checking arithmetic, traps, frame
// address, and dynamic stack allocation (alloca and VLAs).

#include "x86.h"

static bool is_builtin_node(NodeKind kind) {
  switch (kind) {
  case ND_CAS: case ND_EXCH: case ND_FETCH_OP: case ND_FENCE:
  case ND_CLZ: case ND_CTZ: case ND_POPCOUNT: case ND_BSWAP: case ND_SQRT:
  case ND_OVF_ADD: case ND_OVF_SUB: case ND_OVF_MUL:
  case ND_TRAP: case ND_FRAME_ADDR:
    return true;
  default:
    return false;
  }
}

static bool is_float_ty(Type *ty) {
  return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE;
}

// Moves an atomic operand from the result register to %rax as raw bits.
static void value_to_bits(Type *ty) {
  if (is_float_ty(ty))
    emit("movq %%xmm0, %%rax");
}

// Turns the raw bits of a T in %rax into T's result representation.
static void bits_to_value(Type *ty) {
  if (ty->kind == TY_FLOAT) {
    emit("movd %%eax, %%xmm0");
    return;
  }
  if (ty->kind == TY_DOUBLE) {
    emit("movq %%rax, %%xmm0");
    return;
  }
  bool u = ty->is_unsigned || ty->kind == TY_BOOL;
  if (ty->size == 1)
    emit(u ? "movzbl %%al, %%eax" : "movsbl %%al, %%eax");
  else if (ty->size == 2)
    emit(u ? "movzwl %%ax, %%eax" : "movswl %%ax, %%eax");
}

// Safe mode: the pointer operand of an atomic or overflow builtin, just
// computed into %rax, must allow a write of `size` bytes.  Checked at once,
// before the other operands are computed, since the pointer is then pushed
// without its capability.
static void check_operand(int size) {
  if (opt_safe)
    emit_access_check(RAX, 0, size, true);
}

static void check_atomic_size(Node *node, Type *ty) {
  if (ty->kind == TY_LDOUBLE || value_is_address(ty) ||
      (ty->size != 1 && ty->size != 2 && ty->size != 4 && ty->size != 8))
    error_tok(node->tok, "unsupported operand type for an atomic operation");
}

// 16-byte compare-and-swap: cmpxchg16b wants the new value in %rcx:%rbx.
static void gen_cas16(void) {
  emit("mov %%rax, %%r8");
  emit("mov %%rdx, %%r9");
  pop_reg(RSI);
  pop_reg(RDI);
  push_reg(RBX);
  emit("mov %%r8, %%rbx");
  emit("mov %%r9, %%rcx");
  emit("mov (%%rsi), %%rax");
  emit("mov 8(%%rsi), %%rdx");
  emit("lock cmpxchg16b (%%rdi)");
  emit("sete %%r8b");
  pop_reg(RBX);
  char *done = new_label();
  emit("je %s", done);
  emit("mov %%rax, (%%rsi)");
  emit("mov %%rdx, 8(%%rsi)");
  emit_label("%s", done);
  emit("movzbl %%r8b, %%eax");
}

// Safe mode, compare-and-swap of a pointer: on success the new pointer's
// capability is recorded with it; on failure the current pointer goes to
// *expected with its capability.
static void gen_cas_pointer(Node *node) {
  gen_expr(node->cas_addr);
  check_operand(8);
  push_value(node->cas_addr->ty);
  gen_expr(node->cas_old);
  check_operand(8);
  push_value(node->cas_old->ty);
  gen_expr(node->cas_new);
  emit("mov %%rax, %%rdx");
  emit("pop %%r9");     // expected's capability
  pop_reg(RSI);         // expected
  emit("pop %%rcx");    // the atomic object's capability
  depth -= 16;
  pop_reg(RDI);         // the atomic object
  char *fail = new_label(), *done = new_label();
  emit("mov (%%rsi), %%rax");
  emit("lock cmpxchg %%rdx, (%%rdi)");
  emit("sete %%r8b");
  emit("jne %s", fail);
  emit("mov %%rcx, %%r13");
  store_cap(RDI, 0, "%r12");
  emit("jmp %s", done);
  emit_label("%s", fail);
  emit("mov %%rax, (%%rsi)");
  emit("mov %%rcx, %%r13");
  load_cap(RDI, 0, "%r12");
  emit("mov %%rsi, %%rdi");
  emit("mov %%r9, %%r13");
  store_cap(RDI, 0, "%r12");
  emit_label("%s", done);
  emit("movzbl %%r8b, %%eax");
}

static void gen_cas(Node *node) {
  Type *ty = node->cas_new->ty;
  if (opt_safe && ty->kind == TY_PTR) {
    gen_cas_pointer(node);
    return;
  }
  gen_expr(node->cas_addr);
  check_operand(ty->size);
  push_reg(RAX);
  gen_expr(node->cas_old);
  check_operand(ty->size);
  push_reg(RAX);
  gen_expr(node->cas_new);
  if (ty->kind == TY_INT128) {
    gen_cas16();
    return;
  }
  check_atomic_size(node, ty);
  int sz = ty->size;
  value_to_bits(ty);
  emit("mov %%rax, %%rdx");
  pop_reg(RSI);
  pop_reg(RDI);
  emit("mov (%%rsi), %s", reg_name(RAX, sz));
  emit("lock cmpxchg %s, (%%rdi)", reg_name(RDX, sz));
  emit("sete %%cl");
  char *done = new_label();
  emit("je %s", done);
  emit("mov %s, (%%rsi)", reg_name(RAX, sz));
  emit_label("%s", done);
  emit("movzbl %%cl, %%eax");
}

// Safe mode, exchange of a pointer: the capabilities are exchanged too
// (the old one read just before, the new one recorded just after: a race
// may pair a value with the other's capability, never forge one).
static void gen_exchange_pointer(Node *node) {
  gen_expr(node->lhs);
  check_operand(8);
  push_value(node->lhs->ty);
  gen_expr(node->rhs);
  emit("pop %%r13");
  depth -= 8;
  pop_reg(RDI);
  emit("push %%r12");
  depth += 8;
  load_cap(RDI, 0, "%r12");
  emit("xchg %%rax, (%%rdi)");
  emit("xchg %%r12, (%%rsp)");
  store_cap(RDI, 0, "%r12");
  emit("pop %%r12");
  depth -= 8;
}

static void gen_exchange(Node *node) {
  Type *ty = node->ty;
  check_atomic_size(node, ty);
  if (opt_safe && ty->kind == TY_PTR) {
    gen_exchange_pointer(node);
    return;
  }
  gen_expr(node->lhs);
  check_operand(ty->size);
  push_reg(RAX);
  gen_expr(node->rhs);
  value_to_bits(ty);
  pop_reg(RDI);
  emit("xchg %s, (%%rdi)", reg_name(RAX, ty->size));
  bits_to_value(ty);
}

static void gen_fetch_op(Node *node) {
  Type *ty = node->ty;
  check_atomic_size(node, ty);
  if (is_float_ty(ty))
    error_tok(node->tok, "unsupported operand type for an atomic operation");
  int sz = ty->size;
  gen_expr(node->lhs);
  check_operand(sz);
  push_reg(RAX);
  gen_expr(node->rhs);
  pop_reg(RDI);
  if (node->op == ND_ADD || node->op == ND_SUB) {
    if (node->op == ND_SUB)
      emit("neg %%rax");
    emit("lock xadd %s, (%%rdi)", reg_name(RAX, sz));
    bits_to_value(ty);
    return;
  }
  char *op = node->op == ND_BITAND ? "and" : node->op == ND_BITOR ? "or" : "xor";
  char *retry = new_label();
  emit("mov %%rax, %%rsi");
  emit("mov (%%rdi), %s", reg_name(RAX, sz));
  emit_label("%s", retry);
  emit("mov %%rax, %%rdx");
  emit("%s %%rsi, %%rdx", op);
  emit("lock cmpxchg %s, (%%rdi)", reg_name(RDX, sz));
  emit("jne %s", retry);
  bits_to_value(ty);
}

static void gen_popcount(Type *ty) {
  if (ty->size < 8)
    emit("mov %%eax, %%eax");
  emit("mov %%rax, %%rdx");
  emit("shr %%rdx");
  emit("movabs $0x5555555555555555, %%rcx");
  emit("and %%rcx, %%rdx");
  emit("sub %%rdx, %%rax");
  emit("movabs $0x3333333333333333, %%rcx");
  emit("mov %%rax, %%rdx");
  emit("and %%rcx, %%rax");
  emit("shr $2, %%rdx");
  emit("and %%rcx, %%rdx");
  emit("add %%rdx, %%rax");
  emit("mov %%rax, %%rdx");
  emit("shr $4, %%rdx");
  emit("add %%rdx, %%rax");
  emit("movabs $0x0f0f0f0f0f0f0f0f, %%rcx");
  emit("and %%rcx, %%rax");
  emit("movabs $0x0101010101010101, %%rcx");
  emit("imul %%rcx, %%rax");
  emit("shr $56, %%rax");
}

static void gen_bit_op(Node *node) {
  Type *ty = node->lhs->ty;
  bool wide = ty->size == 8;
  gen_expr(node->lhs);
  switch (node->kind) {
  case ND_CLZ:
    emit(wide ? "bsr %%rax, %%rax" : "bsr %%eax, %%eax");
    emit("xor $%d, %%eax", wide ? 63 : 31);
    return;
  case ND_CTZ:
    emit(wide ? "bsf %%rax, %%rax" : "bsf %%eax, %%eax");
    return;
  case ND_POPCOUNT:
    gen_popcount(ty);
    return;
  default: // ND_BSWAP
    if (node->ty->size == 2) {
      emit("rol $8, %%ax");
      emit("movzwl %%ax, %%eax");
    } else {
      emit(node->ty->size == 8 ? "bswap %%rax" : "bswap %%eax");
    }
  }
}

// __builtin_{add,sub,mul}_overflow: the operation at the width of T (the
// type *out has), overflow read from the flags.
static void gen_overflow(Node *node) {
  Type *ty = node->cas_addr->ty->base;
  if (!is_integer_like(ty))
    error_tok(node->tok, "unsupported type for an overflow builtin");
  int sz = ty->size;
  bool u = ty->is_unsigned;
  gen_expr(node->lhs);
  push_reg(RAX);
  gen_expr(node->rhs);
  push_reg(RAX);
  gen_expr(node->cas_addr);
  check_operand(sz);
  emit("mov %%rax, %%rcx");
  pop_reg(RDI);
  pop_reg(RAX);
  char *ax = reg_name(RAX, sz), *di = reg_name(RDI, sz);
  switch (node->kind) {
  case ND_OVF_ADD: emit("add %s, %s", di, ax); break;
  case ND_OVF_SUB: emit("sub %s, %s", di, ax); break;
  default:
    if (u)
      emit("mul %s", di);
    else if (sz == 1)
      emit("imul %s", di);
    else
      emit("imul %s, %s", di, ax);
  }
  emit("set%s %%r8b", u && node->kind != ND_OVF_MUL ? "c" : "o");
  emit("mov %s, (%%rcx)", ax);
  emit("movzbl %%r8b, %%eax");
}

// The IEEE square root in the value's own register: SSE for float and
// double, x87 for long double.
static void gen_sqrt(Node *node) {
  gen_expr(node->lhs);
  switch (node->ty->kind) {
  case TY_FLOAT: emit("sqrtss %%xmm0, %%xmm0"); return;
  case TY_DOUBLE: emit("sqrtsd %%xmm0, %%xmm0"); return;
  default: emit("fsqrt"); return;
  }
}

static void gen_builtin(Node *node) {
  switch (node->kind) {
  case ND_CAS: gen_cas(node); return;
  case ND_EXCH: gen_exchange(node); return;
  case ND_FETCH_OP: gen_fetch_op(node); return;
  case ND_FENCE: emit("mfence"); return;
  case ND_OVF_ADD: case ND_OVF_SUB: case ND_OVF_MUL: gen_overflow(node); return;
  case ND_TRAP: emit("ud2"); return;
  case ND_SQRT: gen_sqrt(node); return;
  case ND_FRAME_ADDR:
    emit("mov %%rbp, %%rax");
    if (opt_safe)
      clear_cap("%r12");
    return;
  default: gen_bit_op(node); return;
  }
}

// alloca / VLA: moves %rsp down by the size rounded to 16 (so %rsp keeps
// its alignment relative to `depth`) and slides the temporaries currently
// pushed down with it; the new block lies just above them.
static void gen_stack_alloc(Node *node) {
  gen_expr(node->lhs);
  if (opt_safe) {
    // Safe mode: the memory is an object of kind stack, with exact bounds.
    alloc_object(0, 16, SC_KIND_STACK, true);
    if (node->kind == ND_VLA_ALLOC)
      emit("mov %%rax, %d(%%rbp)", node->var->offset);
    return;
  }
  emit("add $15, %%rax");
  emit("and $-16, %%rax");
  emit("mov %%rsp, %%rsi");
  emit("sub %%rax, %%rsp");
  if (depth > 0) {
    emit("mov %%rsp, %%rdi");
    emit("mov $%d, %%ecx", depth);
    emit("rep movsb");
  }
  emit("lea %d(%%rsp), %%rax", depth);
  if (node->kind == ND_VLA_ALLOC)
    emit("mov %%rax, %d(%%rbp)", node->var->offset);
}
