// operands.c — what the generator knows about an operand before it
// generates it: the Value it can offer an instruction instead (a
// constant, a local's value), whether generating it is light (it leaves
// the secondary location alone), and whether its code calls nothing (a
// value may wait in a temporary register while it is generated).
//
// The last two are promises about the code every backend writes for these
// node kinds (docs/codegen-interface.md, "Operands"): a backend keeps
// them, and src/ relies on them to choose an evaluation order.

#include "codegen.h"

// The value of integer constant `node` (is_int_const): folded, or as
// written, wrapped to its type (a pointer constant as is).
int64_t const_value(Node *node) {
  int64_t v = node->val;
  if (node->kind != ND_NUM && fold_int(node, &v))
    return v;
  if (node->ty->kind == TY_PTR)
    return v;
  return int_repr(node->ty, v);
}

// The operand `node` as the target may take it without generating it
// first: a constant, a local variable's value, the value at a simple
// place, or (V_EXPR) an expression to generate.
Value operand_value(Node *node) {
  Value v = {.kind = V_EXPR, .ty = node->ty, .node = node};
  if (is_int_const(node)) {
    v.kind = V_CONST;
    v.imm = const_value(node);
    return v;
  }
  v.in_place = simple_place(node, &v.mem);
  if (node->kind == ND_VAR && node->var->is_local)
    v.kind = V_VAR;
  else if (v.in_place)
    v.kind = V_MEM;
  return v;
}

// A local the function reaches in its frame slot directly: not a
// register local, a VLA or an over-aligned local (reached through their
// slot), nor a safe-mode object.
bool is_frame_slot_var(Node *node) {
  if (node->kind != ND_VAR || !node->var->is_local)
    return false;
  Obj *var = node->var;
  return var->ty->kind != TY_VLA && !is_overaligned_local(current_function, var) &&
         !is_object_local(var) && !target->var_in_register(var);
}

// A local variable kept in a register for the whole function.
bool lives_in_register(Node *node) {
  return node->kind == ND_VAR && node->var->is_local && target->var_in_register(node->var);
}

// A value one load or store moves: an integer or pointer of at most 8
// bytes, a float or a double.
bool is_one_word_scalar(Type *ty) {
  return (is_integer_like(ty) && !value_is_address(ty) && ty->kind != TY_VLA && ty->size <= 8) ||
         ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE;
}

// Safe mode: a scalar that is not a pointer, at a fixed offset in a
// frame object (s.a.b, or n whose address is taken).  The object is in
// bounds by construction and lives as long as the frame, and a value
// that is not a pointer has no capability to load or store, so the
// access is one instruction on its frame slot, like a plain local's.
static bool is_frame_object_scalar(Node *var_node, Type *ty) {
  return var_node->kind == ND_VAR && var_node->var->is_local &&
         is_frame_object(var_node->var) && is_one_word_scalar(ty) && ty->kind != TY_PTR &&
         !var_node->var->ty->is_volatile;
}

// The largest constant index, in bytes, that simple_place folds into a
// displacement (p[k]): far below where an offset plus a member's could
// leave the 32-bit displacements instructions have.
enum { MAX_POINTED_DISPLACEMENT = 1 << 24 };

// Is `node` a place one instruction reaches: a local in a register, or an
// lvalue at a fixed offset from a plain frame slot (s.a.b), or, in safe
// mode, a scalar in a frame object (is_frame_object_scalar), or from where
// a pointer local in a register or a frame slot points, at a constant
// offset (p->a.b, *p, p[2]; in safe mode a scalar, reached through p's
// capability and checked unless a hoisted test covers it)?  Its load is
// one or two loads.  Sets *m.
bool simple_place(Node *node, Mem *m) {
  Type *ty = node->ty;
  Node *lvalue = node;
  *m = (Mem){0};
  for (; node->kind == ND_MEMBER && !node->member->is_bitfield; node = node->lhs)
    m->offset += node->member->offset;
  if (is_frame_slot_var(node) || lives_in_register(node)) {
    m->base = MEM_LOCAL;
    m->var = node->var;
    return true;
  }
  if (opt_safe && is_frame_object_scalar(node, ty)) {
    m->base = MEM_LOCAL;
    m->var = node->var;
    m->in_bounds = true;
    return true;
  }
  if (node->kind != ND_DEREF || node->lhs->ty->kind != TY_PTR)
    return false;
  if (opt_safe && (!opt_pointed_places || !(is_one_word_scalar(ty) || is_struct_or_union(ty))))
    return false;
  Node *ptr = node->lhs;
  if (ptr->kind == ND_PTR_ADD && ptr->lhs->ty->kind == TY_PTR && is_int_const(ptr->rhs)) {
    // p[k] and (p + k)->m: k's bytes are one more displacement
    int64_t bytes = const_value(ptr->rhs);
    if (bytes < 0 || bytes > MAX_POINTED_DISPLACEMENT)
      return false;
    m->offset += bytes;
    ptr = ptr->lhs;
  }
  if (!is_frame_slot_var(ptr) && !lives_in_register(ptr))
    return false;
  m->base = MEM_POINTED;
  m->var = ptr->var;
  if (opt_safe) {
    m->tracked = ptr->var; // src/checks.c knows p's checks
    m->in_bounds = access_prechecked(lvalue);
  }
  return true;
}

// An array variable (not a VLA): its value is its address (with, in safe
// mode, that address as its capability), which a backend computes
// touching only the result location.
static bool is_array_variable(Node *node) {
  return node->kind == ND_VAR && node->ty->kind == TY_ARRAY && !node->var->is_function;
}

// Can `node` (not a long double) be generated touching nothing but the
// result location?  Then a value waiting in the secondary location
// survives it.  Integer conversions of integers, constants, locals (in
// safe mode only those whose read needs no capability or check), array
// variables and, in plain mode, any variable, the address of one, and
// fixed-offset lvalues.
bool is_light(Node *node) {
  while (node->kind == ND_CAST && is_integer_like(node->ty) && node->ty->kind != TY_BOOL &&
         node->lhs->ty && is_integer_like(node->lhs->ty))
    node = node->lhs;
  if (!node->ty || node->ty->kind == TY_LDOUBLE)
    return false;
  if (lives_in_register(node))
    return true;
  if (opt_safe)
    return (node->kind == ND_NUM && is_integer_like(node->ty)) ||
           (is_frame_slot_var(node) && !value_is_address(node->ty)) ||
           is_array_variable(node);
  switch (node->kind) {
  case ND_NUM:
    return is_integer_like(node->ty);
  case ND_VAR:
    return true;
  case ND_ADDR:
    return node->lhs->kind == ND_VAR;
  case ND_DEREF:
  case ND_MEMBER: {
    Mem m;
    return simple_place(node, &m);
  }
  default:
    return false;
  }
}

// Safe mode: is `node`, read, an atomic load of a pointer
// (Target.atomic_load, which calls the runtime): an _Atomic pointer in
// memory, a global, an object local or one reached through a pointer.
// One in a local's own frame slot is read as any other: no other thread
// can reach a slot whose address is never taken.
bool is_atomic_pointer_read(Node *node) {
  if (!opt_safe || !node->ty || node->ty->kind != TY_PTR || !node->ty->is_atomic ||
      (node->kind != ND_VAR && node->kind != ND_DEREF && node->kind != ND_MEMBER))
    return false;
  Mem m;
  return !(simple_place(node, &m) && m.base == MEM_LOCAL);
}

// Safe mode: is `node` a pointer read from a simple place (p->next, *pp,
// s.ptr in a frame object)?  Its code is the load of the base pointer
// into the result registers, the access check (%r11) and the load of the
// value and its capability, so a value waiting in the secondary location
// survives it, although such a read is not light: it needs a check and
// the capability's load.
bool is_simple_pointer_read(Node *node) {
  Mem m;
  return opt_safe && node->ty->kind == TY_PTR &&
         (node->kind == ND_DEREF || node->kind == ND_MEMBER) && simple_place(node, &m) &&
         !is_atomic_pointer_read(node);
}

// Nodes examined at most per operand by leaves_temps_alone: beyond that
// the operand counts as calling, so that a deep tree costs linear time.
enum { LEAVES_ALONE_BUDGET = 32 };

// Does the code for `node` itself (not its operands) call nothing: no
// function, no libgcc helper (__int128 division and __int128 <-> floating
// conversions are calls), and in safe mode no runtime entry (a pointer or
// aggregate store may call the runtime to store capabilities; a pointer
// stored to a local's own frame slot does not; an atomic pointer read
// calls it)?
static bool node_leaves_temps_alone(Node *node) {
  Type *ty = node->ty;
  switch (node->kind) {
  case ND_VAR: case ND_DEREF: case ND_MEMBER:
    return !is_atomic_pointer_read(node);
  case ND_NUM: case ND_ADDR: case ND_PTR_ADD: case ND_COMMA: case ND_COND: case ND_NOT:
  case ND_LOGAND: case ND_LOGOR: case ND_NEG: case ND_BITNOT: case ND_SHL: case ND_SHR:
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR:
  case ND_BITXOR: case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_SQRT:
  case ND_OBJECT_SIZE: case ND_PREFETCH:
    return true;
  case ND_DIV: case ND_MOD:
    return ty->kind != TY_INT128;
  case ND_CAST: {
    Type *from = node->lhs->ty;
    return !((from->kind == TY_INT128 && is_flonum(ty)) ||
             (ty->kind == TY_INT128 && is_flonum(from)));
  }
  case ND_ASSIGN:
    if (opt_safe && ty->kind == TY_PTR)
      return node->lhs->kind == ND_VAR && node->lhs->var->is_local &&
             !is_object_local(node->lhs->var);
    return !opt_safe || !value_is_address(ty);
  default:
    return false;
  }
}

// Does the code for `node`, a statement or an expression (not its
// operands), call nothing?
bool node_calls_nothing(Node *node) {
  switch (node->kind) {
  case ND_IF: case ND_FOR: case ND_DO: case ND_SWITCH: case ND_CASE: case ND_BLOCK:
  case ND_GOTO: case ND_GOTO_EXPR: case ND_LABEL: case ND_EXPR_STMT: case ND_MEMZERO:
    return true;
  case ND_DECL:
    return !is_boxed(node->var); // safe mode allocates a boxed local's object
  case ND_RETURN:
    return !node->lhs || !value_is_address(node->lhs->ty);
  default:
    return node_leaves_temps_alone(node);
  }
}

static bool leaves_alone(Node *node, int *budget) {
  if (!node)
    return true;
  if (--*budget < 0 || !node_leaves_temps_alone(node))
    return false;
  return leaves_alone(node->lhs, budget) && leaves_alone(node->rhs, budget) &&
         leaves_alone(node->cond, budget) && leaves_alone(node->then, budget) &&
         leaves_alone(node->els, budget) && leaves_alone(node->discarded, budget);
}

// Does generating `node` (its value or its address) call nothing, so
// that a value may wait in a temporary register meanwhile
// (Target.hold_value)?
bool leaves_temps_alone(Node *node) {
  int budget = LEAVES_ALONE_BUDGET;
  return leaves_alone(node, &budget);
}

// The index of base[i + c] or base[i - c], with i of a signed type (or
// converted to long from one): the constant goes into the place's
// displacement and i alone is the index (`movsd -8(%r12,%rax,8)` for
// mid[j - 1]), since i + c cannot wrap without undefined behaviour.  Not
// for an unsigned i, whose sum wraps, nor beyond a displacement of 2^24
// (-fno-fold-index-constants: never).
static void fold_index_constant(Indexed *ix) {
  Node *index = ix->index, *sum = index;
  if (!opt_fold_index_constants)
    return;
  if (sum->kind == ND_CAST && sum->ty->size == 8 && is_integer(sum->lhs->ty) &&
      sum->lhs->ty->size <= 8)
    sum = sum->lhs;
  if ((sum->kind != ND_ADD && sum->kind != ND_SUB) || !is_integer(sum->ty) ||
      sum->ty->is_unsigned || !is_int_const(sum->rhs) || is_int_const(sum->lhs))
    return;
  int64_t c = const_value(sum->rhs);
  if (c < -(1 << 24) || c > (1 << 24))
    return;
  int64_t displacement = (sum->kind == ND_ADD ? c : -c) * ix->scale;
  ix->base.offset += (int)displacement;
  ix->index = sum->lhs->ty->size == 8 ? sum->lhs : new_cast(sum->lhs, index->ty);
}

// Is `node` (an ND_PTR_ADD) base + index * scale that a target may
// compute with one instruction: base a local array in the frame, a
// pointer local in a register or frame slot or (plain mode) a global
// array (whose address the target loads first), index not a constant, and
// scale 1 or the constant factor of index when the target takes it as
// a scale (Target.index_scale_ok)?  In safe mode only for an access
// that needs no check (`unchecked`): a checked access goes through its
// check, which takes a base and a displacement.  Sets *ix.
bool match_indexed(Node *node, Indexed *ix, bool unchecked) {
  Node *base = node->lhs, *index = node->rhs;
  if ((opt_safe && !unchecked) || is_int_const(index))
    return false;
  bool frame_array = is_frame_slot_var(base) && value_is_address(base->ty);
  bool in_reg = lives_in_register(base);
  bool frame_ptr = is_frame_slot_var(base) && base->ty->kind == TY_PTR;
  bool global_array = !opt_safe && base->kind == ND_VAR && !base->var->is_local &&
                      base->ty->kind == TY_ARRAY;
  // (plain mode) an array member, p->a[i] or s.a[i]: the member's place
  // is the base, at its offset
  Mem member;
  bool member_array = !opt_safe && opt_index_member_arrays && base->ty->kind == TY_ARRAY &&
                      base->kind == ND_MEMBER && simple_place(base, &member) &&
                      (member.base == MEM_POINTED || member.base == MEM_LOCAL);
  if (!frame_array && !in_reg && !frame_ptr && !global_array && !member_array)
    return false;
  ix->scale = 1;
  if (index->kind == ND_MUL && is_int_const(index->rhs)) {
    int64_t c = const_value(index->rhs);
    if (target->index_scale_ok(c)) {
      ix->scale = (int)c;
      index = index->lhs;
    }
  }
  MemBase kind = frame_array ? MEM_LOCAL : global_array ? MEM_VAR : MEM_POINTED;
  if (member_array)
    ix->base = (Mem){.base = member.base, .var = member.var, .offset = member.offset,
                     .scale = ix->scale};
  else
    ix->base = (Mem){.base = kind, .var = base->var, .scale = ix->scale, .in_bounds = unchecked};
  ix->index = index;
  fold_index_constant(ix);
  return true;
}
