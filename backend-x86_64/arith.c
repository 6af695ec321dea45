// arith.c — the instructions of arithmetic, bitwise, shift and
// comparison operators for every operand class: 32/64-bit integers in
// %rax (rhs in %rdi), __int128 in %rax:%rdx (rhs %rdi:%rsi), float/double
// in %xmm0 (rhs %xmm1), and long double on the x87 stack (lhs %st(0), rhs
// %st(1)); the operand forms they take (immediates, register locals,
// frame slots); and the fused compare-and-branch.  The order operands are
// generated in is src/gen_arith.c's.

#include "x86.h"

static bool is_comparison(NodeKind kind) {
  return kind == ND_EQ || kind == ND_NE || kind == ND_LT || kind == ND_LE;
}

// Turns a condition code into 0/1 in %eax.
static void set_result(char *cc) {
  emit("set%s %%al", cc);
  emit("movzbl %%al, %%eax");
}

// After ucomis[sd]/fucomip: %eax = lhs == rhs (or !=).  An unordered
// (NaN) comparison sets ZF and PF, so PF decides: == is false, != true.
static void set_float_equality(NodeKind kind) {
  if (kind == ND_EQ) {
    emit("sete %%al");
    emit("setnp %%dl");
    emit("and %%dl, %%al");
  } else {
    emit("setne %%al");
    emit("setp %%dl");
    emit("or %%dl, %%al");
  }
  emit("movzbl %%al, %%eax");
}

static void gen_int_compare(NodeKind kind, bool is_unsigned) {
  switch (kind) {
  case ND_EQ: set_result("e"); return;
  case ND_NE: set_result("ne"); return;
  case ND_LT: set_result(is_unsigned ? "b" : "l"); return;
  default: set_result(is_unsigned ? "be" : "le"); return;
  }
}

static bool is_unsigned_op(Type *ty) {
  return ty->is_unsigned || ty->kind == TY_PTR || ty->kind == TY_ARRAY ||
         ty->kind == TY_VLA || ty->kind == TY_FUNC;
}

// 32- or 64-bit integer operation; operand width from `ty`.
static void gen_int_op(NodeKind kind, Type *ty) {
  int w = operation_width(ty);
  char *ax = reg_name(RAX, w), *di = reg_name(RDI, w), *dx = reg_name(RDX, w);
  bool u = is_unsigned_op(ty);
  switch (kind) {
  case ND_ADD: emit("add %s, %s", di, ax); return;
  case ND_SUB: emit("sub %s, %s", di, ax); return;
  case ND_MUL: emit("imul %s, %s", di, ax); return;
  case ND_BITAND: emit("and %s, %s", di, ax); return;
  case ND_BITOR: emit("or %s, %s", di, ax); return;
  case ND_BITXOR: emit("xor %s, %s", di, ax); return;
  case ND_DIV:
  case ND_MOD:
    if (u) {
      emit("xor %%edx, %%edx");
      emit("div %s", di);
    } else {
      emit(w == 8 ? "cqo" : "cltd");
      emit("idiv %s", di);
    }
    if (kind == ND_MOD)
      emit("mov %s, %s", dx, ax);
    return;
  default:
    emit("cmp %s, %s", di, ax);
    gen_int_compare(kind, u);
  }
}

static void gen_int128_compare(NodeKind kind, bool u) {
  switch (kind) {
  case ND_EQ:
  case ND_NE:
    emit("xor %%rdi, %%rax");
    emit("xor %%rsi, %%rdx");
    emit("or %%rdx, %%rax");
    set_result(kind == ND_EQ ? "e" : "ne");
    return;
  case ND_LT: // flags of lhs - rhs
    emit("cmp %%rdi, %%rax");
    emit("sbb %%rsi, %%rdx");
    set_result(u ? "b" : "l");
    return;
  default: // lhs <= rhs  <=>  !(rhs - lhs < 0)
    emit("cmp %%rax, %%rdi");
    emit("sbb %%rdx, %%rsi");
    set_result(u ? "ae" : "ge");
  }
}

// Division through libgcc: __divti3(a, b) takes a in %rdi:%rsi and b in
// %rdx:%rcx.
static void gen_int128_divide(NodeKind kind, bool u) {
  emit("mov %%rsi, %%rcx");
  emit("mov %%rdi, %%r8");
  emit("mov %%rdx, %%rsi");
  emit("mov %%rax, %%rdi");
  emit("mov %%r8, %%rdx");
  if (kind == ND_DIV)
    call_helper(u ? "__udivti3" : "__divti3");
  else
    call_helper(u ? "__umodti3" : "__modti3");
}

static void gen_int128_op(NodeKind kind, Type *ty) {
  bool u = ty->is_unsigned;
  switch (kind) {
  case ND_ADD:
    emit("add %%rdi, %%rax");
    emit("adc %%rsi, %%rdx");
    return;
  case ND_SUB:
    emit("sub %%rdi, %%rax");
    emit("sbb %%rsi, %%rdx");
    return;
  case ND_MUL:
    emit("imul %%rdi, %%rdx");
    emit("imul %%rax, %%rsi");
    emit("add %%rdx, %%rsi");
    emit("mul %%rdi");
    emit("add %%rsi, %%rdx");
    return;
  case ND_BITAND:
  case ND_BITOR:
  case ND_BITXOR: {
    char *op = kind == ND_BITAND ? "and" : kind == ND_BITOR ? "or" : "xor";
    emit("%s %%rdi, %%rax", op);
    emit("%s %%rsi, %%rdx", op);
    return;
  }
  case ND_DIV:
  case ND_MOD:
    gen_int128_divide(kind, u);
    return;
  default:
    gen_int128_compare(kind, u);
  }
}

// An SSE comparison of %xmm0 (lhs) with `rhs` (a register or memory
// operand).  For < and <= the flags are those of rhs against lhs, whose
// "above" conditions are false when unordered; rhs must then be a
// register, so a memory operand is loaded into %xmm1 first.
static void emit_sse_compare(NodeKind kind, Type *ty, char *rhs) {
  char *sd = ty->kind == TY_FLOAT ? "ss" : "sd";
  if (kind == ND_EQ || kind == ND_NE) {
    emit("ucomi%s %s, %%xmm0", sd, rhs);
    return;
  }
  if (rhs[0] != '%') {
    emit("movs%c %s, %%xmm1", sd[1], rhs);
    rhs = "%xmm1";
  }
  emit("ucomi%s %%xmm0, %s", sd, rhs);
}

// A float or double constant (src/fold.c's is_float_const: its value v)
// as a memory operand: its bits in .rodata.
static char *sse_constant_operand(Type *ty, long double v) {
  uint8_t bytes[16];
  float_constant_bytes(ty, v, bytes);
  char *label = new_label();
  emit(".pushsection .rodata");
  emit(".balign %d", ty->size);
  emit_join_label(label);
  if (ty->kind == TY_FLOAT) {
    uint32_t bits;
    memcpy(&bits, bytes, 4);
    emit(".long %u", bits);
  } else {
    uint64_t bits;
    memcpy(&bits, bytes, 8);
    emit(".quad %llu", (unsigned long long)bits);
  }
  emit(".popsection");
  return format("%s(%%rip)", label);
}

// Place m as the memory operand of one instruction that reads it with no
// check (plain mode, or a place safe mode knows in bounds): its base is
// loaded into `scratch` first when it must be (a pointer in a frame slot,
// a global's address); an indexed place (Mem.scale) has its index in %rax
// (then scratch is %rdi).
static char *place_operand(Mem *m, Reg scratch, Type *ty) {
  int offset;
  Reg base = mem_base(m, scratch, &offset, ty);
  if (m->scale)
    return format("%d(%s,%%rax,%d)", offset, reg_name(base, 8), m->scale);
  return format("%d(%s)", offset, reg_name(base, 8));
}

// lhs (%xmm0) op rhs, rhs a register or memory operand.
static void gen_sse_op(NodeKind kind, Type *ty, char *rhs) {
  char *sd = ty->kind == TY_FLOAT ? "ss" : "sd";
  switch (kind) {
  case ND_ADD: emit("add%s %s, %%xmm0", sd, rhs); return;
  case ND_SUB: emit("sub%s %s, %%xmm0", sd, rhs); return;
  case ND_MUL: emit("mul%s %s, %%xmm0", sd, rhs); return;
  case ND_DIV: emit("div%s %s, %%xmm0", sd, rhs); return;
  case ND_EQ:
  case ND_NE:
    emit_sse_compare(kind, ty, rhs);
    set_float_equality(kind);
    return;
  default: // rhs > lhs or rhs >= lhs: false when unordered
    emit_sse_compare(kind, ty, rhs);
    set_result(kind == ND_LT ? "a" : "ae");
  }
}

// x87: %st(0) = lhs, %st(1) = rhs.
static void gen_x87_op(NodeKind kind) {
  switch (kind) {
  case ND_ADD: emit("fadd %%st(1), %%st"); emit("fstp %%st(1)"); return;
  case ND_SUB: emit("fsub %%st(1), %%st"); emit("fstp %%st(1)"); return;
  case ND_MUL: emit("fmul %%st(1), %%st"); emit("fstp %%st(1)"); return;
  case ND_DIV: emit("fdiv %%st(1), %%st"); emit("fstp %%st(1)"); return;
  case ND_EQ:
  case ND_NE:
    emit("fucomip %%st(1), %%st");
    emit("fstp %%st(0)");
    set_float_equality(kind);
    return;
  default:
    emit("fxch %%st(1)");
    emit("fucomip %%st(1), %%st");
    emit("fstp %%st(0)");
    set_result(kind == ND_LT ? "a" : "ae");
  }
}

// A shift of the result register(s) by %cl (set_shift_count put the
// count there).
static void shift_by_count(NodeKind kind, Type *ty) {
  bool right = kind == ND_SHR;
  if (ty->kind == TY_INT128) {
    char *done = new_label();
    if (!right) {
      emit("shld %%cl, %%rax, %%rdx");
      emit("shl %%cl, %%rax");
      emit("test $64, %%cl");
      emit("je %s", done);
      emit("mov %%rax, %%rdx");
      emit("xor %%eax, %%eax");
    } else {
      emit("shrd %%cl, %%rdx, %%rax");
      emit("%s %%cl, %%rdx", ty->is_unsigned ? "shr" : "sar");
      emit("test $64, %%cl");
      emit("je %s", done);
      emit("mov %%rdx, %%rax");
      emit(ty->is_unsigned ? "xor %%edx, %%edx" : "sar $63, %%rdx");
    }
    emit_label(done);
    return;
  }
  char *ax = reg_name(RAX, operation_width(ty));
  if (!right)
    emit("shl %%cl, %s", ax);
  else
    emit("%s %%cl, %s", ty->is_unsigned ? "shr" : "sar", ax);
}

// A shift's count to %cl: a constant (only its low 7 bits matter), a
// register local, or (count null) the value in %rax.
static void set_shift_count(Value *count) {
  Reg reg;
  if (!count)
    emit("mov %%rax, %%rcx");
  else if (count->kind == V_CONST)
    emit("mov $%d, %%ecx", (int)(count->imm & 127));
  else if (is_reg_var(count->node, &reg))
    emit("mov %s, %%rcx", reg_name(reg, 8));
  else
    error("internal error: a shift count in memory");
}

// result = result op secondary: %rax op %rdi, %rax:%rdx op %rdi:%rsi,
// %xmm0 op %xmm1, %st(0) op %st(1); a shift by %cl.
static void apply_op(NodeKind kind, Type *ty) {
  if (kind == ND_SHL || kind == ND_SHR) {
    shift_by_count(kind, ty);
    return;
  }
  switch (ty->kind) {
  case TY_FLOAT:
  case TY_DOUBLE:
    gen_sse_op(kind, ty, "%xmm1");
    return;
  case TY_LDOUBLE:
    gen_x87_op(kind);
    return;
  case TY_INT128:
    gen_int128_op(kind, ty);
    return;
  default:
    gen_int_op(kind, ty);
  }
}

// Is rhs a scalar at a place mem_base() reaches, or a register local,
// of exactly the operation's type ty (so that its loaded value needs no
// conversion)?
static bool is_simple_operand(Type *ty, Value *rhs) {
  Node *node = rhs->node;
  if (ty->kind == TY_LDOUBLE || ty->kind != node->ty->kind || ty->size != node->ty->size)
    return false;
  return rhs->in_place;
}

// An integer local no wider than integer type ty, in a register or its
// frame slot: loaded, it is extended by its own type, as its conversion to
// ty would (src/gen_arith.c's secondary_value offers it for that).
static bool is_widened_local(Type *ty, Value *rhs) {
  Type *from = rhs->node->ty;
  return rhs->kind == V_VAR && rhs->in_place && is_integer(ty) && ty->kind != TY_INT128 &&
         is_integer(from) && from->kind != TY_INT128 && from->size <= ty->size;
}

// Can load_secondary() put rhs in the secondary register(s) directly: an
// integer constant, a simple operand or a widened integer local?
static bool can_load_secondary(Type *ty, Value *rhs) {
  return (is_integer_like(ty) && rhs->kind == V_CONST) || is_simple_operand(ty, rhs) ||
         is_widened_local(ty, rhs);
}

static void load_secondary(Type *ty, Value *rhs) {
  Reg base;
  int offset, xmm;
  Node *node = rhs->node;
  if (is_integer_like(ty) && rhs->kind == V_CONST)
    mov_imm(RDI, rhs->imm);
  else if (is_float_reg_var(node, &xmm))
    emit("movaps %%xmm%d, %%xmm1", xmm);
  else if (is_reg_var(node, &base))
    load_reg_var(node->ty, base, RDI);
  else if (!rhs->in_place)
    error("internal error: load_secondary of an operand it cannot load");
  else {
    Token *saved = site_tok; // a check reports the operand's own site
    if (node->tok)
      site_tok = node->tok;
    base = mem_base(&rhs->mem, RDI, &offset, node->ty);
    begin_access(&rhs->mem, base, RAX);
    load_at(node->ty, base, offset, true);
    end_access();
    site_tok = saved;
  }
}

// A scalar in the result register becomes the secondary operand.
static void scalar_to_secondary(Type *ty) {
  emit(is_sse_type(ty) ? "movapd %%xmm0, %%xmm1" : "mov %%rax, %%rdi");
}

// An SSE comparison of the lhs held in %xmm`held` with the rhs in %xmm0:
// the flags that emit_sse_compare would leave.
static void emit_sse_compare_held(NodeKind kind, Type *ty, int held) {
  char *sd = ty->kind == TY_FLOAT ? "ss" : "sd";
  if (kind == ND_EQ || kind == ND_NE)
    emit("ucomi%s %%xmm0, %%xmm%d", sd, held);
  else
    emit("ucomi%s %%xmm%d, %%xmm0", sd, held); // rhs against lhs, as for %xmm1
}

// The two-operand integer instruction of `kind` (comparisons: cmp), or
// NULL for the operators that need %rax and %rdx (division) or %cl.
static char *int_op_mnemonic(NodeKind kind) {
  switch (kind) {
  case ND_ADD: return "add";
  case ND_SUB: return "sub";
  case ND_MUL: return "imul";
  case ND_BITAND: return "and";
  case ND_BITOR: return "or";
  case ND_BITXOR: return "xor";
  case ND_EQ: case ND_NE: case ND_LT: case ND_LE: return "cmp";
  default: return NULL;
  }
}

// lhs op rhs with the lhs in temporary register `held` and the rhs in the
// result register (gen_rhs_keeping_lhs): the operation reads both in
// place, the result goes to the result register and the hold ends.
static void apply_op_held(NodeKind kind, Type *ty, int held) {
  if (!is_sse_type(ty) && !int_op_mnemonic(kind)) {
    release_lhs(ty, held); // division: %rax and %rdx are taken
    apply_op(kind, ty);
    return;
  }
  end_hold(ty, held);
  if (is_sse_type(ty)) {
    char *sd = ty->kind == TY_FLOAT ? "ss" : "sd";
    char *op = kind == ND_ADD ? "add" : kind == ND_SUB ? "sub" : kind == ND_MUL ? "mul" :
               kind == ND_DIV ? "div" : NULL;
    if (op) {
      emit("%s%s %%xmm0, %%xmm%d", op, sd, held);
      emit("movapd %%xmm%d, %%xmm0", held);
    } else if (kind == ND_EQ || kind == ND_NE) {
      emit_sse_compare_held(kind, ty, held);
      set_float_equality(kind);
    } else {
      emit_sse_compare_held(kind, ty, held);
      set_result(kind == ND_LT ? "a" : "ae");
    }
    return;
  }
  int w = operation_width(ty);
  char *ax = reg_name(RAX, w), *h = reg_name((Reg)held, w);
  emit("%s %s, %s", int_op_mnemonic(kind), ax, h);
  if (is_comparison(kind)) {
    gen_int_compare(kind, is_unsigned_op(ty));
    return;
  }
  emit("mov %s, %%rax", reg_name((Reg)held, 8));
}

// Does `kind` take constant v as an immediate: the instruction's
// sign-extended 32-bit field?  Sets *imm to the field's value.
static bool imm_field(NodeKind kind, Type *ty, int64_t v, int64_t *imm) {
  switch (kind) {
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR:
  case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE:
    break;
  default:
    return false;
  }
  if (!is_integer_like(ty))
    return false;
  if (operation_width(ty) == 4)
    v = (int32_t)v;
  else if (v < INT32_MIN || v > INT32_MAX)
    return false;
  *imm = v;
  return true;
}

static bool imm_ok(NodeKind kind, Type *ty, int64_t v) {
  int64_t imm;
  return imm_field(kind, ty, v, &imm);
}

// A constant rhs that `kind` takes as an immediate: sets *imm.
static bool imm_operand(NodeKind kind, Type *ty, Value *rhs, int64_t *imm) {
  return rhs->kind == V_CONST && imm_field(kind, ty, rhs->imm, imm);
}

// The operation `kind` of %rax (or %eax) with an immediate; comparisons
// only set the flags.
static void emit_imm_op(NodeKind kind, Type *ty, int64_t imm) {
  char *ax = reg_name(RAX, operation_width(ty));
  long long v = (long long)imm;
  switch (kind) {
  case ND_ADD: emit("add $%lld, %s", v, ax); return;
  case ND_SUB: emit("sub $%lld, %s", v, ax); return;
  case ND_MUL:
    if (v > 1 && (v & (v - 1)) == 0)
      emit("shl $%d, %s", __builtin_ctzll(v), ax);
    else if (v != 1)
      emit("imul $%lld, %s, %s", v, ax, ax);
    return;
  case ND_BITAND: emit("and $%lld, %s", v, ax); return;
  case ND_BITOR: emit("or $%lld, %s", v, ax); return;
  case ND_BITXOR: emit("xor $%lld, %s", v, ax); return;
  default: emit("cmp $%lld, %s", v, ax); return;
  }
}

// An integer operation whose rhs is a frame or register variable of the
// operation's width: the instruction reads it in place.  Returns false,
// emitting nothing, when that does not apply.
static bool gen_frame_operand_op(NodeKind kind, Type *ty, Value *rhs) {
  Node *node = rhs->node;
  char *op = int_op_mnemonic(kind);
  if (!op || rhs->kind != V_VAR)
    return false;
  Reg reg;
  bool in_reg = is_reg_var(node, &reg);
  if (!is_integer_like(ty) || !(in_reg || is_frame_slot_var(node)) || !is_integer_like(node->ty) ||
      node->ty->kind == TY_BOOL || node->ty->size != operation_width(ty))
    return false;
  char *ax = reg_name(RAX, operation_width(ty));
  if (in_reg)
    emit("%s %s, %s", op, reg_name(reg, operation_width(ty)), ax);
  else
    emit("%s %d(%%rbp), %s", op, node->var->offset, ax);
  return true;
}

// The rhs of a float or double operation as an instruction operand, when
// it is a register local (%xmm8...) or a frame slot of the operation's
// type; NULL otherwise.
static char *sse_direct_operand(Type *ty, Value *rhs) {
  int xmm;
  long double v;
  if (!is_sse_type(ty))
    return NULL;
  if (opt_float_memory_operands && rhs->node->ty->kind == ty->kind &&
      is_float_const(rhs->node, &v))
    return sse_constant_operand(ty, v);
  if (!is_simple_operand(ty, rhs))
    return NULL;
  if (is_float_reg_var(rhs->node, &xmm))
    return format("%%xmm%d", xmm);
  if (is_frame_slot_var(rhs->node))
    return format("%d(%%rbp)", rhs->node->var->offset);
  if (opt_float_memory_operands && rhs->kind == V_MEM && (!opt_safe || rhs->mem.in_bounds))
    return place_operand(&rhs->mem, RDI, ty); // (the floating lhs leaves %rdi free)
  return NULL;
}

// result = result op rhs with rhs read in place: a float register local
// or frame slot, an immediate, an integer register local or frame slot;
// a shift by a constant.  Returns false, emitting nothing, otherwise.
// n / d or n % d, n in %rax, for a constant d src/divide.c takes: the
// sequence DivideMagic describes, in 64 bits, with n kept in %rcx and the
// product's high half in %rdx.
static void divide_by_constant(NodeKind kind, Type *ty, int64_t d) {
  bool u = is_unsigned_op(ty);
  DivideMagic dm = divide_magic(d, u);
  if (operation_width(ty) == 4)
    emit(u ? "mov %%eax, %%eax" : "movslq %%eax, %%rax");
  emit("mov %%rax, %%rcx");
  if (dm.power && u) {
    emit("shr $%d, %%rax", dm.power);
  } else if (dm.power) {
    emit("mov %%rax, %%rdx");
    emit("sar $63, %%rdx");
    emit("shr $%d, %%rdx", 64 - dm.power);
    emit("add %%rdx, %%rax");
    emit("sar $%d, %%rax", dm.power);
    if (dm.negative)
      emit("neg %%rax");
  } else if (u) {
    mov_imm(RDX, (int64_t)dm.multiplier);
    emit("mul %%rdx");
    emit("mov %%rcx, %%rax");
    emit("sub %%rdx, %%rax");
    emit("shr $1, %%rax");
    emit("add %%rdx, %%rax");
    if (dm.shift)
      emit("shr $%d, %%rax", dm.shift);
  } else {
    mov_imm(RDX, (int64_t)dm.multiplier);
    emit("imul %%rdx");
    emit("lea (%%rdx,%%rcx), %%rax");
    if (dm.shift)
      emit("sar $%d, %%rax", dm.shift);
    emit("mov %%rcx, %%rdx");
    emit("sar $63, %%rdx");
    emit("sub %%rdx, %%rax");
    if (dm.negative)
      emit("neg %%rax");
  }
  if (kind == ND_MOD) {
    if (d >= INT32_MIN && d <= INT32_MAX) {
      emit("imul $%lld, %%rax, %%rax", (long long)d);
    } else {
      mov_imm(RDX, d);
      emit("imul %%rdx, %%rax");
    }
    emit("sub %%rax, %%rcx");
    emit("mov %%rcx, %%rax");
  }
}

static bool op_with_operand(NodeKind kind, Type *ty, Value *rhs) {
  int64_t imm;
  if ((kind == ND_DIV || kind == ND_MOD) && rhs->kind == V_CONST && is_integer_like(ty) &&
      divides_by_multiplying(rhs->imm, is_unsigned_op(ty))) {
    divide_by_constant(kind, ty, rhs->imm);
    return true;
  }
  if (kind == ND_SHL || kind == ND_SHR) {
    if (rhs->kind != V_CONST || ty->kind == TY_INT128)
      return false;
    int n = (int)(rhs->imm & 63);
    if (n)
      emit("%s $%d, %s", kind == ND_SHL ? "shl" : ty->is_unsigned ? "shr" : "sar", n,
           reg_name(RAX, operation_width(ty)));
    return true;
  }
  char *direct = sse_direct_operand(ty, rhs);
  if (direct) {
    gen_sse_op(kind, ty, direct);
    return true;
  }
  if (imm_operand(kind, ty, rhs, &imm)) {
    emit_imm_op(kind, ty, imm);
  } else if (!gen_frame_operand_op(kind, ty, rhs)) {
    return false;
  }
  if (is_comparison(kind))
    gen_int_compare(kind, is_unsigned_op(ty));
  return true;
}

// The comparisons src/gen_arith.c fuses with a branch: the flags of lhs
// `kind` rhs, then branch_on_compare's jump.  For float and double the
// flags are ucomiss/ucomisd's (emit_sse_compare: for < and <= those of
// rhs against lhs).
//
// compare_in_place: lhs a local of the operation's width, in a register
// or its frame slot, rhs an immediate, a register local of that width or
// (rhs null) the value in %rax; or lhs an integer of type ty at a simple
// place (plain mode) and rhs an immediate, compared in ty's own width.
static void compare_in_place(NodeKind kind, Type *ty, Value *lhs, Value *rhs) {
  Reg reg;
  int64_t imm;
  int w = operation_width(ty);
  if (lhs->kind == V_MEM) { // plain mode: an integer in its own width, with a constant
    int64_t v = rhs->imm;
    assert(ty->size < 8 || (v >= INT32_MIN && v <= INT32_MAX));
    emit("cmp%c $%lld, %s", suffix_of(ty->size), (long long)v, place_operand(&lhs->mem, RAX, ty));
    return;
  }
  char *place = is_reg_var(lhs->node, &reg) ? reg_name(reg, w)
                                            : format("%d(%%rbp)", lhs->node->var->offset);
  if (rhs && imm_operand(kind, ty, rhs, &imm))
    emit("cmp%c $%lld, %s", suffix_of(w), (long long)imm, place);
  else if (rhs && is_reg_var(rhs->node, &reg))
    emit("cmp %s, %s", reg_name(reg, w), place);
  else
    emit("cmp %s, %s", reg_name(RAX, w), place);
}

// Target.test_bits: `test $mask` of x in place (a member or global in its
// own width, a register or frame-slot local in its operation width) or of
// the result register.
static void test_bits(Type *ty, Value *x, int64_t mask) {
  Reg reg;
  int w = operation_width(ty);
  if (!x) {
    emit("test $%lld, %s", (long long)mask, reg_name(RAX, w));
  } else if (x->kind == V_MEM) {
    emit("test%c $%lld, %s", suffix_of(ty->size), (long long)mask, place_operand(&x->mem, RAX, ty));
  } else if (is_reg_var(x->node, &reg)) {
    emit("test $%lld, %s", (long long)mask, reg_name(reg, w));
  } else {
    emit("test%c $%lld, %d(%%rbp)", suffix_of(w), (long long)mask, x->node->var->offset);
  }
}

// The result compared with rhs read in place (an immediate, a register
// local, a frame slot); false, emitting nothing, when there is no such
// form.
static bool compare_with_operand(NodeKind kind, Type *ty, Value *rhs) {
  int64_t imm;
  char *direct = sse_direct_operand(ty, rhs);
  if (direct) {
    emit_sse_compare(kind, ty, direct);
    return true;
  }
  if (imm_operand(kind, ty, rhs, &imm)) {
    emit_imm_op(kind, ty, imm);
    return true;
  }
  return gen_frame_operand_op(kind, ty, rhs);
}

// The result compared with the secondary register, or (held >= 0) the
// lhs held in a temporary register compared with the result, ending the
// hold.
static void compare(NodeKind kind, Type *ty, int held) {
  if (is_sse_type(ty)) {
    if (held >= 0) {
      emit_sse_compare_held(kind, ty, held);
      end_hold(ty, held);
    } else {
      emit_sse_compare(kind, ty, "%xmm1");
    }
    return;
  }
  int w = operation_width(ty);
  if (held >= 0) {
    emit("cmp %s, %s", reg_name(RAX, w), reg_name((Reg)held, w));
    end_hold(ty, held);
  } else {
    emit("cmp %s, %s", reg_name(RDI, w), reg_name(RAX, w));
  }
}

// The jump to `label` when lhs `kind` rhs is `when`, on the flags a
// compare left.  An unordered float comparison (a NaN operand) sets ZF,
// PF and CF: it is false for ==, < and <=, true for !=.
static void branch_on_compare(NodeKind kind, Type *ty, char *label, bool when) {
  if (!is_sse_type(ty)) {
    bool u = is_unsigned_op(ty);
    char *cc;
    if (when)
      cc = kind == ND_EQ ? "e" : kind == ND_NE ? "ne" : kind == ND_LT ? (u ? "b" : "l") : (u ? "be" : "le");
    else
      cc = kind == ND_EQ ? "ne" : kind == ND_NE ? "e" : kind == ND_LT ? (u ? "ae" : "ge") : (u ? "a" : "g");
    emit("j%s %s", cc, label);
    return;
  }
  if (kind == ND_LT || kind == ND_LE) {
    // rhs > lhs ("a") or rhs >= lhs ("ae"): CF or ZF set when unordered.
    if (kind == ND_LT)
      emit("%s %s", when ? "ja" : "jbe", label);
    else
      emit("%s %s", when ? "jae" : "jb", label);
    return;
  }
  // Jump when equal and ordered: ZF set and PF clear.
  bool jump_if_equal = (kind == ND_EQ) == when;
  if (jump_if_equal) {
    char *skip = new_label();
    emit("jp %s", skip);
    emit("je %s", label);
    emit_label(skip);
  } else {
    emit("jne %s", label);
    emit("jp %s", label);
  }
}

// Target.unary_op: -value and ~value of type ty, in the result
// register, and the builtins of one operand (bit operations and the
// square root, builtins.c).
static void unary_op(NodeKind kind, Type *ty) {
  switch (kind) {
  case ND_CLZ: case ND_CTZ: case ND_POPCOUNT: case ND_BSWAP:
    bit_op(kind, ty);
    return;
  case ND_SQRT:
    square_root(ty);
    return;
  default:
    break;
  }
  if (kind == ND_BITNOT) {
    if (ty->kind == TY_INT128) {
      emit("not %%rax");
      emit("not %%rdx");
      return;
    }
    emit("not %s", reg_name(RAX, operation_width(ty)));
    return;
  }
  switch (ty->kind) {
  case TY_FLOAT:
    emit("mov $0x80000000, %%eax");
    emit("movd %%eax, %%xmm1");
    emit("xorps %%xmm1, %%xmm0");
    return;
  case TY_DOUBLE:
    emit("movabs $0x8000000000000000, %%rax");
    emit("movq %%rax, %%xmm1");
    emit("xorpd %%xmm1, %%xmm0");
    return;
  case TY_LDOUBLE:
    emit("fchs");
    return;
  case TY_INT128:
    emit("neg %%rax");
    emit("adc $0, %%rdx");
    emit("neg %%rdx");
    return;
  default:
    emit("neg %s", reg_name(RAX, operation_width(ty)));
  }
}
