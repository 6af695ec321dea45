// function.c — frame layout, prologue and epilogue of each function
// (Target.prologue and Target.epilogue; src/codegen.c generates the
// statements between them).
//
// Frame (addresses grow upward):
//   16(%rbp)...   stack-passed parameters (caller's outgoing area)
//    8(%rbp)      return address
//    0(%rbp)      saved %rbp
//   below         register save area (variadic), hidden return pointer,
//                 locals; %rsp = %rbp - stack_size, then pushed temporaries.

#include "x86.h"

static int vla_scope_slot(Node *loop) {
  for (int i = 0; i < cur_frame->num_vla_scopes; i++)
    if (cur_frame->vla_scopes[i] == loop)
      return cur_frame->vla_scope_slots[i];
  return 0;
}

// Parameters that arrived on the stack stay where the caller put them:
// their Obj.offset is positive (above the return address), and they get
// no slot in this frame.
static void place_stack_params(Obj *fn, Frame *frame, bool hidden) {
  int n = 0;
  for (Obj *p = fn->params; p; p = p->next)
    n++;
  ArgLoc *locs = xcalloc(n + 1, sizeof(ArgLoc));
  int i = 0;
  for (Obj *p = fn->params; p; p = p->next, i++)
    locs[i].ty = p->ty;
  frame->named_stack = place_args(fn->tok, locs, n, hidden, &frame->named_gp, &frame->named_fp);
  i = 0;
  for (Obj *p = fn->params; p; p = p->next, i++)
    if (locs[i].on_stack)
      p->offset = 16 + locs[i].stack_offset;
  free(locs);
}

// The frame layout, computed once per function: assigns every local's
// Obj.offset (negative, below %rbp; positive for parameters that arrived
// on the stack) and Obj.stack_size, and records the special slots.
static void layout_frame(Obj *fn, Frame *frame) {
  if (opt_safe) {
    layout_frame_safe(fn, frame);
    return;
  }
  memset(frame, 0, sizeof(*frame));
  frame->fn = fn;
  choose_register_vars(fn, frame);
  int64_t bottom = 0;
  if (fn->ty->is_variadic) {
    bottom = align_to64(bottom + 176, 16);
    frame->reg_save_offset = -bottom;
  }
  Type *ret = fn->ty->return_ty;
  bool hidden = returns_in_memory(ret);
  if (hidden) {
    bottom += 8;
    frame->hidden_ret_offset = -bottom;
  }
  frame->num_vla_scopes = find_vla_scopes(fn->body, &frame->vla_scopes);
  frame->vla_scope_slots = xcalloc(frame->num_vla_scopes + 1, sizeof(int));
  for (int i = 0; i < frame->num_vla_scopes; i++) {
    bottom = align_to64(bottom + 8, 8);
    frame->vla_scope_slots[i] = -bottom;
  }
  place_stack_params(fn, frame, hidden);
  for (Obj *var = fn->locals; var; var = var->next) {
    // A positive offset was just given to a stack-passed parameter.
    if (is_register_local(frame, var) || var->offset > 0)
      continue;
    bool indirect;
    bottom = place_local(fn, var, bottom, &indirect);
    if (indirect) {
      frame->overaligned = xrealloc(frame->overaligned, sizeof(Obj *) * (frame->num_overaligned + 1));
      frame->overaligned[frame->num_overaligned++] = var;
    }
  }

  for (int i = 0; i < frame->num_reg_vars; i++) {
    bottom = align_to64(bottom + 8, 8);
    frame->reg_save_slots[i] = -bottom;
  }

  frame->stack_size = stack_bytes(fn->tok, align_to64(bottom, 16), "the local variables");
  fn->stack_size = frame->stack_size;
}

// Locals aligned beyond 16 bytes share one block that the prologue
// allocates below the frame and aligns; each one's slot receives its
// address.  They are laid out downward in list order, like the frame.
static void alloc_overaligned(Frame *frame) {
  if (!frame->num_overaligned)
    return;
  int max_align = 16;
  int64_t bottom = 0;
  int *offsets = xcalloc(frame->num_overaligned, sizeof(int));
  for (int i = 0; i < frame->num_overaligned; i++) {
    Obj *var = frame->overaligned[i];
    int align = local_align(var);
    max_align = MAX(max_align, align);
    bottom = align_to64(bottom + var->ty->size, align);
    offsets[i] = -bottom;
  }
  int size = stack_bytes(frame->fn->tok, align_to64(bottom + max_align, 16), "the local variables");
  emit("sub $%d, %%rsp", size);
  emit("lea %d(%%rsp), %%rax", size);
  emit("and $-%d, %%rax", max_align);
  for (int i = 0; i < frame->num_overaligned; i++) {
    emit("lea %d(%%rax), %%rdx", offsets[i]);
    emit("mov %%rdx, %d(%%rbp)", frame->overaligned[i]->offset);
  }
  free(offsets);
}

// The frame of the function being generated, from prologue to epilogue.
static Frame frame;

// fn's frame layout and prologue (Target.prologue): the frame, the
// callee-saved registers and (-funsafe) the parameters; in safe mode
// src/gen_call.c copies them (safe_prologue says what comes first).
static void prologue(Obj *fn) {
  layout_frame(fn, &frame);
  frame.return_label = new_label();
  cur_frame = &frame;
  depth = 0;

  emit_directive(".cfi_startproc");
  emit("push %%rbp");
  emit_directive(".cfi_def_cfa_offset 16");
  emit_directive(".cfi_offset %%rbp, -16");
  emit("mov %%rsp, %%rbp");
  emit_directive(".cfi_def_cfa_register %%rbp");
  if (frame.stack_size)
    emit("sub $%d, %%rsp", frame.stack_size);
  if (opt_safe) {
    safe_prologue(fn, &frame); // it saves the registers after zeroing the slots that must be zero
  } else {
    save_callee_saved(&frame);
    store_params(fn, &frame);
  }
}

// The end of the prologue, after the parameters (Target.begin_body):
// over-aligned locals and the VLA scope slots.
static void begin_body(Obj *fn) {
  (void)fn;
  alloc_overaligned(&frame); // after the parameters: it uses %rax and %rdx
  // A goto into such a loop skips its entry; start from a sane value.
  for (int i = 0; i < frame.num_vla_scopes; i++)
    emit("mov %%rsp, %d(%%rbp)", frame.vla_scope_slots[i]);
}

// What the epilogue does: the callee-saved registers back, the frame
// gone, the return.
static void emit_return_sequence(Frame *f) {
  restore_callee_saved(f);
  emit_directive(".cfi_remember_state");
  emit("leave"); // mov %rbp, %rsp; pop %rbp
  emit_directive(".cfi_def_cfa %%rsp, 8");
  emit("ret");
  emit_directive(".cfi_restore_state");
}

// A `return` copies the epilogue instead of jumping to it when the
// epilogue restores at most this many registers: one jump fewer per
// call for a few instructions more per return.
enum { MAX_COPIED_RESTORES = 3 };

// The epilogue as text for a return to copy, or NULL when it is too long
// to copy.  Made once per function.
static char *epilogue_copy(Frame *f) {
  int restores = 0;
  for (int i = 0; i < f->num_reg_vars; i++)
    restores += 1 + (f->cap_regs[i] >= 0);
  if (restores > MAX_COPIED_RESTORES)
    return NULL;
  if (!f->epilogue_text) {
    size_t len;
    FILE *text = open_memstream(&f->epilogue_text, &len);
    FILE *out = emit_switch_output(text);
    emit_return_sequence(f);
    fclose(emit_switch_output(out));
  }
  return f->epilogue_text;
}

// The end of fn (Target.epilogue): every return jumps here; then safe
// mode's out-of-line code.
static void epilogue(Obj *fn) {
  if (depth != 0 || !temps_all_free())
    error_tok(fn->tok, "internal error: unbalanced stack in code generator");
  emit_label(frame.return_label);
  emit_return_sequence(&frame);
  if (opt_safe)
    emit_safe_stubs();
  emit_directive(".cfi_endproc");
  cur_frame = NULL;
}

// DWARF's numbers of the registers (the SysV psABI's figure 3.36).
static int dwarf_register(Reg r) {
  static const int numbers[] = {[RAX] = 0, [RDX] = 1, [RCX] = 2, [RBX] = 3, [RSI] = 4, [RDI] = 5,
                                [RBP] = 6, [R8] = 8, [R9] = 9, [R10] = 10, [R11] = 11, [R12] = 12,
                                [R13] = 13, [R14] = 14, [R15] = 15};
  return numbers[r];
}

static int sleb128(uint8_t *out, int64_t v) {
  int n = 0;
  for (;;) {
    uint8_t byte = v & 0x7f;
    v >>= 7;
    bool done = (v == 0 && !(byte & 0x40)) || (v == -1 && (byte & 0x40));
    out[n++] = done ? byte : byte | 0x80;
    if (done)
      return n;
  }
}

// Where `var` lives in the function whose prologue came last
// (Target.debug_location): DW_OP_reg<n> for a register local (a
// pointer's value register in safe mode; xmm8.. are DWARF 25..),
// DW_OP_breg6 (%rbp) plus its offset for a slot, and a DW_OP_deref
// after that for a safe-mode local whose slot holds its object's
// address.
static int debug_location(Obj *var, uint8_t *expr) {
  int reg = var_register_in(&frame, var);
  if (reg >= 0) {
    expr[0] = 0x50 + dwarf_register((Reg)reg); // DW_OP_reg0..
    return 1;
  }
  for (int i = 0; i < frame.num_float_vars; i++)
    if (frame.float_vars[i] == var) {
      expr[0] = 0x90; // DW_OP_regx: xmm registers are 17..32
      expr[1] = 17 + FIRST_FLOAT_XMM + i;
      return 2;
    }
  if (var->offset == 0)
    return 0;
  expr[0] = 0x76; // DW_OP_breg6
  int n = 1 + sleb128(expr + 1, var->offset);
  if (opt_safe && is_boxed(var))
    expr[n++] = 0x06; // DW_OP_deref
  return n;
}
