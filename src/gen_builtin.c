// gen_builtin.c — the GCC builtins, va_start/va_arg/va_copy and alloca:
// the order their operands are generated in, the language's limits on
// their types, and safe mode's va_list (one checked pointer into the
// variadic arguments object, the same on every target).  The
// instructions are the target's (Target.atomic_cas, va_arg, ...).

#include "codegen.h"

// Safe mode: the pointer operand of an atomic or overflow builtin, just
// generated, must allow a write of `size` bytes.  Checked at once,
// before the other operands are generated, since the target may hold the
// pointer without its capability.
static void check_pointer_operand(int64_t size) {
  if (opt_safe)
    target->check_access(size, true);
}

// Generates the pointer operand of an atomic or overflow builtin, checks
// it for `size` bytes and holds it (with its capability when
// `with_capability`) while the other operands are generated.
static int gen_held_pointer(Node *ptr, int64_t size, bool with_capability) {
  gen_expr(ptr);
  check_pointer_operand(size);
  return target->hold_value(with_capability ? ptr->ty : ty_long, false);
}

static void check_atomic_size(Node *node, Type *ty) {
  if (ty->kind == TY_LDOUBLE || value_is_address(ty) ||
      (ty->size != 1 && ty->size != 2 && ty->size != 4 && ty->size != 8))
    error_tok(node->tok, "unsupported operand type for an atomic operation");
}

// Does an atomic operation on objects of type ty carry capabilities
// (safe mode's pointers: the capability is exchanged with the value)?
static bool atomic_with_capability(Type *ty) {
  return opt_safe && ty->kind == TY_PTR;
}

// __atomic_compare_exchange(p, expected, desired): 1 when *p was
// *expected and is now desired, else 0 with *p's value in *expected.
static void gen_cas(Node *node) {
  Type *ty = node->cas_new->ty;
  bool caps = atomic_with_capability(ty);
  if (ty->kind != TY_INT128 && !caps)
    check_atomic_size(node, ty);
  int size = caps ? 8 : ty->size;
  int addr = gen_held_pointer(node->cas_addr, size, caps);
  int old = gen_held_pointer(node->cas_old, size, caps);
  gen_expr(node->cas_new);
  target->atomic_cas(ty, addr, old);
}

// __atomic_exchange_n(p, v): *p = v, the value before.
static void gen_exchange(Node *node) {
  Type *ty = node->ty;
  check_atomic_size(node, ty);
  bool caps = atomic_with_capability(ty);
  int addr = gen_held_pointer(node->lhs, caps ? 8 : ty->size, caps);
  gen_expr(node->rhs);
  target->atomic_exchange(ty, addr);
}

// __atomic_fetch_{add,sub,and,or,xor}(p, v): the value before.  In safe
// mode a pointer's add and sub keep its capability: the old pointer comes
// back with it (a bitwise operation's result is bits, with none).
static void gen_fetch_op(Node *node) {
  Type *ty = node->ty;
  check_atomic_size(node, ty);
  if (ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE)
    error_tok(node->tok, "unsupported operand type for an atomic operation");
  bool caps = atomic_with_capability(ty) && (node->op == ND_ADD || node->op == ND_SUB);
  int addr = gen_held_pointer(node->lhs, ty->size, caps);
  gen_expr(node->rhs);
  target->atomic_fetch_op(node->op, ty, addr);
}

// __builtin_{add,sub,mul}_overflow(a, b, out): the operation at the
// width of *out's type, 1 when it overflowed.
static void gen_overflow(Node *node) {
  Type *ty = node->cas_addr->ty->base;
  if (!is_integer_like(ty))
    error_tok(node->tok, "unsupported type for an overflow builtin");
  gen_expr(node->lhs);
  int lhs = target->hold_value(ty_long, false);
  gen_expr(node->rhs);
  int rhs = target->hold_value(ty_long, false);
  gen_expr(node->cas_addr);
  check_pointer_operand(ty->size);
  target->overflow_op(node->kind, ty, lhs, rhs);
}

// Safe mode's va_list is an array of one pointer (docs/safe-mode.md):
// va_start points it at the variadic arguments object, va_arg reads
// through it (an ordinary checked access, so reading past the passed
// arguments traps) and moves it on by the argument's words, va_copy
// copies it with its capability.
static Type *va_pointer_type(void) {
  return pointer_to(ty_void);
}

static void gen_va_start_safe(Node *node) {
  gen_expr(node->lhs);
  target->address_aside();
  target->load_va_area();
  target->store(va_pointer_type(), &(Mem){.base = MEM_ASIDE});
}

static void gen_va_arg_safe(Node *node) {
  Type *ptr = va_pointer_type();
  gen_expr(node->lhs);
  target->address_aside();
  target->load(ptr, &(Mem){.base = MEM_ASIDE});
  int held = target->hold_value(ptr, false);
  target->load_address(&(Mem){.base = MEM_RESULT, .offset = 8 * safe_arg_words(node->ty->base)});
  target->store(ptr, &(Mem){.base = MEM_ASIDE});
  target->release_value(ptr, held);
}

static void gen_va_copy_safe(Node *node) {
  Type *ptr = va_pointer_type();
  gen_expr(node->rhs);
  target->load(ptr, &(Mem){.base = MEM_RESULT});
  int held = target->hold_value(ptr, false);
  gen_expr(node->lhs);
  target->address_aside();
  target->release_value(ptr, held);
  target->store(ptr, &(Mem){.base = MEM_ASIDE});
}

// va_start(ap), va_arg(ap, T) and va_copy(dst, src): the address of ap
// (of dst and src) is the operand; the platform's va_list is the
// target's.
static void gen_va(Node *node) {
  switch (node->kind) {
  case ND_VA_START:
    if (opt_safe) {
      gen_va_start_safe(node);
      return;
    }
    gen_expr(node->lhs);
    target->va_list_start();
    return;
  case ND_VA_ARG:
    if (opt_safe) {
      gen_va_arg_safe(node);
      return;
    }
    gen_expr(node->lhs);
    target->va_list_arg(node->ty->base, node->var);
    return;
  default: // ND_VA_COPY
    if (opt_safe) {
      gen_va_copy_safe(node);
      return;
    }
    gen_expr(node->lhs);
    int held = target->hold_value(ty_long, false);
    gen_expr(node->rhs);
    target->va_list_copy(held);
  }
}

// Is `fn`, called with one argument in a call of type ty, the C library's
// sqrt (ty double) or sqrtf (ty float) as math.h declares it, and not
// defined in this translation unit?
static bool is_library_sqrt(Obj *fn, Type *ty) {
  bool named = (ty->kind == TY_DOUBLE && !strcmp(fn->name, "sqrt")) ||
               (ty->kind == TY_FLOAT && !strcmp(fn->name, "sqrtf"));
  if (!named || fn->is_definition || fn->is_static)
    return false;
  Type *ft = fn->ty;
  return ft->kind == TY_FUNC && !ft->is_variadic && ft->return_ty->kind == ty->kind &&
         ft->params && !ft->params->next && ft->params->kind == ty->kind;
}

static void inline_library_call(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  (void)ctx;
  Obj *fn = node->kind == ND_FUNCALL ? direct_callee(node) : NULL;
  if (!fn || !node->args || node->args->next || node->args->ty->kind != node->ty->kind ||
      !is_library_sqrt(fn, node->ty))
    return;
  node->kind = ND_SQRT;
  node->lhs = node->args;
  node->args = NULL;
  node->var = fn;
}

// Calls of the C library's sqrt and sqrtf become ND_SQRT nodes that keep
// the library function in Node.var (-fno-builtin, -fno-builtin-sqrt and
// -ffreestanding keep them calls), as gcc and clang treat them: the
// target computes the root inline when the argument is not below zero,
// and otherwise gives the library's result and errno
// (Target.library_sqrt).  Done before any analysis of the function, so
// that a loop calling sqrt counts as calling nothing.
void inline_library_calls(Obj *prog) {
  if (!opt_builtin_sqrt)
    return;
  for (Obj *fn = prog; fn; fn = fn->next)
    if (fn->is_function && fn->is_definition)
      walk_every_form(fn->body, inline_library_call, NULL);
}

// The builtins and va_*: the node kinds gen_expr.c hands here.
void gen_builtin(Node *node) {
  switch (node->kind) {
  case ND_CAS: gen_cas(node); return;
  case ND_EXCH: gen_exchange(node); return;
  case ND_FETCH_OP: gen_fetch_op(node); return;
  case ND_OVF_ADD: case ND_OVF_SUB: case ND_OVF_MUL: gen_overflow(node); return;
  case ND_FENCE: target->fence(); return;
  case ND_TRAP: target->trap(); return;
  case ND_FRAME_ADDR: target->load_frame_address(); return;
  case ND_OBJECT_SIZE:
    gen_expr(node->lhs);
    target->object_size_left();
    return;
  case ND_PREFETCH:
    gen_expr(node->lhs);
    target->prefetch(node->val);
    return;
  case ND_SQRT:
    gen_expr(node->lhs);
    if (node->var)
      target->library_sqrt(node->ty, node->var);
    else
      target->unary_op(ND_SQRT, node->ty);
    return;
  case ND_CLZ: case ND_CTZ: case ND_POPCOUNT: case ND_BSWAP:
    gen_expr(node->lhs);
    target->unary_op(node->kind, node->lhs->ty);
    return;
  case ND_ALLOCA: case ND_VLA_ALLOC:
    gen_expr(node->lhs);
    target->stack_alloc(node->kind == ND_VLA_ALLOC ? node->var : NULL);
    return;
  case ND_VA_START: case ND_VA_ARG: case ND_VA_COPY:
    gen_va(node);
    return;
  default:
    error_tok(node->tok, "invalid expression");
  }
}
