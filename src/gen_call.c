// gen_call.c — calls.  In plain mode (-funsafe) the platform ABI's, with
// the order arguments are generated in decided here and where each goes
// decided by the target's classification.  In safe mode both sides of
// the safe calling convention's argument-word layout
// (docs/safe-mode.md, "Calls").  A call passes W
// argument words followed by their W capability words in an area the
// target reserves, and W in a register the target chooses; a struct or
// union result goes through a hidden pointer, which is word 0.  The
// target stores each value as words and makes the call
// (docs/codegen-interface.md, "Safe-mode primitives").

#include "codegen.h"

// A register argument that is a local read as it is, in a register or
// its frame slot, so the target loads it straight into the argument's
// register: the local, seen through conversions that need no instruction
// there (between pointers, and to an integer of 4 or 8 bytes, of which a
// callee reads only the width it declared); else null.  A conversion to
// a narrower type stays: callees may rely on a char or short argument
// arriving extended to 32 bits.
static Node *local_read_by_argument(Node *arg) {
  Node *node = arg;
  while (node->kind == ND_CAST && node->lhs->ty &&
         ((node->ty->kind == TY_PTR && node->lhs->ty->kind == TY_PTR) ||
          (is_integer_like(node->ty) && node->ty->kind != TY_BOOL && node->ty->size >= 4 &&
           is_integer_like(node->lhs->ty))))
    node = node->lhs;
  if (!is_one_word_scalar(node->ty) || is_flonum(node->ty))
    return NULL;
  return lives_in_register(node) || is_frame_slot_var(node) ? node : NULL;
}

// A plain-mode call: each argument left to right, a stack argument
// stored to the outgoing area as soon as it is computed and a register
// argument kept (pushed) until every argument that may call is done (the
// last of them, for a direct callee, goes straight to its register);
// then an indirect callee's address, the kept arguments into their
// registers, and last the light single-register scalars (C leaves the
// order of arguments unspecified), each generated straight into its
// register or loaded there as a constant or a local.  The value
// of the call is left where the target keeps results; for a struct or
// union, the address of the caller's return buffer.
void gen_platform_call(Node *node) {
  if (is_struct_or_union(node->ty) && !node->ret_buffer)
    error_tok(node->tok, "internal error: call without a return buffer");
  int n = 0;
  for (Node *a = node->args; a; a = a->next)
    n++;
  Node **args = xcalloc(n + 1, sizeof(Node *));
  Type **types = xcalloc(n + 1, sizeof(Type *));
  n = 0;
  for (Node *a = node->args; a; a = a->next, n++) {
    args[n] = a;
    types[n] = a->ty;
  }
  bool *late = xcalloc(n + 1, sizeof(bool));
  void *plan = target->call_begin(node->tok, node->func_ty, node->ty, types, n);
  Obj *fn = direct_callee(node);
  int last_kept = -1;
  for (int i = 0; i < n; i++) {
    late[i] = target->call_arg_in_one_register(plan, i) && is_light(args[i]);
    if (!late[i])
      last_kept = i;
  }
  // The last argument generated before the light ones goes straight to
  // its register when it takes one and nothing but light arguments
  // (which touch only the result register) comes after it.
  bool last_straight = fn && last_kept >= 0 && target->call_arg_in_one_register(plan, last_kept);
  for (int i = 0; i < n; i++) {
    if (late[i])
      continue;
    gen_expr(args[i]);
    if (i == last_kept && last_straight)
      target->call_late_arg(plan, i, NULL);
    else
      target->call_arg_store(plan, i);
  }
  if (!fn) {
    gen_expr(node->lhs);
    target->call_save_callee(plan);
  }
  for (int i = n - 1; i >= 0; i--)
    if (!late[i] && !(i == last_kept && last_straight))
      target->call_arg_to_register(plan, i);
  for (int i = 0; i < n; i++) {
    if (!late[i])
      continue;
    Value v = operand_value(args[i]);
    Node *local = local_read_by_argument(args[i]);
    if (v.kind != V_CONST && local)
      v = operand_value(local);
    if (v.kind == V_CONST || local) {
      target->call_late_arg(plan, i, &v);
    } else {
      gen_expr(args[i]);
      target->call_late_arg(plan, i, NULL);
    }
  }
  target->call(plan, fn, node->ret_buffer);
  free(args);
  free(types);
  free(late);
}

// The argument words of a value of type ty: one per 8 bytes or part.
int safe_arg_words(Type *ty) {
  return (ty->size + 7) / 8;
}

// A safe-mode argument the target stores as it is, without generating it
// first: an integer or pointer constant, or an 8-byte integer or a
// pointer in a register local, seen through conversions between
// pointers (which keep the capability) or between 8-byte integers.
// Sets *v to what is stored.
static bool is_stored_in_place(Node *arg, Value *v) {
  if (!is_integer_like(arg->ty) || value_is_address(arg->ty) || arg->ty->size != 8)
    return false;
  if (v->kind == V_CONST)
    return true;
  Node *node = arg;
  while (node->kind == ND_CAST && node->lhs->ty && node->lhs->ty->size == 8 &&
         (node->ty->kind == TY_PTR) == (node->lhs->ty->kind == TY_PTR) &&
         is_integer_like(node->lhs->ty) && !value_is_address(node->lhs->ty))
    node = node->lhs;
  if (!lives_in_register(node))
    return false;
  *v = operand_value(node);
  return true;
}

// The call `node`: arguments left to right, each stored as its words as
// soon as it is computed; then the callee (a direct call names its
// function, an indirect one is checked to be a function object).  The
// value of the call is left where the target keeps results; for a struct
// or union, the address of the caller's return buffer.
void gen_safe_call(Node *node) {
  Type *ret = node->ty;
  bool hidden = is_struct_or_union(ret);
  if (hidden && !node->ret_buffer)
    error_tok(node->tok, "internal error: call without a return buffer");
  int64_t words = hidden ? 1 : 0;
  for (Node *a = node->args; a; a = a->next)
    words += safe_arg_words(a->ty);
  // (each word and its capability word: 16 bytes)
  int total = stack_bytes(node->tok, 16 * words, "the arguments") / 16;

  int area = target->safe_args_begin(total);
  int w = 0;
  if (hidden) {
    target->load_address(&(Mem){.base = MEM_VAR, .var = node->ret_buffer});
    target->safe_arg_store(pointer_to(ret), NULL, 0, total, area);
    w = 1;
  }
  for (Node *a = node->args; a; a = a->next) {
    Value v = operand_value(a);
    if (is_stored_in_place(a, &v)) {
      target->safe_arg_store(a->ty, &v, w, total, area);
    } else {
      gen_expr(a);
      target->safe_arg_store(a->ty, NULL, w, total, area);
    }
    w += safe_arg_words(a->ty);
  }

  Obj *fn = direct_callee(node);
  if (!fn)
    gen_expr(node->lhs);
  target->safe_call(fn, total, area);

  if (hidden)
    target->load_address(&(Mem){.base = MEM_VAR, .var = node->ret_buffer});
  else
    target->call_result(ret);
}

// The parameters from words `first`.. of the caller's area, each one
// copied only when the caller passed all its words (`checked`), or
// unconditionally.  Returns the word after the last parameter's.
static int copy_param_words(Obj *fn, int first, bool checked) {
  int w = first;
  for (Obj *p = fn->params; p; p = p->next) {
    target->safe_copy_param(p, w, checked);
    w += safe_arg_words(p->ty);
  }
  return w;
}

// Safe mode's parameters, with -fcount-args-once: one test of the
// caller's word count chooses between copying every parameter without
// a test (the caller passed them all, as any call through a prototype
// does) and, out of line (Target.begin_cold_code), zeroing the
// parameters' slots and copying each one only when the caller passed its
// words.  The prologue then
// zeroes no parameter slot (frame.c's slot_must_be_zero).  An object
// parameter's storage is zeroed by the prologue or its allocation
// either way.  Returns the word after the last parameter's.
static int copy_params(Obj *fn, int first) {
  int end = first;
  for (Obj *p = fn->params; p; p = p->next)
    end += safe_arg_words(p->ty);
  if (!opt_count_args_once || end == first)
    return copy_param_words(fn, first, true);
  char *fewer = new_label(), *join = new_label();
  target->safe_args_below(end, fewer);
  copy_param_words(fn, first, false);
  emit_label(join);
  target->begin_cold_code();
  emit_label(fewer);
  for (Obj *p = fn->params; p; p = p->next)
    if (!is_object_local(p))
      gen_zero_local(p);
  copy_param_words(fn, first, true);
  target->jump(join);
  target->end_cold_code();
  return end;
}

// The callee's side, after the target's prologue recorded the word count:
// the objects of the object locals that live from the function's entry
// (a frame object's header; a heap object for a boxed local that is not a
// VLA and is not made where its declaration is reached), then the
// parameters from their words (word 0 is the hidden result pointer, when
// there is one), the variadic words into their object, and the
// function-entry safepoint poll (DESIGN §5).
void safe_function_entry(Obj *fn) {
  for (Obj *var = fn->locals; var; var = var->next) {
    if (is_frame_object(var) && !is_frame_object_made_at_declaration(var))
      target->write_object_header(var);
    else if (is_boxed(var) && var->ty->kind != TY_VLA && !is_allocated_at_declaration(var))
      target->alloc_local_object(var);
  }
  int w = 0;
  if (is_struct_or_union(fn->ty->return_ty)) {
    target->safe_copy_hidden_result();
    w = 1;
  }
  int named = copy_params(fn, w);
  if (fn->ty->is_variadic)
    target->safe_pack_varargs(named);
  target->safepoint(NULL);
}
