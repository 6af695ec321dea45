// convert.c — every conversion between scalar types (ND_CAST).
//
// Representation in %rax: a 64-bit type uses the whole register; a type of
// 4 bytes or fewer is valid in %eax as its value sign- or zero-extended to
// 32 bits (the upper half of %rax is not relied upon).

#include "x86.h"

typedef enum { C_VOID, C_BOOL, C_INT, C_INT128, C_FLOAT, C_DOUBLE, C_LDOUBLE, C_OTHER } Cat;

static Cat category(Type *ty) {
  switch (ty->kind) {
  case TY_VOID: return C_VOID;
  case TY_BOOL: return C_BOOL;
  case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG: case TY_ENUM:
  case TY_PTR: case TY_ARRAY: case TY_VLA: case TY_FUNC:
    return C_INT;
  case TY_INT128: return C_INT128;
  case TY_FLOAT: return C_FLOAT;
  case TY_DOUBLE: return C_DOUBLE;
  case TY_LDOUBLE: return C_LDOUBLE;
  default: return C_OTHER;
  }
}

static bool is_unsigned_ty(Type *ty) {
  return ty->is_unsigned || ty->kind == TY_BOOL || ty->kind == TY_PTR ||
         ty->kind == TY_ARRAY || ty->kind == TY_VLA || ty->kind == TY_FUNC;
}

// Widens an integer value of type `from` to all of %rax.
static void extend_to_64(Type *from) {
  if (integer_like_size(from) == 8)
    return;
  if (is_unsigned_ty(from))
    emit("mov %%eax, %%eax");
  else
    emit("movslq %%eax, %%rax");
}

// Brings the value in %rax into the representation of integer type `to`.
static void narrow_to(Type *to) {
  bool u = is_unsigned_ty(to);
  switch (integer_like_size(to)) {
  case 1: emit(u ? "movzbl %%al, %%eax" : "movsbl %%al, %%eax"); return;
  case 2: emit(u ? "movzwl %%ax, %%eax" : "movswl %%ax, %%eax"); return;
  default: return;
  }
}

static void to_bool(Type *from) {
  switch (category(from)) {
  case C_FLOAT:
  case C_DOUBLE:
    emit("xorps %%xmm1, %%xmm1");
    emit("ucomi%s %%xmm1, %%xmm0", from->kind == TY_FLOAT ? "ss" : "sd");
    break;
  case C_LDOUBLE:
    emit("fldz");
    emit("fucomip %%st(1), %%st");
    emit("fstp %%st(0)");
    break;
  case C_INT128:
    emit("or %%rdx, %%rax");
    emit("setne %%al");
    emit("movzbl %%al, %%eax");
    return;
  default:
    emit("test %s, %s", reg_name(RAX, integer_like_size(from) == 8 ? 8 : 4),
         reg_name(RAX, integer_like_size(from) == 8 ? 8 : 4));
    emit("setne %%al");
    emit("movzbl %%al, %%eax");
    return;
  }
  // Floating: nonzero or NaN is true.
  emit("setne %%al");
  emit("setp %%dl");
  emit("or %%dl, %%al");
  emit("movzbl %%al, %%eax");
}

static void int_to_sse(Type *from, Type *to) {
  char *s = to->kind == TY_FLOAT ? "ss" : "sd";
  extend_to_64(from);
  if (integer_like_size(from) < 8 || !is_unsigned_ty(from)) {
    emit("cvtsi2%sq %%rax, %%xmm0", s);
    return;
  }
  // Unsigned 64-bit with the top bit set: halve (keeping the low bit for
  // correct rounding), convert, double.
  char *big = new_label(), *end = new_label();
  emit("test %%rax, %%rax");
  emit("js %s", big);
  emit("cvtsi2%sq %%rax, %%xmm0", s);
  emit("jmp %s", end);
  emit_label(big);
  emit("mov %%rax, %%rdi");
  emit("and $1, %%edi");
  emit("shr %%rax");
  emit("or %%rdi, %%rax");
  emit("cvtsi2%sq %%rax, %%xmm0", s);
  emit("add%s %%xmm0, %%xmm0", s);
  emit_label(end);
}

static void sse_to_int(Type *from, Type *to) {
  char *s = from->kind == TY_FLOAT ? "ss" : "sd";
  bool u = is_unsigned_ty(to);
  if (to->size < 4 || (to->size == 4 && !u)) {
    emit("cvtt%s2si %%xmm0, %%eax", s);
    narrow_to(to);
    return;
  }
  if (to->size == 4 || !u) {
    emit("cvtt%s2si %%xmm0, %%rax", s);
    return;
  }
  // Unsigned 64-bit: values >= 2^63 are reduced by 2^63 first.
  char *big = new_label(), *end = new_label();
  if (from->kind == TY_FLOAT) {
    emit("mov $0x5f000000, %%eax");
    emit("movd %%eax, %%xmm1");
  } else {
    emit("movabs $0x43e0000000000000, %%rax");
    emit("movq %%rax, %%xmm1");
  }
  emit("ucomi%s %%xmm1, %%xmm0", s);
  emit("jae %s", big);
  emit("cvtt%s2si %%xmm0, %%rax", s);
  emit("jmp %s", end);
  emit_label(big);
  emit("sub%s %%xmm1, %%xmm0", s);
  emit("cvtt%s2si %%xmm0, %%rax", s);
  emit("btc $63, %%rax");
  emit_label(end);
}

static void int_to_x87(Type *from) {
  extend_to_64(from);
  push_reg(RAX);
  emit("fildq (%%rsp)");
  if (integer_like_size(from) == 8 && is_unsigned_ty(from)) {
    char *end = new_label();
    emit("test %%rax, %%rax");
    emit("jns %s", end);
    emit("movl $0x5f800000, (%%rsp)"); // 2^64 as a float
    emit("fadds (%%rsp)");
    emit_label(end);
  }
  adjust_stack(-8);
}

// Pops %st(0) into %rax as a signed 64-bit integer, rounding toward zero.
static void x87_to_i64(void) {
  adjust_stack(16);
  emit("fnstcw (%%rsp)");
  emit("movzwl (%%rsp), %%eax");
  emit("or $0xc00, %%eax");
  emit("mov %%ax, 2(%%rsp)");
  emit("fldcw 2(%%rsp)");
  emit("fistpll 8(%%rsp)");
  emit("fldcw (%%rsp)");
  emit("mov 8(%%rsp), %%rax");
  adjust_stack(-16);
}

static void x87_to_int(Type *to) {
  if (to->size < 8 || !is_unsigned_ty(to)) {
    x87_to_i64();
    narrow_to(to);
    return;
  }
  char *big = new_label(), *end = new_label();
  adjust_stack(8);
  emit("movl $0x5f000000, (%%rsp)"); // 2^63 as a float
  emit("flds (%%rsp)");
  adjust_stack(-8);
  emit("fxch %%st(1)");
  emit("fucomi %%st(1), %%st");
  emit("jae %s", big);
  emit("fstp %%st(1)");
  x87_to_i64();
  emit("jmp %s", end);
  emit_label(big);
  emit("fsub %%st(1), %%st");
  emit("fstp %%st(1)");
  x87_to_i64();
  emit("btc $63, %%rax");
  emit_label(end);
}

static void sse_to_x87(Type *from) {
  adjust_stack(8);
  if (from->kind == TY_FLOAT) {
    emit("movss %%xmm0, (%%rsp)");
    emit("flds (%%rsp)");
  } else {
    emit("movsd %%xmm0, (%%rsp)");
    emit("fldl (%%rsp)");
  }
  adjust_stack(-8);
}

static void x87_to_sse(Type *to) {
  adjust_stack(8);
  if (to->kind == TY_FLOAT) {
    emit("fstps (%%rsp)");
    emit("movss (%%rsp), %%xmm0");
  } else {
    emit("fstpl (%%rsp)");
    emit("movsd (%%rsp), %%xmm0");
  }
  adjust_stack(-8);
}

// __int128 <-> floating types go through libgcc.
static char *float_mode(Type *ty) {
  return ty->kind == TY_FLOAT ? "sf" : ty->kind == TY_DOUBLE ? "df" : "xf";
}

static void int128_to_float(Type *from, Type *to) {
  emit("mov %%rax, %%rdi");
  emit("mov %%rdx, %%rsi");
  call_helper(format("__float%sti%s", from->is_unsigned ? "un" : "", float_mode(to)));
}

static void float_to_int128(Type *from, Type *to) {
  char *name = format("__fix%s%sti", to->is_unsigned ? "uns" : "", float_mode(from));
  if (from->kind != TY_LDOUBLE) {
    call_helper(name);
    return;
  }
  // The long double argument is passed in memory at (%rsp).
  int pad = depth % 16 ? 8 : 0;
  adjust_stack(pad + 16);
  emit("fstpt (%%rsp)");
  emit("call %s%s", name, opt_fpic ? "@PLT" : "");
  note_call_emitted();
  adjust_stack(-pad - 16);
}

static void from_int(Type *from, Type *to) {
  switch (category(to)) {
  case C_INT:
    if (integer_like_size(to) == 8)
      extend_to_64(from);
    else
      narrow_to(to);
    return;
  case C_INT128:
    extend_to_64(from);
    if (is_unsigned_ty(from))
      emit("xor %%edx, %%edx");
    else {
      emit("mov %%rax, %%rdx");
      emit("sar $63, %%rdx");
    }
    return;
  case C_FLOAT:
  case C_DOUBLE:
    int_to_sse(from, to);
    return;
  case C_LDOUBLE:
    int_to_x87(from);
    return;
  default:
    return;
  }
}

static void from_int128(Type *from, Type *to) {
  switch (category(to)) {
  case C_INT: narrow_to(to); return;
  case C_FLOAT: case C_DOUBLE: case C_LDOUBLE: int128_to_float(from, to); return;
  default: return;
  }
}

static void from_sse(Type *from, Type *to) {
  switch (category(to)) {
  case C_INT: sse_to_int(from, to); return;
  case C_INT128: float_to_int128(from, to); return;
  case C_FLOAT:
    if (from->kind == TY_DOUBLE)
      emit("cvtsd2ss %%xmm0, %%xmm0");
    return;
  case C_DOUBLE:
    if (from->kind == TY_FLOAT)
      emit("cvtss2sd %%xmm0, %%xmm0");
    return;
  case C_LDOUBLE: sse_to_x87(from); return;
  default: return;
  }
}

static void from_x87(Type *from, Type *to) {
  switch (category(to)) {
  case C_INT: x87_to_int(to); return;
  case C_INT128: float_to_int128(from, to); return;
  case C_FLOAT: case C_DOUBLE: x87_to_sse(to); return;
  default: return;
  }
}

static void gen_cast(Type *from, Type *to) {
  Cat cf = category(from), ct = category(to);
  if (ct == C_VOID) {
    if (cf == C_LDOUBLE)
      emit("fstp %%st(0)");
    return;
  }
  if (ct == C_OTHER || cf == C_OTHER || cf == C_VOID)
    return;
  if (ct == C_BOOL) {
    to_bool(from);
    return;
  }
  switch (cf) {
  case C_BOOL: case C_INT: from_int(from, to); return;
  case C_INT128: from_int128(from, to); return;
  case C_FLOAT: case C_DOUBLE: from_sse(from, to); return;
  default: from_x87(from, to); return;
  }
}
