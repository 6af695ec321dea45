// expr.c — code generation for expressions: variables' addresses, the
// one load and the one store of every type, and on them the operations
// on places src/gen_lvalue.c lowers lvalues with; bitfields' bytes,
// indexed addresses, updates in place, and the constant operations of
// src/gen_expr.c.  Operators live in arith.c, casts in convert.c, calls
// and the va_list in abi.c and builtins in builtins.c.

#include "x86.h"

// Puts the address of global `var` in dst.  Thread-locals use local-exec
// when this object defines them in an executable and initial-exec otherwise.
static void global_address(Obj *var, Reg dst) {
  char *sym = operand_symbol(symbol_name(var)), *d = reg_name(dst, 8);
  if (var->is_tls) {
    if (!opt_fpic && var->is_definition) {
      emit("mov %%fs:0, %s", d);
      emit("lea %s@tpoff(%s), %s", sym, d, d);
    } else {
      emit("mov %s@gottpoff(%%rip), %s", sym, d);
      emit("add %%fs:0, %s", d);
    }
    return;
  }
  // Functions defined elsewhere (and undefined weak symbols) also go
  // through the GOT without -fPIC, so that the object links into PIE and
  // non-PIE executables alike (ld relaxes the load to a lea when it can).
  // In safe mode so does all data defined elsewhere: a copy relocation
  // would move a shared library's global into the executable without the
  // header in front of it.
  bool external = !var->is_definition && (var->is_function || var->is_weak || opt_safe);
  if ((opt_fpic && is_preemptible(var)) || external)
    emit("mov %s@GOTPCREL(%%rip), %s", sym, d);
  else
    emit("lea %s(%%rip), %s", sym, d);
}

// Safe mode: the capability that goes with var_address() in %rax or %rdi.
// An object's address is its capability (in the frame or not), except for
// functions (their function object) and plain frame slots (none: accesses
// to them are unchecked).
static void var_capability(Obj *var, Reg dst) {
  if (dst != RAX && dst != RDI)
    return;
  char *cap = cap_reg(dst);
  char *fo = var->is_function ? operand_symbol(function_object_symbol(symbol_name(var))) : NULL;
  if (var->is_function && ((opt_fpic && is_preemptible(var)) || !var->is_definition))
    emit("mov %s@GOTPCREL(%%rip), %s", fo, cap); // another module may define it
  else if (var->is_function)
    emit("lea %s(%%rip), %s", fo, cap);
  else if (var->is_local && !is_object_local(var))
    clear_cap(cap);
  else
    emit("mov %s, %s", reg_name(dst, 8), cap);
}

// Puts the address of variable `var` in dst, touching no other register
// (but its capability register in safe mode).
static void var_address(Obj *var, Reg dst) {
  char *d = reg_name(dst, 8);
  if (var_register(var) >= 0 || float_var_register(var) >= 0)
    error_tok(var->tok ? var->tok : site_tok, "internal error: address of a register local");
  if (!var->is_local)
    global_address(var, dst);
  else if (var->ty->kind == TY_VLA || is_overaligned_local(cur_frame->fn, var) || is_boxed(var))
    emit("mov %d(%%rbp), %s", var->offset, d);
  else
    emit("lea %d(%%rbp), %s", var->offset, d);
  if (opt_safe)
    var_capability(var, dst);
}

// Safe mode: set around one load_at/store_at whose address is in bounds
// by construction or checked before a loop (Mem.in_bounds).
static bool access_in_bounds;

// Safe mode: set around one load_at of a pointer whose capability
// nothing reads (Mem.without_capability).
static bool load_without_capability;

// Plain mode: set around one load_at or store_at of a scalar whose
// address is offset(base,index_reg,index_scale) (index_scale 0: offset(base)).
static Reg index_reg;
static int index_scale;

// The memory operand at offset(base), indexed when index_scale says so.
static char *mem_operand(Reg base, int offset) {
  if (index_scale)
    return format("%d(%s,%s,%d)", offset, reg_name(base, 8), reg_name(index_reg, 8), index_scale);
  return format("%d(%s)", offset, reg_name(base, 8));
}

// An integer or pointer of type ty from src (a memory operand, or a
// register named at ty's width) to dst, extended to 64 bits by ty's
// signedness: the one place that knows how a narrow value widens.
static void load_extended(Type *ty, char *src, Reg dst) {
  bool u = ty->is_unsigned || ty->kind == TY_BOOL;
  char *d32 = reg_name(dst, 4), *d64 = reg_name(dst, 8);
  switch (ty->size) {
  case 1: emit("%s %s, %s", u ? "movzbl" : "movsbq", src, u ? d32 : d64); return;
  case 2: emit("%s %s, %s", u ? "movzwl" : "movswq", src, u ? d32 : d64); return;
  case 4: emit("%s %s, %s", u ? "mov" : "movslq", src, u ? d32 : d64); return;
  default: emit("mov %s, %s", src, d64); return;
  }
}

// The frame slot that the last line written stored the result register
// to (`mov %rax, -16(%rbp)`, with its capability in safe mode), as
// lines_emitted counted it then: loading that slot right away finds the
// value already there.
static struct {
  int line;
  int offset;
  int size;
} just_stored = {.line = -1};

// Is offset(%rbp), `size` bytes of an integer or pointer, what the last
// line stored from the result register?
static bool result_holds_slot(Type *ty, Reg base, int offset) {
  return just_stored.line == lines_emitted && base == RBP && !index_scale &&
         just_stored.offset == offset && just_stored.size == ty->size &&
         is_integer_like(ty) && !value_is_address(ty);
}

// The one load of the backend: the value of type `ty` at offset(base)
// goes to the result register(s), or with `secondary` to %rdi (%rdi:%rsi
// for __int128) or %xmm1 (not for long double).  Aggregates stay addresses.
static void load_at(Type *ty, Reg base, int offset, bool secondary) {
  if (!secondary && result_holds_slot(ty, base, offset)) {
    if (ty->size < 8)
      load_extended(ty, reg_name(RAX, ty->size), RAX);
    return;
  }
  char *b = reg_name(base, 8);
  Reg dst = secondary ? RDI : RAX;
  char *m = mem_operand(base, offset); // of the scalar loads below
  if (opt_safe && !value_is_address(ty)) {
    // Safe mode: frame slots are the compiler's own; anything else is
    // reached through a capability and checked.  A pointer's capability
    // comes from the frame slot next to it or from the object's aux array.
    bool r11_at_end = false;
    if (base != RBP && !access_in_bounds)
      r11_at_end = emit_access_check(base, offset, ty->size, false);
    if (is_ptr_ty(ty) && base == RBP)
      emit("mov %d(%%rbp), %s", offset + 8, cap_reg(dst));
    else if (is_ptr_ty(ty) && !load_without_capability && r11_at_end && !index_scale)
      load_cap_at_r11(cap_reg(base), cap_reg(dst), ty->size); // the check computed %r11
    else if (is_ptr_ty(ty) && !load_without_capability)
      load_cap(base, offset, cap_reg(dst));
  }
  switch (ty->kind) {
  case TY_ARRAY: case TY_VLA: case TY_STRUCT: case TY_UNION: case TY_FUNC:
    assert(!index_scale);
    if (base != dst || offset)
      emit("lea %d(%s), %s", offset, b, reg_name(dst, 8));
    if (opt_safe && base != dst)
      emit("mov %s, %s", cap_reg(base), cap_reg(dst));
    return;
  case TY_FLOAT:
    emit("movss %s, %%xmm%d", m, secondary);
    return;
  case TY_DOUBLE:
    emit("movsd %s, %%xmm%d", m, secondary);
    return;
  case TY_LDOUBLE:
    assert(!secondary && !index_scale);
    emit("fldt %d(%s)", offset, b);
    return;
  case TY_INT128:
    assert(!index_scale);
    emit("mov %d(%s), %s", offset + 8, b, secondary ? "%rsi" : "%rdx");
    emit("mov %d(%s), %s", offset, b, reg_name(dst, 8));
    return;
  default:
    break;
  }
  load_extended(ty, m, dst);
}

// An aggregate is copied from (%rax) to (%rdi): its destination
// offset(base) goes to %rdi first, in safe mode with base's capability,
// and what src/checks.c may know of base it knows of %rdi.
static void aggregate_destination_to_rdi(Reg base, int offset) {
  if (base == RDI && !offset)
    return;
  emit("lea %d(%s), %%rdi", offset, reg_name(base, 8));
  if (!opt_safe)
    return;
  if (base != RDI)
    emit("mov %s, %%r13", cap_reg(base)); // (never a frame slot: those hold scalars)
  if (access_base && access_base_reg == base)
    set_access_base(access_base, RDI, access_base_offset + offset);
  else
    set_access_base(NULL, RAX, 0);
}

// Safe mode: the checks before a store of type `ty` to offset(base).  An
// aggregate is copied from (%rax) to (%rdi), where
// aggregate_destination_to_rdi put its destination: both sides are
// checked.  Returns true when a scalar's check left the end of the
// access in %r11.
static bool store_check(Type *ty, Reg base, int offset) {
  if (value_is_address(ty)) {
    assert(base == RDI && !offset);
    emit_access_check(RDI, 0, ty->size, true);
    emit_access_check(RAX, 0, ty->size, false);
    return false;
  }
  if (base != RBP && !access_in_bounds)
    return emit_access_check(base, offset, ty->size, true);
  return false;
}

// The one store of the backend: the value of type `ty` in the result
// register(s) goes to offset(base).  The value stays in the result
// register (for aggregates: %rax becomes the destination address, and
// %rdi is used when base is not %rdi).
static void store_at(Type *ty, Reg base, int offset) {
  if (value_is_address(ty)) {
    assert(!index_scale);
    aggregate_destination_to_rdi(base, offset);
    base = RDI;
    offset = 0;
  }
  char *b = reg_name(base, 8);
  char *m = mem_operand(base, offset); // of the scalar stores below
  bool r11_at_end = opt_safe && store_check(ty, base, offset);
  switch (ty->kind) {
  case TY_STRUCT: case TY_UNION: case TY_ARRAY:
    copy_memory(RAX, RDI, ty->size);
    if (opt_safe && type_has_pointer(ty))
      copy_caps(ty->size);
    emit_value("mov %rdi, %rax"); // the value: the destination
    if (opt_safe)
      emit_value("mov %r13, %r12");
    return;
  case TY_FLOAT:
    emit("movss %%xmm0, %s", m);
    return;
  case TY_DOUBLE:
    emit("movsd %%xmm0, %s", m);
    return;
  case TY_LDOUBLE:
    assert(!index_scale);
    emit("fld %%st(0)");
    emit("fstpt %d(%s)", offset, b);
    return;
  case TY_INT128:
    assert(!index_scale);
    emit("mov %%rax, %d(%s)", offset, b);
    emit("mov %%rdx, %d(%s)", offset + 8, b);
    return;
  default:
    emit("mov %s, %s", reg_name(RAX, ty->size), m);
    if (opt_safe && is_ptr_ty(ty) && base == RBP)
      emit("mov %%r12, %d(%%rbp)", offset + 8);
    else if (opt_safe && is_ptr_ty(ty))
      store_cap_after(base, offset, "%r12", r11_at_end && !index_scale);
    if (base == RBP && !index_scale) {
      just_stored.line = lines_emitted;
      just_stored.offset = offset;
      just_stored.size = ty->size;
    }
  }
}

// Stores the value of type `ty` to the address in %rdi.
static void store(Type *ty) {
  store_at(ty, RDI, 0);
}

// The base register and displacement of place m (src/gen_lvalue.c) for
// an access of type ty (NULL: its address is wanted), emitting at most
// the load of a pointer kept in a frame slot, or of a variable's address,
// into `scratch`.  Not for a register local.  In safe mode the pointer's
// capability comes too, unless the access is in bounds and of a value
// that is not a pointer (whose own capability would be found through it).
static Reg mem_base(Mem *m, Reg scratch, int *offset, Type *ty) {
  *offset = m->offset;
  switch (m->base) {
  case MEM_LOCAL:
    *offset += m->var->offset;
    return RBP;
  case MEM_POINTED:
    if (var_register(m->var) >= 0)
      return (Reg)var_register(m->var);
    if (scratch == RAX && result_holds_slot(m->var->ty, RBP, m->var->offset))
      return RAX; // (with its capability in %r12)
    emit("mov %d(%%rbp), %s", m->var->offset, reg_name(scratch, 8));
    if (opt_safe && (!m->in_bounds || !ty || is_ptr_ty(ty) || value_is_address(ty)))
      emit("mov %d(%%rbp), %s", m->var->offset + 8, cap_reg(scratch));
    return scratch;
  case MEM_VAR:
    var_address(m->var, scratch);
    return scratch;
  case MEM_RESULT:
    return RAX;
  default:
    return RDI; // MEM_ASIDE
  }
}

// Around one load_at or store_at of place m through `base`: the safe-mode
// facts m carries, and its index (in `index`).
static void begin_access(Mem *m, Reg base, Reg index) {
  access_in_bounds = m->in_bounds;
  load_without_capability = m->without_capability;
  if (m->tracked)
    set_access_base(m->tracked, base, m->tracked_offset);
  index_reg = index;
  index_scale = m->scale;
}

static void end_access(void) {
  access_in_bounds = load_without_capability = false;
  set_access_base(NULL, RAX, 0);
  index_scale = 0;
}

// Target.load: the value at m to the result location.  A register local
// is copied from its register; a frame-slot pointer is loaded into %rax,
// or into %rdi when %rax holds the index.
static void load_mem(Type *ty, Mem *m) {
  int reg = m->base == MEM_LOCAL ? var_register(m->var) : -1;
  int xmm = m->base == MEM_LOCAL ? float_var_register(m->var) : -1;
  if (reg >= 0) {
    load_reg_var(ty, reg, RAX);
    return;
  }
  if (xmm >= 0) {
    emit("movaps %%xmm%d, %%xmm0", xmm);
    return;
  }
  int offset;
  Reg base = mem_base(m, m->scale ? RDI : RAX, &offset, ty);
  begin_access(m, base, RAX);
  load_at(ty, base, offset, false);
  end_access();
}

// Target.store: the value in the result location to m.  A frame-slot
// pointer goes to %rdi (where index_aside put it already for an indexed
// store), and the index is in %rcx.
static void store_mem(Type *ty, Mem *m) {
  int reg = m->base == MEM_LOCAL ? var_register(m->var) : -1;
  int xmm = m->base == MEM_LOCAL ? float_var_register(m->var) : -1;
  if (reg >= 0) {
    store_reg_var(reg);
    return;
  }
  if (xmm >= 0) {
    emit("movaps %%xmm0, %%xmm%d", xmm);
    return;
  }
  int offset = m->offset;
  Reg base = RDI;
  if (!m->scale || m->base != MEM_POINTED || var_register(m->var) >= 0)
    base = mem_base(m, RDI, &offset, ty);
  begin_access(m, base, RCX);
  store_at(ty, base, offset);
  end_access();
}

// Target.load_address: the address of m in %rax, with its capability in
// %r12 (none for a frame slot, which is never accessed through a check).
static void load_address(Mem *m) {
  if (m->base == MEM_RESULT) {
    if (m->offset)
      emit("add $%d, %%rax", m->offset);
    return;
  }
  int offset;
  Reg base = mem_base(m, RAX, &offset, NULL);
  if (base != RAX || offset)
    emit("lea %d(%s), %%rax", offset, reg_name(base, 8));
  if (opt_safe && base == RBP)
    clear_cap("%r12");
  else if (opt_safe && base != RAX)
    emit("mov %s, %%r12", cap_reg(base));
}

// Target.index_aside: the index goes to %rcx, after a frame-slot
// pointer base is loaded into %rdi.
static void index_aside(Mem *m) {
  if (m->base == MEM_POINTED && var_register(m->var) < 0)
    emit("mov %d(%%rbp), %%rdi", m->var->offset);
  emit("mov %%rax, %%rcx");
}

// Sign- or zero-extends the low `width` bits of %rax to the whole register.
static void extend_bits(int width, bool is_signed) {
  if (width == 64)
    return;
  emit("shl $%d, %%rax", 64 - width);
  emit("%s $%d, %%rax", is_signed ? "sar" : "shr", 64 - width);
}

// Target.load_bitfield: the field of the struct at %rax.
static void load_bitfield(BitField *bf) {
  if (opt_safe)
    emit_access_check(RAX, bf->start, bf->n, false);
  load_bytes(RDX, RAX, bf->start, bf->n);
  emit("mov %%rdx, %%rax");
  if (bf->shift)
    emit("shr $%d, %%rax", bf->shift);
  extend_bits(bf->width, bf->is_signed);
}

static uint64_t low_mask(int width) {
  return width == 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
}

// Target.store_bitfield: the held value to the field of the struct at
// %rdi, a read-modify-write of exactly the bytes holding the field.
static void store_bitfield(BitField *bf, int held) {
  if (opt_safe)
    emit_access_check(RDI, bf->start, bf->n, true);
  release_value(ty_long, held);
  emit("mov %%rax, %%rsi");
  extend_bits(bf->width, bf->is_signed);
  load_bytes(RDX, RDI, bf->start, bf->n);
  emit("movabs $%lld, %%r11", (long long)low_mask(bf->width));
  emit("and %%r11, %%rsi");
  if (bf->shift)
    emit("shl $%d, %%rsi", bf->shift);
  emit("movabs $%lld, %%r11", (long long)~(low_mask(bf->width) << bf->shift));
  emit("and %%r11, %%rdx");
  emit("or %%rsi, %%rdx");
  store_bytes(RDX, RDI, bf->start, bf->n);
}

// x86_64 addresses scale an index by 1, 2, 4 or 8.
static bool index_scale_ok(int64_t scale) {
  return scale == 1 || scale == 2 || scale == 4 || scale == 8;
}

// The address of place m, indexed by %rax, into %rax with one lea (a
// pointer kept in a frame slot is loaded into %rdi first).
static void indexed_address(Mem *m) {
  int offset;
  Reg base = mem_base(m, RDI, &offset, NULL);
  emit("lea %d(%s,%%rax,%d), %%rax", offset, reg_name(base, 8), m->scale);
}

// %rax (a byte offset) plus the pointer local in frame slot `ptr`, with
// its capability in safe mode.
static void pointer_plus_result(Value *ptr) {
  emit("add %d(%%rbp), %%rax", ptr->node->var->offset);
  if (opt_safe)
    emit("mov %d(%%rbp), %%r12", ptr->node->var->offset + 8);
}

// Converts a scalar value of type ty to 0 or 1 in %eax.
static void gen_to_bool(Type *ty) {
  gen_cast(ty, ty_bool);
}

// The instruction of an update in place.
static char *update_mnemonic(NodeKind op) {
  switch (op) {
  case ND_ADD: return "add";
  case ND_SUB: return "sub";
  case ND_BITAND: return "and";
  case ND_BITOR: return "or";
  default: return "xor";
  }
}

// Constant c as an immediate for a `size`-byte destination: its low
// `size` bytes, sign-extended (the form the assembler wants for it).
static int64_t immediate_for_size(int64_t c, int size) {
  return size == 1 ? (int8_t)c : size == 2 ? (int16_t)c : size == 4 ? (int32_t)c : c;
}

// Is place m a float or double local kept in an xmm register (which the
// integer updates below cannot reach)?
static bool is_float_register_place(Mem *m) {
  return m->base == MEM_LOCAL && float_var_register(m->var) >= 0;
}

// Can one instruction update `lvalue` (in place: a register local, or a
// place mem_base reaches) with `operand`: a value in a register, or a
// constant that fits the 32-bit immediate?
static bool can_update_in_place(Value *lvalue, Value *operand) {
  if (!lvalue->in_place || is_float_register_place(&lvalue->mem))
    return false;
  return operand->kind != V_CONST || (operand->imm >= INT32_MIN && operand->imm <= INT32_MAX);
}

// Safe mode: the check of an update or constant store in place at
// offset(base) of place m (a frame slot needs none).  Preserves %rax.
static void check_in_place_write(Mem *m, Reg base, int offset, int size) {
  if (!opt_safe || base == RBP)
    return;
  begin_access(m, base, RAX);
  if (!access_in_bounds)
    emit_access_check(base, offset, size, true);
  end_access();
}

// Such an update: `addq $8, -8(%rbp)`, `or %eax, 4(%rdi)`, `sub $1,
// %rbx`; operand null: the value in %rax.  A constant operand touches no
// register but %rdi (the pointer of p->m).
static void update_in_place(NodeKind op, Value *lvalue, Value *operand) {
  int offset;
  int size = lvalue->ty->size;
  char *src;
  if (operand) {
    src = format("$%lld", (long long)immediate_for_size(operand->imm, size));
  } else {
    src = reg_name(RAX, size);
  }
  int reg = lvalue->mem.base == MEM_LOCAL ? var_register(lvalue->mem.var) : -1;
  if (reg >= 0) {
    emit("%s %s, %s", update_mnemonic(op), operand ? src : reg_name(RAX, 8), reg_name(reg, 8));
  } else {
    Reg base = mem_base(&lvalue->mem, RDI, &offset, lvalue->ty);
    check_in_place_write(&lvalue->mem, base, offset, size);
    emit("%s%c %s, %d(%s)", update_mnemonic(op), suffix_of(size), src, offset, reg_name(base, 8));
  }
}

// x = c for its effect with c the integer constant: `movl $0, -4(%rbp)`
// when the object is a register local or a simple place and c, truncated
// to its size, fits the 32-bit immediate.  Returns false, emitting
// nothing, otherwise.
static bool store_constant(Value *lvalue, int64_t c) {
  int size = lvalue->ty->size;
  c = immediate_for_size(c, size);
  if (c < INT32_MIN || c > INT32_MAX || !lvalue->in_place || is_float_register_place(&lvalue->mem))
    return false;
  int reg = lvalue->mem.base == MEM_LOCAL ? var_register(lvalue->mem.var) : -1;
  if (reg >= 0) {
    emit("mov $%lld, %s", (long long)c, reg_name(reg, 8));
    return true;
  }
  int offset;
  Reg base = mem_base(&lvalue->mem, RDI, &offset, lvalue->ty);
  check_in_place_write(&lvalue->mem, base, offset, size);
  emit("mov%c $%lld, %d(%s)", suffix_of(size), (long long)c, offset, reg_name(base, 8));
  return true;
}

// A value computed for nothing: the instructions that only made it are
// left out (a struct assignment's), and an x87 value must leave the x87
// stack.
static void drop_value(Type *ty) {
  emit_drop_value();
  if (ty && ty->kind == TY_LDOUBLE)
    emit("fstp %%st(0)");
}

// A register local set to zero (with its capability register in safe
// mode); false, emitting nothing, for a local in memory.
static bool zero_register_local(Obj *var) {
  int reg = var_register(var), xmm = float_var_register(var);
  if (reg >= 0) {
    emit("xor %s, %s", reg_name(reg, 4), reg_name(reg, 4));
    if (reg_var_cap(reg) >= 0)
      emit("xor %s, %s", reg_name(reg_var_cap(reg), 4), reg_name(reg_var_cap(reg), 4));
    return true;
  }
  if (xmm >= 0) {
    emit("xorps %%xmm%d, %%xmm%d", xmm, xmm);
    return true;
  }
  return false;
}

// The first `size` bytes of local var's storage set to zero.
static void zero_local(Obj *var, int size) {
  var_address(var, RDI);
  zero_at_rdi(size);
}

// `size` bytes at %rdi set to zero.  Clobbers %rcx and %rax beyond 64
// (and moves %rdi past the words `rep stosq` clears, the bytes after them
// then being cleared from there).
static void zero_at_rdi(int size) {
  if (size > 64) {
    emit("mov $%d, %%ecx", size / 8);
    emit("xor %%eax, %%eax");
    emit("rep stosq");
    size %= 8;
  }
  int i = 0;
  for (; i + 8 <= size; i += 8)
    emit("movq $0, %d(%%rdi)", i);
  for (; i < size; i++)
    emit("movb $0, %d(%%rdi)", i);
}

// An integer or pointer constant in the result register (__int128: the
// 64-bit value sign-extended into %rdx).
static void load_int(Type *ty, int64_t val) {
  mov_imm(RAX, val);
  if (ty && ty->kind == TY_INT128)
    emit(val < 0 ? "mov $-1, %%rdx" : "xor %%edx, %%edx");
}

// A floating constant from the bytes of its representation: float and
// double through %eax/%rax into %xmm0, long double through the stack.
static void load_float(Type *ty, const uint8_t *bytes) {
  switch (ty->kind) {
  case TY_FLOAT: {
    uint32_t bits;
    memcpy(&bits, bytes, 4);
    emit("mov $%u, %%eax", bits);
    emit("movd %%eax, %%xmm0");
    return;
  }
  case TY_DOUBLE: {
    int64_t bits;
    memcpy(&bits, bytes, 8);
    mov_imm(RAX, bits);
    emit("movq %%rax, %%xmm0");
    return;
  }
  default: {
    int64_t lo, hi;
    memcpy(&lo, bytes, 8);
    memcpy(&hi, bytes + 8, 8);
    adjust_stack(16);
    mov_imm(RAX, lo);
    emit("mov %%rax, (%%rsp)");
    mov_imm(RAX, hi);
    emit("mov %%rax, 8(%%rsp)");
    emit("fldt (%%rsp)");
    adjust_stack(-16);
  }
  }
}

static void load_label_address(char *label) {
  emit("lea %s(%%rip), %%rax", label);
}

// Safe mode: the pointer in the result register has no capability.
static void clear_capability(void) {
  clear_cap("%r12");
}

// !x of a scalar x of type ty in the result register.
static void logical_not(Type *ty) {
  gen_to_bool(ty);
  emit("xor $1, %%eax");
}
