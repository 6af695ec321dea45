// safe_call.c — the safe calling convention of docs/safe-mode.md, and the
// frame of a safe function.
//
// A call passes W argument words at (%rsp) followed by their W capability
// words, and W in %r10.  The callee copies the parameters it declares out
// of the caller's area, reading a word only if it was passed: a callee that
// reads more arguments than were passed, or a pointer where an integer was
// passed, gets zeros.  Variadic words are copied, capabilities included,
// into an object that va_list points into.  Every return sets %r12.

#include "x86.h"

// Up to this many words, a struct's argument words (and a parameter's, and
// a frame object's zeroing) are handled by straight-line code; past it, by
// a loop, so that a big struct or object does not make a big call site or
// prologue.
enum { UNROLL_WORDS = 16 };

// The capability words of the struct (or union) argument at %rax, whose
// capability is in %r12, into `cap`(%rsp) and on: its pointers'
// capabilities, or zeros when the type holds no pointer.
static void store_arg_caps(Type *ty, int cap) {
  int n = safe_arg_words(ty);
  bool has_ptr = type_has_pointer(ty);
  if (n <= UNROLL_WORDS) {
    for (int i = 0; i < n; i++) {
      if (has_ptr) {
        load_cap(RAX, 8 * i, "%r13");
        emit("mov %%r13, %d(%%rsp)", cap + 8 * i);
      } else {
        emit("movq $0, %d(%%rsp)", cap + 8 * i);
      }
    }
    return;
  }
  char *loop = new_label();
  emit("lea %d(%%rsp), %%rdi", cap);
  emit("mov $%d, %%ecx", n);
  emit_label(loop);
  if (has_ptr) {
    load_cap(RAX, 0, "%r13");
    emit("mov %%r13, (%%rdi)");
    emit("add $8, %%rax");
  } else {
    emit("movq $0, (%%rdi)");
  }
  emit("add $8, %%rdi");
  emit("dec %%ecx");
  emit("jnz %s", loop);
}

// The outgoing area of a safe call: `total` argument words and their
// capability words at (%rsp), 16-aligned at the call.  Returns the depth
// before it, which safe_arg_store and safe_call take back.
static int safe_args_begin(int total) {
  int before = depth;
  adjust_stack((before % 16 ? 8 : 0) + 16 * total);
  return before;
}

// The depth of the area that safe_args_begin(total) returned `before` for.
static int safe_area_depth(int total, int before) {
  return before + (before % 16 ? 8 : 0) + 16 * total;
}

// Stores the value just computed, of type ty, as words w.. of the
// outgoing area (W words, at %rsp), with its capabilities.
// An 8-byte constant or register local argument (src/gen_call.c's
// is_stored_in_place) straight to its word at val(%rsp) and its
// capability word at cap(%rsp): a register local pointer's capability
// register, zero for the rest.
static void store_arg_in_place(Value *v, int val, int cap) {
  Reg reg;
  if (v->kind == V_CONST && v->imm >= INT32_MIN && v->imm <= INT32_MAX) {
    emit("movq $%lld, %d(%%rsp)", (long long)v->imm, val);
  } else if (v->kind == V_CONST) {
    mov_imm(RAX, v->imm);
    emit("mov %%rax, %d(%%rsp)", val);
  } else {
    if (!is_reg_var(v->node, &reg))
      error_tok(site_tok, "internal error: argument stored in place from memory");
    emit("mov %s, %d(%%rsp)", reg_name(reg, 8), val);
    if (reg_var_cap(reg) >= 0) {
      emit("mov %s, %d(%%rsp)", reg_name(reg_var_cap(reg), 8), cap);
      return;
    }
  }
  emit("movq $0, %d(%%rsp)", cap);
}

static void safe_arg_store(Type *ty, Value *v, int w, int total, int before) {
  if (depth != safe_area_depth(total, before))
    error_tok(site_tok, "internal error: unbalanced argument");
  int val = 8 * w, cap = 8 * (total + w);
  int n = safe_arg_words(ty);
  if (v) {
    store_arg_in_place(v, val, cap);
    return;
  }
  switch (ty->kind) {
  case TY_FLOAT:
    emit("movss %%xmm0, %d(%%rsp)", val);
    break;
  case TY_DOUBLE:
    emit("movsd %%xmm0, %d(%%rsp)", val);
    break;
  case TY_LDOUBLE:
    emit("fstpt %d(%%rsp)", val);
    break;
  case TY_INT128:
    emit("mov %%rax, %d(%%rsp)", val);
    emit("mov %%rdx, %d(%%rsp)", val + 8);
    break;
  case TY_STRUCT:
  case TY_UNION:
    emit_access_check(RAX, 0, ty->size, false);
    emit("lea %d(%%rsp), %%rdi", val);
    copy_memory(RAX, RDI, ty->size);
    store_arg_caps(ty, cap);
    return;
  default:
    emit("mov %%rax, %d(%%rsp)", val);
    if (is_ptr_ty(ty)) {
      emit("mov %%r12, %d(%%rsp)", cap);
      return;
    }
  }
  for (int i = 0; i < n; i++)
    emit("movq $0, %d(%%rsp)", cap + 8 * i);
}

// The call: to fn, or (fn null) through the function pointer just
// computed, after the check that it is a function object; W in %r10.
// The area is released after it.
static void safe_call(Obj *fn, int total, int before) {
  if (!fn)
    emit_call_check();
  emit("mov $%d, %%r10d", total);
  if (fn)
    emit("call %s", operand_symbol(symbol_name(fn)));
  else
    emit("call *%%rax");
  note_call_emitted();
  adjust_stack(before - safe_area_depth(total, before));
}

// `return expr` of type ty: the value is in the result register; a struct
// is copied through the hidden pointer.  %r12 is set for every type.
static void gen_return_value_safe(Type *ty) {
  if (is_struct_or_union(ty)) {
    emit("mov %d(%%rbp), %%rdi", cur_frame->hidden_ret_offset);
    emit("mov %d(%%rbp), %%r13", cur_frame->hidden_ret_offset + 8);
    store_at(ty, RDI, 0);
    return;
  }
  if (!is_ptr_ty(ty))
    clear_cap("%r12");
}

// Frame layout of a safe function: the parameters are locals like any
// other (copied from the caller's area by the prologue); boxed locals hold
// the address of their object; pointers not boxed take 16 bytes (address,
// capability).
static void layout_frame_safe(Obj *fn, Frame *frame) {
  memset(frame, 0, sizeof(*frame));
  frame->fn = fn;
  choose_register_vars(fn, frame);
  int64_t bottom = 0;
  bottom += 8;
  frame->arg_count_offset = -bottom;
  bottom += 8;
  frame->arg_caps_offset = -bottom;
  if (fn->ty->is_variadic) {
    bottom += 8;
    frame->va_area_offset = -bottom;
  }
  if (is_struct_or_union(fn->ty->return_ty)) {
    bottom += 16;
    frame->hidden_ret_offset = -bottom;
  }
  frame->vla_scope_slots = xcalloc(1, sizeof(int));
  for (int i = 0; i < frame->num_reg_vars; i++) {
    bottom += 8;
    frame->reg_save_slots[i] = -bottom;
    if (frame->cap_regs[i] >= 0) {
      bottom += 8;
      frame->cap_save_slots[i] = -bottom;
    }
  }
  for (Obj *var = fn->locals; var; var = var->next) {
    bool indirect; // never in safe mode
    if (!is_register_local(frame, var))
      bottom = place_local(fn, var, bottom, &indirect);
  }
  frame->stack_size = stack_bytes(fn->tok, align_to64(bottom, 16), "the local variables");
  fn->stack_size = frame->stack_size;
}

// The prologue stored %r10 and %r11 in the frame (entry_changes_arg_regs).
static bool arg_slots_stored;

// The caller's word count as an operand: %r10 while arg_regs_live, else
// its frame slot.
static char *arg_count_operand(void) {
  if (arg_regs_live)
    return "%r10";
  assert(arg_slots_stored);
  return format("%d(%%rbp)", cur_frame->arg_count_offset);
}

// The register holding the address of the capability words: %r11 while
// arg_regs_live, else %rcx, loaded from the frame.
static char *arg_caps_reg(void) {
  if (arg_regs_live)
    return "%r11";
  assert(arg_slots_stored);
  emit("mov %d(%%rbp), %%rcx", cur_frame->arg_caps_offset);
  return "%rcx";
}

// The capabilities of parameter words w..w+n-1 into the object at %rdi
// (capability in %r13) that the words were copied to.
static void copy_param_caps(int w, int n) {
  assert(!arg_regs_live); // (the object's copy may have changed %r11)
  arg_caps_reg();         // the address, into %rcx
  if (n <= UNROLL_WORDS) {
    for (int i = 0; i < n; i++) {
      emit("mov %d(%%rcx), %%rdx", 8 * (w + i));
      store_cap(RDI, 8 * i, "%rdx");
    }
    return;
  }
  char *loop = new_label();
  emit("add $%d, %%rcx", 8 * w);
  emit("mov $%d, %%esi", n);
  emit_label(loop);
  emit("mov (%%rcx), %%rdx");
  store_cap(RDI, 0, "%rdx");
  emit("add $8, %%rcx");
  emit("add $8, %%rdi");
  emit("dec %%esi");
  emit("jnz %s", loop);
}

// Target.safe_args_below: to label when the caller passed fewer than
// `words` words.
static void safe_args_below(int words, char *label) {
  emit("cmpq $%d, %s", words, arg_count_operand());
  emit("jb %s", label);
}

// Copies parameter p, words w.. of the caller's area, into its slot or
// object; `checked`: nothing if the caller passed fewer words (it stays
// zero).
static void safe_copy_param(Obj *p, int w, bool checked) {
  int n = safe_arg_words(p->ty), size = p->ty->size;
  if (n == 0)
    return;
  int reg = var_register(p), xmm = float_var_register(p);
  char *skip = checked ? new_label() : NULL;
  if (checked) {
    if (xmm >= 0)
      emit("xorps %%xmm%d, %%xmm%d", xmm, xmm); // as a slot, it starts at zero
    safe_args_below(w + n, skip);
  }
  if (reg >= 0) {
    emit("mov %d(%%rbp), %s", 16 + 8 * w, reg_name(reg, 8)); // one word
    if (reg_var_cap(reg) >= 0) // a pointer: its capability too
      emit("mov %d(%s), %s", 8 * w, arg_caps_reg(), reg_name(reg_var_cap(reg), 8));
  } else if (xmm >= 0) {
    emit("movsd %d(%%rbp), %%xmm%d", 16 + 8 * w, xmm); // a float or double: one word
  } else if (is_object_local(p)) {
    arg_regs_live = false; // (the copy and the capabilities' stores)
    var_address(p, RDI); // and its capability in %r13
    emit("lea %d(%%rbp), %%rsi", 16 + 8 * w);
    copy_memory(RSI, RDI, size);
    if (type_has_pointer(p->ty))
      copy_param_caps(w, n);
  } else if (n > UNROLL_WORDS) {
    arg_regs_live = false; // (the copy)
    emit("lea %d(%%rbp), %%rsi", 16 + 8 * w);
    emit("lea %d(%%rbp), %%rdi", p->offset);
    copy_memory(RSI, RDI, size);
  } else {
    for (int i = 0; i < n; i++) {
      int part = MIN(size - 8 * i, 8);
      emit("mov %d(%%rbp), %%rax", 16 + 8 * (w + i));
      store_bytes(RAX, RBP, p->offset + 8 * i, part);
    }
    if (is_ptr_ty(p->ty)) {
      emit("mov %d(%s), %%rax", 8 * w, arg_caps_reg());
      emit("mov %%rax, %d(%%rbp)", p->offset + 8);
    }
  }
  if (skip)
    emit_label(skip);
}

// Packs the words after the named ones into the variadic arguments object.
static void safe_pack_varargs(int named) {
  char *some = new_label();
  emit("mov %s, %%rdx", arg_count_operand());
  emit("sub $%d, %%rdx", named);
  emit("jae %s", some);
  emit("xor %%edx, %%edx");
  emit_label(some);
  emit("lea %d(%%rbp), %%rdi", 16 + 8 * named);
  emit("mov %s, %%rsi", arg_caps_reg());
  emit("add $%d, %%rsi", 8 * named);
  call_helper("sc.rt.va_pack");
  emit("mov %%rax, %d(%%rbp)", cur_frame->va_area_offset);
}

// With -fno-selective-zeroing every frame slot starts as zero, not only
// those zero_slots clears.  Keeps %r10 (the argument count).
static void zero_frame(int size) {
  if (size <= 256) {
    for (int off = 8; off <= size; off += 8)
      emit("movq $0, -%d(%%rbp)", off);
    return;
  }
  emit("lea -%d(%%rbp), %%rdi", size);
  emit("mov $%d, %%ecx", size / 8);
  emit("xor %%eax, %%eax");
  emit("rep stosq");
}

// The frame slots that must start at zero (src/frame.c): the hidden
// result pointer and its capability, which a caller may not pass, and the
// locals slot_must_be_zero names (a frame object's payload, rounded up to
// words: its slot is 16-aligned).  Word by word, or with `rep stosq` for
// big objects.  Keeps %r10 (the argument count).
static void zero_slots(Obj *fn, Frame *frame) {
  if (frame->hidden_ret_offset) {
    emit("movq $0, %d(%%rbp)", frame->hidden_ret_offset);
    emit("movq $0, %d(%%rbp)", frame->hidden_ret_offset + 8);
  }
  for (Obj *var = fn->locals; var; var = var->next) {
    if (is_register_local(frame, var) || !slot_must_be_zero(fn, var))
      continue;
    int words = is_ptr_ty(var->ty) && !is_object_local(var) ? 2 : safe_arg_words(var->ty);
    if (words > UNROLL_WORDS) {
      emit("lea %d(%%rbp), %%rdi", var->offset);
      emit("mov $%d, %%ecx", words);
      emit("xor %%eax, %%eax");
      emit("rep stosq");
      continue;
    }
    for (int i = 0; i < words; i++)
      emit("movq $0, %d(%%rbp)", var->offset + 8 * i);
  }
}

// Does the entry of fn (src/gen_call.c's safe_function_entry) do
// something that may change %r10 or %r11 before it has read the
// parameters' words: allocate an object before the parameters are
// copied (a call), or copy a parameter as memory (an object, or one of
// more than UNROLL_WORDS words)?  Then the prologue stores the word count
// and the address of the capability words in the frame, where the rest of
// the entry reads them (arg_count_operand, arg_caps_reg); otherwise they
// stay in their registers only.
static bool entry_changes_arg_regs(Obj *fn) {
  for (Obj *var = fn->locals; var; var = var->next)
    if (is_boxed(var) && var->ty->kind != TY_VLA && !is_allocated_at_declaration(var))
      return true;
  for (Obj *p = fn->params; p; p = p->next) {
    int n = safe_arg_words(p->ty);
    if (n > 0 && (is_object_local(p) || n > UNROLL_WORDS))
      return true;
  }
  return false;
}

// The prologue after the frame is set up: clears the slots that must be
// zero, saves the callee-saved registers and records the argument count
// and where the capability words are (in %r10 and %r11, and in the frame
// when the entry needs them there).  src/gen_call.c goes on with the
// objects of object locals, the parameters and the variadic arguments.
static void safe_prologue(Obj *fn, Frame *frame) {
  if (opt_selective_zeroing)
    zero_slots(fn, frame);
  else
    zero_frame(frame->stack_size);
  save_callee_saved(frame);
  arg_slots_stored = entry_changes_arg_regs(fn);
  if (arg_slots_stored)
    emit("mov %%r10, %d(%%rbp)", frame->arg_count_offset);
  emit("lea 16(%%rbp,%%r10,8), %%r11");
  if (arg_slots_stored)
    emit("mov %%r11, %d(%%rbp)", frame->arg_caps_offset);
  arg_regs_live = true;
}

// The hidden result pointer, word 0 of the caller's area, into its slot
// with its capability (nothing if the caller passed no word).
static void safe_copy_hidden_result(void) {
  char *skip = new_label();
  emit("cmpq $1, %s", arg_count_operand());
  emit("jb %s", skip);
  emit("mov 16(%%rbp), %%rax");
  emit("mov %%rax, %d(%%rbp)", cur_frame->hidden_ret_offset);
  emit("mov (%s), %%rax", arg_caps_reg());
  emit("mov %%rax, %d(%%rbp)", cur_frame->hidden_ret_offset + 8);
  emit_label(skip);
}

// Target.load_va_area: the variadic arguments object (safe_pack_varargs
// made it), its own capability.
static void load_va_area(void) {
  emit("mov %d(%%rbp), %%rax", cur_frame->va_area_offset);
  emit("mov %%rax, %%r12");
}
