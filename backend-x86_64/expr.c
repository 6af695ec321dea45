// expr.c — code generation for expressions: addresses of lvalues, the one
// load and the one store of every type, bitfields, pointer arithmetic,
// the expression operations of src/gen_expr.c, and gen_expr_node for the
// node kinds src/gen_expr.c does not lower yet.  Operators live in
// arith.c, casts in convert.c, calls in abi.c and builtins in builtins.c.

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
  bool external = !var->is_definition && (var->is_function || var->is_weak);
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
  if (var->is_function)
    emit("lea %s(%%rip), %s", operand_symbol(function_object_symbol(symbol_name(var))), cap);
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

// Addresses of the nodes that are not member accesses or dereferences.
static void gen_addr_base(Node *node) {
  switch (node->kind) {
  case ND_VAR:
    var_address(node->var, RAX);
    return;
  case ND_COMMA:
    gen_comma_prefix(node);
    gen_addr(node->rhs);
    return;
  default:
    if (value_is_address(node->ty)) {
      gen_expr(node);
      return;
    }
  }
  error_tok(node->tok, "not an lvalue");
}

// Safe mode: is `node` a pointer local whose checked accesses
// src/checks.c tracks?  A frame slot of pointer type, never a register or
// an object (its address is not taken, so only a statement naming it
// changes it).
static bool is_tracked_pointer(Node *node) {
  Reg reg;
  return opt_safe && (is_frame_slot_var(node) || is_reg_var(node, &reg)) && node->ty->kind == TY_PTR;
}

// Set by gen_addr_offset() and gen_addr(): the tracked pointer local whose
// value plus addr_base_offset the computed address is (NULL: none).
static Obj *addr_base_var;
static int addr_base_offset;

// Around one access through `reg`, which holds the value of `var` plus
// `offset` (var NULL: nothing known).
static void set_access_base(Obj *var, Reg reg, int offset) {
  access_base = var;
  access_base_reg = reg;
  access_base_offset = offset;
}

// After a statement assigned to `lhs`: checks made through its old value
// no longer count.
static void forget_assigned(Node *lhs) {
  if (lhs->kind == ND_VAR)
    forget_checks_of(lhs->var);
}

// One step of an address computation: add a member offset, or load the
// pointer stored at the address computed so far.
typedef struct {
  Type *load_ty; // NULL: add `offset`
  int offset;
} AddrStep;

// Computes the address of an lvalue (or of an aggregate rvalue) into %rax,
// except for a last constant offset left in *pending (so that a load can
// use it as its displacement).  Chains of member accesses and dereferences
// (p->next->next->...) are walked with a loop: the steps are collected
// outermost first, then the innermost base is generated and the steps
// applied in reverse.
static void gen_addr_offset(Node *node, int *pending) {
  Reg base;
  int offset;
  *pending = 0;
  addr_base_var = NULL;
  if (simple_lvalue(node, RAX, &base, &offset)) {
    if (base == RAX)
      *pending = offset;
    else
      emit("lea %d(%s), %%rax", offset, reg_name(base, 8));
    if (opt_safe && base == RBP)
      clear_cap("%r12"); // a frame slot: never accessed through a check
    return;
  }
  int n = 0, cap = 16;
  AddrStep *steps = xcalloc(cap, sizeof(AddrStep));
  bool want_value = false; // true: `node` must be evaluated, not addressed
  for (;;) {
    if (n == cap)
      steps = xrealloc(steps, sizeof(AddrStep) * (cap *= 2));
    if (!want_value && node->kind == ND_MEMBER) {
      steps[n++] = (AddrStep){NULL, node->member->offset};
      node = node->lhs;
    } else if (!want_value && node->kind == ND_DEREF) {
      want_value = true;
      node = node->lhs;
    } else if (want_value && (node->kind == ND_DEREF ||
                              (node->kind == ND_MEMBER && !node->member->is_bitfield))) {
      steps[n++] = (AddrStep){node->ty, 0};
      want_value = false;
    } else {
      break;
    }
  }
  // A pointer in a register local is used in place as the first base.
  Reg base_reg = RAX;
  if (!(want_value && is_reg_var(node, &base_reg))) {
    if (want_value)
      gen_expr(node);
    else
      gen_addr_base(node);
  }
  // Until the first load, the address is a tracked pointer's value plus
  // *pending.
  Obj *base_var = want_value && is_tracked_pointer(node) ? node->var : NULL;
  for (int i = n - 1; i >= 0; i--) {
    if (steps[i].load_ty) {
      set_access_base(base_var, base_reg, 0);
      load_at(steps[i].load_ty, base_reg, *pending, false);
      set_access_base(NULL, RAX, 0);
      base_var = NULL;
      base_reg = RAX;
      *pending = 0;
    } else {
      *pending += steps[i].offset;
    }
  }
  if (base_reg != RAX) {
    emit("mov %s, %%rax", reg_name(base_reg, 8));
    if (opt_safe)
      emit("mov %s, %%r12", cap_reg(base_reg));
  }
  addr_base_var = base_var;
  free(steps);
}

static void gen_addr(Node *node) {
  int pending;
  Token *saved = site_tok;
  if (node->tok)
    site_tok = node->tok;
  gen_addr_offset(node, &pending);
  if (pending)
    emit("add $%d, %%rax", pending);
  addr_base_offset = pending;
  site_tok = saved;
}

// Safe mode: set around one load_at/store_at whose address is a named
// global or boxed local plus constant member offsets.  Such an access is
// in bounds by construction and its object is never freed (free of a
// global or a local traps), so it needs no check; a named store to a
// read-only object is a compile error, and string literals have no name.
// (A tentative or weak definition may be replaced by another unit's.)
static bool access_in_bounds;

// Is `node` such a named object or a member (not a bitfield) of one?
static bool is_named_object(Node *node) {
  if (!opt_safe)
    return false;
  while (node->kind == ND_MEMBER && !node->member->is_bitfield)
    node = node->lhs;
  if (node->kind != ND_VAR || node->var->is_function || node->var->ty->kind == TY_VLA)
    return false;
  // A global defined elsewhere may be declared differently there (const,
  // or smaller): only a definition of this unit is known.
  if (!node->var->is_local)
    return node->var->is_definition && !node->var->is_weak;
  return is_object_local(node->var);
}

// Safe mode: set around one load_at of a pointer whose capability
// nothing reads (src/gen_expr.c's capability_unused).
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

// The one load of the backend: the value of type `ty` at offset(base)
// goes to the result register(s), or with `secondary` to %rdi (%rdi:%rsi
// for __int128) or %xmm1 (not for long double).  Aggregates stay addresses.
static void load_at(Type *ty, Reg base, int offset, bool secondary) {
  char *b = reg_name(base, 8);
  Reg dst = secondary ? RDI : RAX;
  char *m = mem_operand(base, offset); // of the scalar loads below
  if (opt_safe && !value_is_address(ty)) {
    // Safe mode: frame slots are the compiler's own; anything else is
    // reached through a capability and checked.  A pointer's capability
    // comes from the frame slot next to it or from the object's aux array.
    if (base != RBP && !access_in_bounds)
      emit_access_check(base, offset, ty->size, false);
    if (is_ptr_ty(ty) && base == RBP)
      emit("mov %d(%%rbp), %s", offset + 8, cap_reg(dst));
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
  bool u = ty->is_unsigned || ty->kind == TY_BOOL;
  char *d32 = reg_name(dst, 4), *d64 = reg_name(dst, 8);
  switch (ty->size) {
  case 1: emit("%s %s, %s", u ? "movzbl" : "movsbq", m, u ? d32 : d64); return;
  case 2: emit("%s %s, %s", u ? "movzwl" : "movswq", m, u ? d32 : d64); return;
  case 4: emit("%s %s, %s", u ? "movl" : "movslq", m, u ? d32 : d64); return;
  default: emit("mov %s, %s", m, d64); return;
  }
}

// Safe mode: the checks before a store of type `ty` to offset(base).  An
// aggregate is copied from (%rax): both sides are checked, and the copy
// goes through %rdi, so the destination must be there already.
static void store_check(Type *ty, Reg base, int offset) {
  if (value_is_address(ty)) {
    if (base != RDI || offset)
      error_tok(site_tok, "internal error: aggregate store not through %%rdi");
    emit_access_check(RDI, 0, ty->size, true);
    emit_access_check(RAX, 0, ty->size, false);
    return;
  }
  if (base != RBP && !access_in_bounds)
    emit_access_check(base, offset, ty->size, true);
}

// The one store of the backend: the value of type `ty` in the result
// register(s) goes to offset(base).  The value stays in the result
// register (for aggregates: %rax becomes the destination address, and
// %rdi is used when base is not %rdi).
static void store_at(Type *ty, Reg base, int offset) {
  char *b = reg_name(base, 8);
  char *m = mem_operand(base, offset); // of the scalar stores below
  if (opt_safe)
    store_check(ty, base, offset);
  switch (ty->kind) {
  case TY_STRUCT: case TY_UNION: case TY_ARRAY:
    assert(!index_scale);
    if (base != RDI || offset)
      emit("lea %d(%s), %%rdi", offset, b);
    copy_memory(RAX, RDI, ty->size);
    if (opt_safe && type_has_pointer(ty))
      copy_caps(ty->size);
    emit("mov %%rdi, %%rax");
    if (opt_safe)
      emit("mov %%r13, %%r12");
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
      store_cap(base, offset, "%r12");
  }
}

// Stores the value of type `ty` to the address in %rdi.
static void store(Type *ty) {
  store_at(ty, RDI, 0);
}

// The root of an lvalue at a fixed offset from %rbp, or from a pointer
// held in a frame variable (p->a.b, *p, s.a.b): returns that frame
// variable or dereference, adding the member offsets to *offset; NULL for
// any other lvalue.
static Node *simple_lvalue_root(Node *node, int *offset) {
  Reg reg;
  for (; node->kind == ND_MEMBER && !node->member->is_bitfield; node = node->lhs)
    *offset += node->member->offset;
  if (is_frame_slot_var(node))
    return node;
  if (!opt_safe && node->kind == ND_DEREF && node->lhs->ty->kind == TY_PTR &&
      (is_frame_slot_var(node->lhs) || is_reg_var(node->lhs, &reg)))
    return node;
  return NULL;
}

// Whether simple_lvalue() would succeed for node (emits nothing).
static bool is_simple_lvalue(Node *node) {
  int off = 0;
  return simple_lvalue_root(node, &off) != NULL;
}

// For such an lvalue sets base and offset, emitting at most the load of
// the pointer into `scratch` (none when the pointer lives in a register:
// that register is the base).  Returns false (emitting nothing) otherwise.
static bool simple_lvalue(Node *node, Reg scratch, Reg *base, int *offset) {
  int off = 0;
  Node *root = simple_lvalue_root(node, &off);
  if (!root)
    return false;
  if (root->kind == ND_VAR) {
    *base = RBP;
    *offset = root->var->offset + off;
    return true;
  }
  if (is_reg_var(root->lhs, base)) {
    *offset = off;
    return true;
  }
  emit("mov %d(%%rbp), %s", root->lhs->var->offset, reg_name(scratch, 8));
  *base = scratch;
  *offset = off;
  return true;
}

// Where a bitfield's bits are: n bytes from byte `start` of the struct,
// beginning at bit `shift` of the first byte.
typedef struct {
  int start, shift, n, width;
  bool is_signed;
} BitRange;

static BitRange bit_range(Node *node) {
  Member *mem = node->member;
  BitRange r;
  r.start = mem->offset + mem->bit_offset / 8;
  r.shift = mem->bit_offset % 8;
  r.width = mem->bit_width;
  r.n = (r.shift + r.width + 7) / 8;
  r.is_signed = !mem->ty->is_unsigned && mem->ty->kind != TY_BOOL;
  if (r.n > 8)
    error_tok(node->tok, "unsupported bitfield layout");
  return r;
}

// Sign- or zero-extends the low `width` bits of %rax to the whole register.
static void extend_bits(int width, bool is_signed) {
  if (width == 64)
    return;
  emit("shl $%d, %%rax", 64 - width);
  emit("%s $%d, %%rax", is_signed ? "sar" : "shr", 64 - width);
}

static void gen_bitfield_load(Node *node) {
  BitRange r = bit_range(node);
  gen_addr(node->lhs);
  if (opt_safe)
    emit_access_check(RAX, r.start, r.n, false);
  load_bytes(RDX, RAX, r.start, r.n);
  emit("mov %%rdx, %%rax");
  if (r.shift)
    emit("shr $%d, %%rax", r.shift);
  extend_bits(r.width, r.is_signed);
}

static uint64_t low_mask(int width) {
  return width == 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
}

// lhs.bitfield = rhs: read-modify-write of exactly the bytes holding the
// field; the value of the expression is the stored (truncated) value.
static void gen_bitfield_store(Node *node) {
  BitRange r = bit_range(node->lhs);
  gen_expr(node->rhs);
  push_reg(RAX);
  gen_addr(node->lhs->lhs);
  move_addr_to_rdi();
  if (opt_safe)
    emit_access_check(RDI, r.start, r.n, true);
  pop_reg(RAX);
  emit("mov %%rax, %%rsi");
  extend_bits(r.width, r.is_signed);
  load_bytes(RDX, RDI, r.start, r.n);
  emit("movabs $%lld, %%r11", (long long)low_mask(r.width));
  emit("and %%r11, %%rsi");
  if (r.shift)
    emit("shl $%d, %%rsi", r.shift);
  emit("movabs $%lld, %%r11", (long long)~(low_mask(r.width) << r.shift));
  emit("and %%r11, %%rdx");
  emit("or %%rsi, %%rdx");
  store_bytes(RDX, RDI, r.start, r.n);
}

static bool is_bitfield(Node *node) {
  return node->kind == ND_MEMBER && node->member->is_bitfield;
}

// The value is computed first, so that nothing is on the stack across a
// call in it (`r = setjmp(env)` must survive a longjmp); the order of the
// two sides is unspecified in C.  A light value is computed after the
// address instead, which needs no push.
static void gen_assign(Node *node);
static bool gen_indexed_store(Node *node);
static bool gen_update_value(Node *node);
static void gen_lvalue_load(Node *node);

static void gen_assign_here(Node *node) {
  Reg base;
  int offset;
  if (opt_safe && node->lhs->kind == ND_COMMA) {
    // (init, var) = v, as a compound literal is: assign to var directly,
    // which may be a frame slot that has no capability to go through.
    Node assign = *node;
    gen_discard(node->lhs->lhs);
    assign.lhs = node->lhs->rhs;
    gen_assign(&assign);
    return;
  }
  if (is_bitfield(node->lhs)) {
    gen_bitfield_store(node);
    return;
  }
  if (gen_update_value(node))
    return;
  if (is_reg_var(node->lhs, &base)) {
    gen_expr(node->rhs);
    store_reg_var(base);
    return;
  }
  int xmm;
  if (is_float_reg_var(node->lhs, &xmm)) {
    gen_expr(node->rhs);
    emit("movaps %%xmm0, %%xmm%d", xmm);
    return;
  }
  if (gen_indexed_store(node))
    return;
  if (node->lhs->kind != ND_VAR && is_light(node->rhs) &&
      !simple_lvalue_root(node->lhs, &offset)) {
    gen_addr(node->lhs);
    Obj *base_var = addr_base_var;
    int base_offset = addr_base_offset;
    move_addr_to_rdi();
    gen_expr(node->rhs); // light: assigns nothing
    set_access_base(base_var, RDI, base_offset);
    access_in_bounds = access_prechecked(node->lhs);
    store(node->ty);
    access_in_bounds = false;
    set_access_base(NULL, RAX, 0);
    return;
  }
  gen_expr(node->rhs);
  if (simple_lvalue(node->lhs, RDI, &base, &offset)) {
    store_at(node->ty, base, offset);
  } else if (node->lhs->kind == ND_VAR) {
    var_address(node->lhs->var, RDI);
    access_in_bounds = is_named_object(node->lhs);
    store(node->ty);
    access_in_bounds = false;
  } else {
    int held = hold_value(node->ty, leaves_temps_alone(node->lhs));
    gen_addr(node->lhs);
    move_addr_to_rdi();
    release_value(node->ty, held);
    set_access_base(addr_base_var, RDI, addr_base_offset);
    access_in_bounds = access_prechecked(node->lhs);
    store(node->ty);
    access_in_bounds = false;
    set_access_base(NULL, RAX, 0);
  }
}

static void gen_assign(Node *node) {
  gen_assign_here(node);
  forget_assigned(node->lhs);
}

// The base register and displacement of an indexed address whose base
// is an Indexed's (src/operands.c): a frame array is offset(%rbp), a
// register local its register, a pointer in a frame slot is loaded into
// %rdi.
static void indexed_base(Value *base, Reg *base_reg, int *offset) {
  Reg reg;
  *offset = 0;
  if (value_is_address(base->ty)) {
    *base_reg = RBP;
    *offset = base->node->var->offset;
  } else if (is_reg_var(base->node, &reg)) {
    *base_reg = reg;
  } else {
    emit("mov %d(%%rbp), %%rdi", base->node->var->offset);
    *base_reg = RDI;
  }
}

// x86_64 addresses scale an index by 1, 2, 4 or 8.
static bool index_scale_ok(int64_t scale) {
  return scale == 1 || scale == 2 || scale == 4 || scale == 8;
}

// base + %rax * scale into %rax with one lea.
static void indexed_address(Value *base, int scale) {
  Reg reg;
  int offset;
  indexed_base(base, &reg, &offset);
  emit("lea %d(%s,%%rax,%d), %%rax", offset, reg_name(reg, 8), scale);
}

// %rax (a byte offset) plus the pointer local in frame slot `ptr`, with
// its capability in safe mode.
static void pointer_plus_result(Value *ptr) {
  emit("add %d(%%rbp), %%rax", ptr->node->var->offset);
  if (opt_safe)
    emit("mov %d(%%rbp), %%r12", ptr->node->var->offset + 8);
}

// Plain mode: ND_PTR_ADD `node` as an indexed address offset(base,%rax,
// scale) when src/operands.c's match_indexed() applies: generates the
// index into %rax and sets the parts.  Returns false, emitting nothing,
// otherwise.
static bool gen_indexed_parts(Node *node, Reg *base_reg, int *offset, int *scale) {
  Indexed ix;
  if (!match_indexed(node, &ix))
    return false;
  gen_expr(ix.index);
  indexed_base(&ix.base, base_reg, offset);
  *scale = ix.scale;
  return true;
}

// Plain mode: the value of base[i] or base[i].m.n (a scalar of at most 8
// bytes, or float or double) loaded with one indexed operand,
// `movsd 8(%r12,%rax,8), %xmm0`, when gen_indexed_parts applies.  Returns
// false, emitting nothing, otherwise.
// Is lvalue `node` base[i] or base[i].m.n, of a scalar type of at most 8
// bytes or float or double?  Returns the ND_PTR_ADD and sets *members to
// the member offsets (NULL: not such an lvalue).
static Node *indexed_lvalue(Node *node, int *members) {
  Type *ty = node->ty;
  bool scalar = is_integer_like(ty) && !value_is_address(ty) && ty->size <= 8;
  if (opt_safe || !(is_sse_type(ty) || scalar))
    return NULL;
  *members = 0;
  Node *n = node;
  for (; n->kind == ND_MEMBER && !n->member->is_bitfield; n = n->lhs)
    *members += n->member->offset;
  if (n->kind != ND_DEREF || n->lhs->kind != ND_PTR_ADD)
    return NULL;
  return n->lhs;
}

static bool gen_indexed_load(Node *node) {
  Type *ty = node->ty;
  int members;
  Node *ptr_add = indexed_lvalue(node, &members);
  Reg base;
  int offset, scale;
  if (!ptr_add || !gen_indexed_parts(ptr_add, &base, &offset, &scale))
    return false;
  index_reg = RAX;
  index_scale = scale;
  load_at(ty, base, offset + members, false);
  index_scale = 0;
  return true;
}

// Plain mode: base[i] = v (or base[i].m = v) with a light v: the index
// goes to %rcx, then v is computed (touching only %rax or %xmm0) and
// stored with one indexed operand, `movsd %xmm0, (%r13,%rcx,8)`.
// Returns false, emitting nothing, when that does not apply.
static bool gen_indexed_store(Node *node) {
  int members;
  Node *ptr_add = indexed_lvalue(node->lhs, &members);
  Reg base;
  int offset, scale;
  if (!ptr_add || !is_light(node->rhs) || !gen_indexed_parts(ptr_add, &base, &offset, &scale))
    return false;
  emit("mov %%rax, %%rcx");
  gen_expr(node->rhs);
  index_reg = RCX;
  index_scale = scale;
  store_at(node->ty, base, offset + members);
  index_scale = 0;
  return true;
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

// Can one instruction update `lvalue` (a register local, or an lvalue
// simple_lvalue() reaches) with `operand`: a value in a register, or a
// constant that fits the 32-bit immediate?
static bool can_update_in_place(Value *lvalue, Value *operand) {
  Reg reg;
  if (!is_simple_lvalue(lvalue->node) && !is_reg_var(lvalue->node, &reg))
    return false;
  return operand->kind != V_CONST || (operand->imm >= INT32_MIN && operand->imm <= INT32_MAX);
}

// Such an update: `addq $8, -8(%rbp)`, `or %eax, 4(%rdi)`, `sub $1,
// %rbx`; operand null: the value in %rax.  A constant operand touches no
// register but %rdi (the pointer of p->m).
static void update_in_place(NodeKind op, Value *lvalue, Value *operand) {
  Reg base;
  int offset;
  int size = lvalue->ty->size;
  char *src;
  if (operand) {
    src = format("$%lld", (long long)immediate_for_size(operand->imm, size));
  } else {
    src = reg_name(RAX, size);
  }
  if (is_reg_var(lvalue->node, &base)) {
    emit("%s %s, %s", update_mnemonic(op), operand ? src : reg_name(RAX, 8), reg_name(base, 8));
  } else {
    simple_lvalue(lvalue->node, RDI, &base, &offset);
    emit("%s%c %s, %d(%s)", update_mnemonic(op), suffix_of(size), src, offset, reg_name(base, 8));
  }
}

// x = x op e (++x, x += e) whose value is used: the object is updated in
// place, then its new value loaded (`add $1, %rbx; mov %rbx, %rax`).  Not
// for a volatile object, which would be read once more.  Returns false,
// emitting nothing, when src/gen_update.c's match_update_in_place() does
// not apply.
static bool gen_update_value(Node *node) {
  Update u;
  if (!match_update_in_place(node, &u) || node->lhs->ty->is_volatile ||
      (node->lhs->kind == ND_VAR && node->lhs->var->ty->is_volatile))
    return false;
  gen_update_in_place(node, &u);
  gen_lvalue_load(node->lhs);
  return true;
}

// x = c for its effect with c the integer constant: `movl $0, -4(%rbp)`
// when the object is a register local or a simple lvalue and c, truncated
// to its size, fits the 32-bit immediate.  Returns false, emitting
// nothing, otherwise.
static bool store_constant(Value *lvalue, int64_t c) {
  int size = lvalue->ty->size;
  c = immediate_for_size(c, size);
  if (c < INT32_MIN || c > INT32_MAX)
    return false;
  Reg base;
  int offset;
  if (is_reg_var(lvalue->node, &base)) {
    emit("mov $%lld, %s", (long long)c, reg_name(base, 8));
    return true;
  }
  if (!is_simple_lvalue(lvalue->node))
    return false;
  simple_lvalue(lvalue->node, RDI, &base, &offset);
  emit("mov%c $%lld, %d(%s)", suffix_of(size), (long long)c, offset, reg_name(base, 8));
  return true;
}

// A value computed for nothing: an x87 value must leave the x87 stack.
static void drop_value(Type *ty) {
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
  if (size <= 64) {
    int i = 0;
    for (; i + 8 <= size; i += 8)
      emit("movq $0, %d(%%rdi)", i);
    for (; i < size; i++)
      emit("movb $0, %d(%%rdi)", i);
    return;
  }
  emit("mov $%d, %%ecx", size);
  emit("xor %%eax, %%eax");
  emit("rep stosb");
}

// *p++ or *p-- whose value is used, p a pointer local in a register or a
// frame slot: the load through p comes first and p moves in place after
// it (the loaded value is in no register the move touches).  Written this
// way the access is through p itself, so a check an earlier `*p` made
// covers it (src/checks.c).  Returns false, emitting nothing, for any
// other node.
static bool gen_post_step_load(Node *node) {
  Node *update = node->kind == ND_DEREF ? node->lhs->discarded : NULL;
  Update u;
  if (!update || !match_update_in_place(update, &u) || !is_int_const(u.operand) ||
      update->lhs->kind != ND_VAR || update->lhs->ty->kind != TY_PTR ||
      update->lhs->var->ty->is_volatile)
    return false;
  Node through_p = *node;
  through_p.lhs = update->lhs;
  gen_lvalue_load(&through_p);
  gen_update_in_place(update, &u);
  return true;
}

// The value of a variable, *p or s.m.
static void gen_lvalue_load(Node *node) {
  Reg base;
  int offset, xmm;
  if (gen_post_step_load(node)) {
    // done
  } else if (is_reg_var(node, &base)) {
    load_reg_var(node->ty, base, RAX);
  } else if (is_float_reg_var(node, &xmm)) {
    emit("movaps %%xmm%d, %%xmm0", xmm);
  } else if (is_bitfield(node)) {
    gen_bitfield_load(node);
  } else if (gen_indexed_load(node)) {
    // done
  } else if (simple_lvalue(node, RAX, &base, &offset)) {
    load_at(node->ty, base, offset, false);
  } else {
    gen_addr_offset(node, &offset);
    access_in_bounds = is_named_object(node) || access_prechecked(node);
    load_without_capability = node == capability_unused;
    set_access_base(addr_base_var, RAX, 0);
    load_at(node->ty, RAX, offset, false);
    set_access_base(NULL, RAX, 0);
    access_in_bounds = load_without_capability = false;
  }
}

// The expressions src/gen_expr.c does not lower yet (Target.gen_expr_node).
static void gen_expr_node(Node *node) {
  switch (node->kind) {
  case ND_VAR:
  case ND_DEREF:
  case ND_MEMBER:
    gen_lvalue_load(node);
    return;
  case ND_ADDR: gen_addr(node->lhs); return;
  case ND_ASSIGN: gen_assign(node); return;
  case ND_VA_START:
    if (opt_safe)
      gen_va_start_safe(node);
    else
      gen_va_start(node);
    return;
  case ND_VA_ARG:
    if (opt_safe)
      gen_va_arg_safe(node);
    else
      gen_va_arg(node);
    return;
  case ND_VA_COPY:
    if (opt_safe)
      gen_va_copy_safe(node);
    else
      gen_va_copy(node);
    return;
  case ND_ALLOCA:
  case ND_VLA_ALLOC:
    gen_stack_alloc(node);
    return;
  default:
    if (is_builtin_node(node->kind)) {
      gen_builtin(node);
      return;
    }
  }
  error_tok(node->tok, "invalid expression");
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

// The address of variable var (and its capability) as the value.
static void load_local_address(Obj *var) {
  var_address(var, RAX);
}

// !x of a scalar x of type ty in the result register.
static void logical_not(Type *ty) {
  gen_to_bool(ty);
  emit("xor $1, %%eax");
}
