// builtins.c — the instructions of GCC builtins (src/gen_builtin.c
// generates their operands): atomics (lock cmpxchg, xchg, lock xadd; in
// safe mode a pointer's through the runtime, runtime/atomic.c), bit
// operations, overflow-checking arithmetic, traps, the frame address, and
// dynamic stack allocation (alloca and VLAs).  The operands an operation
// takes held were pushed (Target.hold_value with calls_nothing false).

#include "x86.h"

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

// Target.check_access: safe mode's access check of `size` bytes at the
// pointer in %rax.
static void check_access(int64_t size, bool write) {
  emit_access_check(RAX, 0, size, write);
}

// An operand held by src/ (pushed: calls_nothing was false) back into r.
static void pop_held(Reg r, int held) {
  assert(held < 0);
  pop_reg(r);
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
  emit_label(done);
  emit("movzbl %%r8b, %%eax");
}

// Safe mode, compare-and-swap of a pointer: sc.rt.atomic_cas_ptr
// (runtime/atomic.c) swaps the address and its capability together, and
// on failure stores the pointer found, with its capability, to *expected.
// Host ABI arguments: the object and its capability, expected and its
// capability, the new pointer and its capability.  Nothing waits in a
// caller-saved register here (ND_CAS counts as a call, src/operands.c).
static void cas_pointer(int addr, int old) {
  assert(addr < 0 && old < 0);
  emit("mov %%rax, %%r8");
  emit("mov %%r12, %%r9");
  pop_reg(RCX); // expected's capability
  pop_reg(RDX); // expected
  pop_reg(RSI); // the atomic object's capability
  pop_reg(RDI); // the atomic object
  call_runtime_that_frees_nothing("sc.rt.atomic_cas_ptr");
  emit("movzbl %%al, %%eax");
}

// Target.atomic_cas: the new value in the result, the addresses of the
// atomic object and of the expected value held (pushed with their
// capabilities for a safe pointer).
static void atomic_cas(Type *ty, int addr, int old) {
  if (opt_safe && ty->kind == TY_PTR) {
    cas_pointer(addr, old);
    return;
  }
  if (ty->kind == TY_INT128) {
    assert(addr < 0 && old < 0);
    gen_cas16();
    return;
  }
  int sz = ty->size;
  value_to_bits(ty);
  emit("mov %%rax, %%rdx");
  pop_held(RSI, old);
  pop_held(RDI, addr);
  emit("mov (%%rsi), %s", reg_name(RAX, sz));
  emit("lock cmpxchg %s, (%%rdi)", reg_name(RDX, sz));
  emit("sete %%cl");
  char *done = new_label();
  emit("je %s", done);
  emit("mov %s, (%%rsi)", reg_name(RAX, sz));
  emit_label(done);
  emit("movzbl %%cl, %%eax");
}

// Safe mode, exchange of a pointer: sc.rt.atomic_exchange_ptr
// (runtime/atomic.c) exchanges the address and its capability together
// and returns the old pair (%rax:%rdx), which becomes the result.
static void exchange_pointer(int addr) {
  assert(addr < 0);
  emit("mov %%rax, %%rdx");
  emit("mov %%r12, %%rcx");
  pop_reg(RSI); // the atomic object's capability
  pop_reg(RDI); // the atomic object
  call_runtime_that_frees_nothing("sc.rt.atomic_exchange_ptr");
  emit("mov %%rdx, %%r12");
}

// Target.atomic_exchange: the new value in the result, the object's
// address held.
static void atomic_exchange(Type *ty, int addr) {
  if (opt_safe && ty->kind == TY_PTR) {
    exchange_pointer(addr);
    return;
  }
  value_to_bits(ty);
  pop_held(RDI, addr);
  emit("xchg %s, (%%rdi)", reg_name(RAX, ty->size));
  bits_to_value(ty);
}

// Target.atomic_load, safe mode: the pointer at the address in %rax
// (capability %r12, checked) with its capability, read together by
// sc.rt.atomic_load_ptr (runtime/atomic.c).  Such a load counts as a call
// (src/operands.c), so nothing waits in a caller-saved register.
static void atomic_load(Type *ty) {
  assert(opt_safe && ty->kind == TY_PTR);
  emit("mov %%rax, %%rdi");
  emit("mov %%r12, %%rsi");
  call_runtime_that_frees_nothing("sc.rt.atomic_load_ptr");
  emit("mov %%rdx, %%r12");
}

// Safe mode, fetch-and-add of a pointer (a byte count in %rax, the
// object's address held with its capability): sc.rt.atomic_fetch_add_ptr
// moves the address, which keeps its capability, and returns the old
// pointer with it.
static void fetch_add_pointer(NodeKind op_kind, int addr) {
  assert(addr < 0);
  emit("mov %%rax, %%rdx");
  if (op_kind == ND_SUB)
    emit("neg %%rdx");
  pop_reg(RSI); // the atomic object's capability
  pop_reg(RDI); // the atomic object
  call_runtime_that_frees_nothing("sc.rt.atomic_fetch_add_ptr");
  emit("mov %%rdx, %%r12");
}

// Target.atomic_fetch_op: the operand in the result, the object's
// address held (with its capability for a safe pointer's add or sub).
static void atomic_fetch_op(NodeKind op_kind, Type *ty, int addr) {
  if (opt_safe && ty->kind == TY_PTR && (op_kind == ND_ADD || op_kind == ND_SUB)) {
    fetch_add_pointer(op_kind, addr);
    return;
  }
  int sz = ty->size;
  pop_held(RDI, addr);
  if (op_kind == ND_ADD || op_kind == ND_SUB) {
    if (op_kind == ND_SUB)
      emit("neg %%rax");
    emit("lock xadd %s, (%%rdi)", reg_name(RAX, sz));
    bits_to_value(ty);
    return;
  }
  char *op = op_kind == ND_BITAND ? "and" : op_kind == ND_BITOR ? "or" : "xor";
  char *retry = new_label();
  emit("mov %%rax, %%rsi");
  emit("mov (%%rdi), %s", reg_name(RAX, sz));
  emit_label(retry);
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

// A bit operation on the integer of type ty in %rax (the result an int,
// or for ND_BSWAP of type ty).
static void bit_op(NodeKind kind, Type *ty) {
  bool wide = ty->size == 8;
  switch (kind) {
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
    if (ty->size == 2) {
      emit("rol $8, %%ax");
      emit("movzwl %%ax, %%eax");
    } else {
      emit(ty->size == 8 ? "bswap %%rax" : "bswap %%eax");
    }
  }
}

// Target.overflow_op, __builtin_{add,sub,mul}_overflow: the operation
// at the width of ty (the type *out has) on the held operands, the
// result stored through the pointer in %rax, overflow read from the
// flags.
static void overflow_op(NodeKind kind, Type *ty, int lhs, int rhs) {
  int sz = ty->size;
  bool u = ty->is_unsigned;
  emit("mov %%rax, %%rcx");
  pop_held(RDI, rhs);
  pop_held(RAX, lhs);
  char *ax = reg_name(RAX, sz), *di = reg_name(RDI, sz);
  switch (kind) {
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
  emit("set%s %%r8b", u && kind != ND_OVF_MUL ? "c" : "o");
  emit("mov %s, (%%rcx)", ax);
  emit("movzbl %%r8b, %%eax");
}

// The IEEE square root in the value's own register: SSE for float and
// double, x87 for long double.
static void square_root(Type *ty) {
  switch (ty->kind) {
  case TY_FLOAT: emit("sqrtss %%xmm0, %%xmm0"); return;
  case TY_DOUBLE: emit("sqrtsd %%xmm0, %%xmm0"); return;
  default: emit("fsqrt"); return;
  }
}

// The caller-saved registers a value may wait in while an operation that
// "calls nothing" runs (temps.c's temporaries, the secondary location,
// regalloc.c's float locals, scratch): library_sqrt's call saves them.
static const Reg saved_gprs[] = {RCX, RDX, RSI, RDI, R8, R9, R10, R11};
enum { SAVED_XMMS = 15, SAVE_BYTES = 8 * (8 + SAVED_XMMS) };

// Saves (or with `restore`, reloads) those registers in an area of the
// stack below the pushed temporaries, keeping %rsp 16-aligned for a call
// in between.  Returns the area's size.
static int save_caller_saved(bool restore, int size) {
  if (!restore) {
    size = SAVE_BYTES + (16 - (depth + SAVE_BYTES) % 16) % 16;
    adjust_stack(size);
  }
  int off = 0;
  for (int i = 0; i < 8; i++, off += 8) {
    char *r = reg_name(saved_gprs[i], 8);
    if (restore)
      emit("mov %d(%%rsp), %s", off, r);
    else
      emit("mov %s, %d(%%rsp)", r, off);
  }
  for (int x = 1; x <= SAVED_XMMS; x++, off += 8) {
    if (restore)
      emit("movsd %d(%%rsp), %%xmm%d", off, x);
    else
      emit("movsd %%xmm%d, %d(%%rsp)", x, off);
  }
  if (restore)
    adjust_stack(-size);
  return size;
}

// Linux's EDOM (libc/include/errno.h).
enum { LINUX_EDOM = 33 };

// Target.library_sqrt: sqrt or sqrtf (fn) of the value in %xmm0.  An
// argument not below zero takes sqrtsd/sqrtss, which rounds as the
// library does.  Otherwise, out of the fast path: plain mode calls fn,
// for its result and errno; safe mode keeps a NaN as it is, and for a
// negative argument sets errno to EDOM through the runtime's
// __errno_location (an entry that polls no safepoint and frees nothing)
// and takes the root instruction's default NaN, as libc/src/math/sqrt.c
// returns.  Every register a waiting value may be in is saved around the
// call.
static void library_sqrt(Type *ty, Obj *fn) {
  char *sd = ty->kind == TY_FLOAT ? "ss" : "sd";
  char *zero = new_label(), *fast = new_label(), *done = new_label();
  emit(".pushsection .rodata");
  emit(".balign 8");
  emit_join_label(zero);
  emit(".quad 0");
  emit(".popsection");
  emit("ucomi%s %s(%%rip), %%xmm0", sd, zero);
  emit("jae %s", fast);
  if (opt_safe)
    emit("jp %s", done);
  int size = save_caller_saved(false, 0);
  if (opt_safe) {
    emit("xor %%r10d, %%r10d"); // no argument words
    emit("call sc.__errno_location");
    emit("movl $%d, (%%rax)", LINUX_EDOM);
  } else {
    emit("call %s%s", operand_symbol(symbol_name(fn)), opt_fpic && is_preemptible(fn) ? "@PLT" : "");
  }
  save_caller_saved(true, size);
  if (!opt_safe)
    emit("jmp %s", done);
  emit_join_label(fast);
  emit("sqrt%s %%xmm0, %%xmm0", sd);
  emit_join_label(done);
}

// Target.object_size_left: cap + size - p in %rax when p (%rax) is in
// [cap, cap + size] of its capability (%r12), else 0.
static void object_size_left(void) {
  char *none = new_label(), *done = new_label();
  emit("test %%r12, %%r12");
  emit("jz %s", none);
  emit("cmp %%r12, %%rax");
  emit("jb %s", none);
  emit("mov -16(%%r12), %%rdx");
  emit("add %%r12, %%rdx");
  emit("sub %%rax, %%rdx");
  emit("jb %s", none);
  emit("mov %%rdx, %%rax");
  emit("jmp %s", done);
  emit_join_label(none);
  emit("xor %%eax, %%eax");
  emit_join_label(done);
}

static void fence(void) {
  emit("mfence");
}

// gcc's mapping of the locality: 3 prefetcht0 ... 0 prefetchnta.
static void prefetch(int locality) {
  static const char *insn[] = {"prefetchnta", "prefetcht2", "prefetcht1", "prefetcht0"};
  emit("%s (%%rax)", insn[locality]);
}

static void trap(void) {
  emit("ud2");
}

// __builtin_frame_address(0): %rbp, with no capability in safe mode.
static void load_frame_address(void) {
  emit("mov %%rbp, %%rax");
  if (opt_safe)
    clear_cap("%r12");
}

// Target.stack_alloc, alloca / VLA of the size in %rax (a VLA's
// address then goes to its slot): moves %rsp down by the size rounded to
// 16 (so %rsp keeps its alignment relative to `depth`) and slides the
// temporaries currently pushed down with it; the new block lies just
// above them.
static void stack_alloc(Obj *vla) {
  if (opt_safe) {
    // Safe mode: the memory is an object of kind stack, with exact bounds.
    alloc_object(0, 16, SC_KIND_STACK, true);
    if (vla)
      emit("mov %%rax, %d(%%rbp)", vla->offset);
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
  if (vla)
    emit("mov %%rax, %d(%%rbp)", vla->offset);
}
