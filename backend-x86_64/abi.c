// abi.c — the SysV x86_64 calling convention: classification of types into
// eightbytes, the call sequence, returning values, receiving parameters,
// and va_start/va_arg/va_copy on gcc's va_list layout
//   { unsigned gp_offset; unsigned fp_offset; void *overflow_arg_area;
//     void *reg_save_area; }.

#include "x86.h"

static Reg gp_arg_regs[] = {RDI, RSI, RDX, RCX, R8, R9};

// Combines the class `c` into one eightbyte's class.
static void merge(ArgClass *slot, ArgClass c, bool *in_memory) {
  if (*slot == c || c == CLASS_NONE)
    return;
  if (*slot == CLASS_NONE)
    *slot = c;
  else if (*slot == CLASS_X87 || *slot == CLASS_X87UP || c == CLASS_X87 || c == CLASS_X87UP)
    *in_memory = true;
  else
    *slot = CLASS_INT;
}

// Classifies every scalar inside `ty`, which starts at byte `off` of the
// value being classified.
static void classify_at(Type *ty, int off, ArgClass cls[2], bool *in_memory) {
  switch (ty->kind) {
  case TY_STRUCT:
  case TY_UNION:
    for (Member *m = ty->members; m; m = m->next) {
      int at = off + m->offset;
      if (m->is_bitfield) {
        if (m->bit_width == 0)
          continue;
        merge(&cls[(at + m->bit_offset / 8) / 8], CLASS_INT, in_memory);
        merge(&cls[(at + (m->bit_offset + m->bit_width - 1) / 8) / 8], CLASS_INT, in_memory);
        continue;
      }
      if (m->ty->align && at % m->ty->align)
        *in_memory = true;
      else
        classify_at(m->ty, at, cls, in_memory);
    }
    return;
  case TY_ARRAY:
    for (int i = 0; i < ty->array_len; i++)
      classify_at(ty->base, off + i * ty->base->size, cls, in_memory);
    return;
  case TY_FLOAT:
  case TY_DOUBLE:
    merge(&cls[off / 8], CLASS_SSE, in_memory);
    return;
  case TY_LDOUBLE:
    if (off % 16) {
      *in_memory = true;
      return;
    }
    merge(&cls[off / 8], CLASS_X87, in_memory);
    merge(&cls[off / 8 + 1], CLASS_X87UP, in_memory);
    return;
  case TY_INT128:
    merge(&cls[off / 8], CLASS_INT, in_memory);
    merge(&cls[off / 8 + 1], CLASS_INT, in_memory);
    return;
  default:
    merge(&cls[off / 8], CLASS_INT, in_memory);
  }
}

// How a value of type `ty` is passed (for_return false) or returned.
// count == 0 means memory.  A returned long double, or a struct holding
// just one, comes back in %st(0): cls[0] == CLASS_X87.
static Classification classify(Type *ty, bool for_return) {
  Classification r = {0, {CLASS_NONE, CLASS_NONE}};
  switch (ty->kind) {
  case TY_VOID:
    return r;
  case TY_STRUCT:
    if (ty->is_complex && ty->members->ty->kind == TY_LDOUBLE) {
      if (for_return) {
        r.count = 1;
        r.cls[0] = CLASS_COMPLEX_X87;
      }
      return r;
    }
    break;
  case TY_UNION:
    break;
  default:
    if (ty->size > 16 || ty->size == 0)
      return r;
    if (ty->size > 8 && ty->kind != TY_INT128 && ty->kind != TY_LDOUBLE) {
      r.count = 1;
      r.cls[0] = CLASS_INT;
      return r;
    }
    break;
  }
  if (ty->size > 16 || ty->size == 0)
    return r;
  bool in_memory = false;
  classify_at(ty, 0, r.cls, &in_memory);
  int n = (ty->size + 7) / 8;
  for (int i = 0; i < n; i++) {
    if (r.cls[i] == CLASS_X87UP && (i == 0 || r.cls[i - 1] != CLASS_X87))
      in_memory = true;
    if (r.cls[i] == CLASS_X87 && !for_return)
      in_memory = true;
  }
  if (in_memory) {
    r.cls[0] = r.cls[1] = CLASS_NONE;
    return r;
  }
  r.count = n;
  return r;
}

// A struct or union returned through a hidden pointer (empty ones are
// returned in nothing at all, as gcc does).
static bool returns_in_memory(Type *ty) {
  return (ty->kind == TY_STRUCT || ty->kind == TY_UNION) && ty->size > 0 &&
         classify(ty, true).count == 0;
}

static int count_class(Classification *c, ArgClass cls) {
  int n = 0;
  for (int i = 0; i < c->count; i++)
    n += c->cls[i] == cls;
  return n;
}

// Alignment of an argument in the stack area: 8, or the type's own
// alignment when larger (gcc realigns the area for 32-byte aligned types).
static int stack_align(Type *ty) {
  return ty->align > 8 ? MAX(16, ty->align) : 8;
}

// Decides where each argument goes, the same way for callers and callees.
// Returns the size of the stack argument area (not rounded to 16); tok is
// the call or the function, for the error when that area is too large.
static int place_args(Token *tok, ArgLoc *locs, int n, bool hidden_ret, int *gp_used, int *fp_used) {
  int gp = hidden_ret ? 1 : 0, fp = 0;
  int64_t stack = 0;
  for (int i = 0; i < n; i++) {
    ArgLoc *loc = &locs[i];
    loc->c = classify(loc->ty, false);
    int ngp = count_class(&loc->c, CLASS_INT), nfp = count_class(&loc->c, CLASS_SSE);
    if (loc->c.count && gp + ngp <= 6 && fp + nfp <= 8) {
      loc->on_stack = false;
      for (int j = 0; j < loc->c.count; j++) {
        if (loc->c.cls[j] == CLASS_INT)
          loc->gp[j] = gp_arg_regs[gp++];
        else if (loc->c.cls[j] == CLASS_SSE)
          loc->xmm[j] = fp++;
      }
      continue;
    }
    loc->on_stack = true;
    stack = align_to64(stack, stack_align(loc->ty));
    loc->stack_offset = stack;
    stack += align_to64(loc->ty->size, 8);
  }
  *gp_used = gp;
  *fp_used = fp;
  // (room for realigning the area to 16 or more is left by the limit)
  return stack_bytes(tok, stack, "the arguments");
}

// Arrays and functions reach calls only as addresses.
static Type *arg_type(Type *ty) {
  if (ty->kind == TY_ARRAY || ty->kind == TY_VLA || ty->kind == TY_FUNC)
    return ty_ulong;
  return ty;
}

static int eightbyte_size(Type *ty, int i) {
  return MIN(8, ty->size - 8 * i);
}

// The value of a register argument is pushed one eightbyte at a time.
static void push_reg_arg(ArgLoc *loc) {
  Type *ty = loc->ty;
  if (ty->kind == TY_STRUCT || ty->kind == TY_UNION) {
    for (int i = 0; i < loc->c.count; i++) {
      if (loc->c.cls[i] == CLASS_NONE)
        continue;
      load_bytes(RDX, RAX, 8 * i, eightbyte_size(ty, i));
      push_reg(RDX);
    }
    return;
  }
  if (ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE) {
    adjust_stack(8);
    emit("movsd %%xmm0, (%%rsp)");
    return;
  }
  push_reg(RAX);
  if (ty->kind == TY_INT128)
    push_reg(RDX);
}

static void pop_reg_arg(ArgLoc *loc) {
  for (int i = loc->c.count - 1; i >= 0; i--) {
    if (loc->c.cls[i] == CLASS_INT) {
      pop_reg(loc->gp[i]);
    } else if (loc->c.cls[i] == CLASS_SSE) {
      emit("movq (%%rsp), %%xmm%d", loc->xmm[i]);
      adjust_stack(-8);
    }
  }
}

// Stores an evaluated argument into its slot of the outgoing area, which
// starts `area` bytes above %rsp.
static void store_stack_arg(ArgLoc *loc, int area) {
  emit("lea %d(%%rsp), %%rdi", area + loc->stack_offset);
  store(loc->ty);
  if (loc->ty->kind == TY_LDOUBLE)
    emit("fstp %%st(0)");
}


// Moves a returned struct from %rax/%rdx/%xmm0/%xmm1 (or %st(0)) into the
// call's return buffer, whose address becomes the call's value.
static void receive_struct(Type *ty, Classification *c, Obj *buf) {
  var_address(buf, RDI);
  if (c->count && c->cls[0] == CLASS_X87) {
    emit("fstpt (%%rdi)");
  } else if (c->count && c->cls[0] == CLASS_COMPLEX_X87) {
    emit("fstpt (%%rdi)");
    emit("fstpt 16(%%rdi)");
  } else {
    Reg gp[] = {RAX, RDX};
    int ngp = 0, nfp = 0;
    for (int i = 0; i < c->count; i++) {
      int n = eightbyte_size(ty, i);
      if (c->cls[i] == CLASS_INT)
        store_bytes(gp[ngp++], RDI, 8 * i, n);
      else if (c->cls[i] == CLASS_SSE)
        emit("%s %%xmm%d, %d(%%rdi)", n <= 4 ? "movss" : "movsd", nfp++, 8 * i);
    }
  }
  emit("mov %%rdi, %%rax");
}

// Extends a returned small integer (callees only guarantee its low bits).
static void extend_return(Type *ty) {
  bool u = ty->is_unsigned || ty->kind == TY_BOOL;
  if (ty->kind == TY_BOOL || ty->kind == TY_CHAR)
    emit(u ? "movzbl %%al, %%eax" : "movsbl %%al, %%eax");
  else if (ty->kind == TY_SHORT)
    emit(u ? "movzwl %%ax, %%eax" : "movswl %%ax, %%eax");
}


static void emit_call_insn(Obj *fn) {
  if (fn)
    emit("call %s%s", operand_symbol(symbol_name(fn)), opt_fpic && is_preemptible(fn) ? "@PLT" : "");
  else
    emit("call *%%r11");
  note_call_emitted();
}

// Arguments aligned beyond 16 bytes need an outgoing area aligned to
// `align`: %rsp is aligned dynamically and its old value kept just above the
// area (restored after the call).  `depth` is then only an upper bound of
// the bytes above %rsp, with the right value modulo 16.
static void realign_for_args(int size, int align) {
  emit("mov %%rsp, %%rax");
  emit("lea -8(%%rsp), %%r11");
  emit("and $-%d, %%r11", align);
  emit("lea -%d(%%r11), %%rsp", size);
  emit("mov %%rax, (%%r11)");
  depth = align_to(depth + 8 + align, 16) + size;
}

// One call in progress (src/gen_call.c's gen_platform_call): where each
// argument goes and the outgoing area.
typedef struct {
  Type *fn_ty, *ret;
  Classification rc; // of the result
  bool hidden;       // the result goes through a hidden pointer in %rdi
  ArgLoc *locs;
  int nargs;
  int fp;            // vector registers used (%al for a variadic callee)
  int stack_bytes, area_align, saved_depth, pad;
  int area_depth;    // depth at the bottom of the outgoing area
} CallPlan;

// The call's classification, and its outgoing area reserved (aligned
// dynamically for arguments aligned beyond 16 bytes).
static void *call_begin(Token *tok, Type *fn_ty, Type *ret, Type **arg_types, int n) {
  CallPlan *p = xcalloc(1, sizeof(CallPlan));
  p->fn_ty = fn_ty;
  p->ret = ret;
  p->nargs = n;
  p->locs = xcalloc(n + 1, sizeof(ArgLoc));
  for (int i = 0; i < n; i++)
    p->locs[i].ty = arg_type(arg_types[i]);
  p->rc = classify(ret, true);
  p->hidden = returns_in_memory(ret);
  int gp;
  p->stack_bytes = place_args(tok, p->locs, n, p->hidden, &gp, &p->fp);
  p->area_align = 16;
  for (int i = 0; i < n; i++)
    if (p->locs[i].on_stack)
      p->area_align = MAX(p->area_align, stack_align(p->locs[i].ty));
  p->stack_bytes = align_to(p->stack_bytes, p->area_align);
  p->saved_depth = depth;
  if (p->area_align > 16) {
    realign_for_args(p->stack_bytes, p->area_align);
  } else {
    p->pad = depth % 16 ? 8 : 0;
    adjust_stack(p->pad + p->stack_bytes);
  }
  p->area_depth = depth;
  return p;
}

// Argument i is a scalar passed in one general register.
static bool call_arg_in_one_register(void *plan, int i) {
  ArgLoc *loc = &((CallPlan *)plan)->locs[i];
  return !loc->on_stack && loc->c.count == 1 && loc->c.cls[0] == CLASS_INT &&
         loc->ty->kind != TY_STRUCT && loc->ty->kind != TY_UNION;
}

// Argument i just generated: into its slot of the outgoing area, or
// pushed one eightbyte at a time until call_arg_to_register.
static void call_arg_store(void *plan, int i) {
  CallPlan *p = plan;
  if (p->locs[i].on_stack)
    store_stack_arg(&p->locs[i], depth - p->area_depth);
  else
    push_reg_arg(&p->locs[i]);
}

// An indirect callee's address waits in %r11, which no argument touches.
static void call_save_callee(void *plan) {
  (void)plan;
  emit("mov %%rax, %%r11");
}

static void call_arg_to_register(void *plan, int i) {
  CallPlan *p = plan;
  if (!p->locs[i].on_stack)
    pop_reg_arg(&p->locs[i]);
}

// A light single-register argument, last, straight into its register:
// the value just generated (v null), a constant, or a local in a
// register or its frame slot (src/gen_call.c checked which).
static void call_late_arg(void *plan, int i, Value *v) {
  Reg dst = ((CallPlan *)plan)->locs[i].gp[0], reg;
  if (!v)
    emit("mov %%rax, %s", reg_name(dst, 8));
  else if (v->kind == V_CONST)
    mov_imm(dst, v->imm);
  else if (is_reg_var(v->node, &reg))
    load_reg_var(v->ty, reg, dst);
  else
    load_extended(v->ty, format("%d(%%rbp)", v->node->var->offset), dst);
}

// The call: the hidden result pointer, %al for a variadic or
// unprototyped callee (the number of vector registers used), the call,
// the area released, and the result made the call's value.
static void call(void *plan, Obj *fn, Obj *ret_buffer) {
  CallPlan *p = plan;
  if (p->hidden)
    var_address(ret_buffer, RDI);
  if (!p->fn_ty || p->fn_ty->is_variadic || !p->fn_ty->has_proto)
    emit("mov $%d, %%eax", p->fp);
  emit_call_insn(fn);
  if (p->area_align > 16) {
    emit("mov %d(%%rsp), %%rsp", p->stack_bytes);
    depth = p->saved_depth;
  } else {
    adjust_stack(-(p->pad + p->stack_bytes));
  }
  if (p->hidden)
    var_address(ret_buffer, RAX);
  else if (is_struct_or_union(p->ret))
    receive_struct(p->ret, &p->rc, ret_buffer);
  else
    extend_return(p->ret);
  free(p->locs);
  free(p);
}

// `return expr` of type ty: the value is in the result register; structs
// are moved to the return registers or copied through the hidden pointer.
static void gen_return_value(Type *ty) {
  if (!is_struct_or_union(ty))
    return;
  Classification c = classify(ty, true);
  if (ty->size == 0)
    return;
  if (c.count == 0) {
    emit("mov %d(%%rbp), %%rdi", cur_frame->hidden_ret_offset);
    copy_memory(RAX, RDI, ty->size);
    emit("mov %%rdi, %%rax");
    return;
  }
  if (c.cls[0] == CLASS_X87) {
    emit("fldt (%%rax)");
    return;
  }
  if (c.cls[0] == CLASS_COMPLEX_X87) {
    emit("fldt 16(%%rax)");
    emit("fldt (%%rax)");
    return;
  }
  emit("mov %%rax, %%rsi");
  Reg gp[] = {RAX, RDX};
  int ngp = 0, nfp = 0;
  for (int i = 0; i < c.count; i++) {
    int n = eightbyte_size(ty, i);
    if (c.cls[i] == CLASS_INT)
      load_bytes(gp[ngp++], RSI, 8 * i, n);
    else if (c.cls[i] == CLASS_SSE)
      emit("%s %d(%%rsi), %%xmm%d", n <= 4 ? "movss" : "movsd", 8 * i, nfp++);
  }
}

// Prologue: spills the register save area (variadic functions), the
// hidden return pointer, and every parameter that arrived in registers.
static void store_params(Obj *fn, Frame *frame) {
  if (fn->ty->is_variadic) {
    int off = frame->reg_save_offset;
    for (int i = 0; i < 6; i++)
      emit("mov %s, %d(%%rbp)", reg_name(gp_arg_regs[i], 8), off + 8 * i);
    for (int i = 0; i < 8; i++)
      emit("movaps %%xmm%d, %d(%%rbp)", i, off + 48 + 16 * i);
  }
  if (frame->hidden_ret_offset)
    emit("mov %%rdi, %d(%%rbp)", frame->hidden_ret_offset);

  int n = 0;
  for (Obj *p = fn->params; p; p = p->next)
    n++;
  ArgLoc *locs = xcalloc(n + 1, sizeof(ArgLoc));
  int i = 0;
  for (Obj *p = fn->params; p; p = p->next)
    locs[i++].ty = arg_type(p->ty);
  int gp, fp;
  place_args(fn->tok, locs, n, frame->hidden_ret_offset != 0, &gp, &fp);
  i = 0;
  for (Obj *p = fn->params; p; p = p->next, i++) {
    ArgLoc *loc = &locs[i];
    int reg = var_register(p), xmm = float_var_register(p);
    if (reg >= 0 && loc->on_stack)
      emit("mov %d(%%rbp), %s", p->offset, reg_name(reg, 8));
    else if (reg >= 0)
      emit("mov %s, %s", reg_name(loc->gp[0], 8), reg_name(reg, 8));
    else if (xmm >= 0 && loc->on_stack)
      emit("movsd %d(%%rbp), %%xmm%d", p->offset, xmm);
    else if (xmm >= 0)
      emit("movaps %%xmm%d, %%xmm%d", loc->xmm[0], xmm);
    if (loc->on_stack || reg >= 0 || xmm >= 0)
      continue;
    for (int j = 0; j < loc->c.count; j++) {
      int size = is_struct_or_union(loc->ty) || loc->ty->kind == TY_INT128
                     ? eightbyte_size(loc->ty, j) : loc->ty->size;
      if (loc->c.cls[j] == CLASS_INT)
        store_bytes(loc->gp[j], RBP, p->offset + 8 * j, size);
      else if (loc->c.cls[j] == CLASS_SSE)
        emit("%s %%xmm%d, %d(%%rbp)", size <= 4 ? "movss" : "movsd", loc->xmm[j],
             p->offset + 8 * j);
    }
  }
  free(locs);
}

// Target.va_list_start: the va_list at %rax starts after the named
// parameters (SysV: gp_offset, fp_offset, overflow_arg_area,
// reg_save_area).
static void va_list_start(void) {
  emit("movl $%d, (%%rax)", cur_frame->named_gp * 8);
  emit("movl $%d, 4(%%rax)", 48 + cur_frame->named_fp * 16);
  emit("lea %d(%%rbp), %%rdx", 16 + cur_frame->named_stack);
  emit("mov %%rdx, 8(%%rax)");
  emit("lea %d(%%rbp), %%rdx", cur_frame->reg_save_offset);
  emit("mov %%rdx, 16(%%rax)");
}

// Target.va_list_copy: the va_list at %rax copied to the held address.
static void va_list_copy(int dst) {
  assert(dst < 0);
  pop_reg(RDI);
  copy_memory(RAX, RDI, 24);
}

// The register path of va_arg for a struct: each eightbyte is copied from
// the register save area into local tmp (its GP and SSE parts are not
// adjacent there).  %rcx holds the va_list.
static void va_arg_struct_from_regs(Obj *tmp, Type *ty, Classification *c) {
  var_address(tmp, RDX);
  for (int i = 0; i < c->count; i++) {
    bool is_int = c->cls[i] == CLASS_INT;
    if (c->cls[i] == CLASS_NONE)
      continue;
    emit("movl %d(%%rcx), %%esi", is_int ? 0 : 4);
    emit("add 16(%%rcx), %%rsi");
    emit("mov (%%rsi), %%rsi");
    store_bytes(RSI, RDX, 8 * i, eightbyte_size(ty, i));
    emit("addl $%d, %d(%%rcx)", is_int ? 8 : 16, is_int ? 0 : 4);
  }
  emit("mov %%rdx, %%rax");
}

// Target.va_list_arg: %rax = the address of the next argument of type ty in
// the va_list at %rax (a struct passed in registers is gathered in local
// tmp first).
static void va_list_arg(Type *ty, Obj *tmp) {
  Classification c = classify(ty, false);
  char *overflow = new_label(), *end = new_label();
  emit("mov %%rax, %%rcx");
  if (c.count) {
    int ngp = count_class(&c, CLASS_INT), nfp = count_class(&c, CLASS_SSE);
    if (ngp) {
      emit("cmpl $%d, (%%rcx)", 48 - 8 * ngp);
      emit("ja %s", overflow);
    }
    if (nfp) {
      emit("cmpl $%d, 4(%%rcx)", 176 - 16 * nfp);
      emit("ja %s", overflow);
    }
    if (is_struct_or_union(ty) && tmp) {
      va_arg_struct_from_regs(tmp, ty, &c);
    } else if (ngp) {
      emit("movl (%%rcx), %%eax");
      emit("add 16(%%rcx), %%rax");
      emit("addl $%d, (%%rcx)", 8 * ngp);
    } else {
      emit("movl 4(%%rcx), %%eax");
      emit("add 16(%%rcx), %%rax");
      emit("addl $%d, 4(%%rcx)", 16 * nfp);
    }
    emit("jmp %s", end);
  }
  emit_label(overflow);
  emit("mov 8(%%rcx), %%rax");
  if (ty->align > 8) {
    emit("add $%d, %%rax", stack_align(ty) - 1);
    emit("and $-%d, %%rax", stack_align(ty));
  }
  emit("lea %d(%%rax), %%rdx", align_to(ty->size, 8));
  emit("mov %%rdx, 8(%%rcx)");
  emit_label(end);
}
