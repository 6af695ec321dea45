// gen_lvalue.c — lvalues, the target-independent part: the value of a
// variable, *p or s.m (a load), `&x` (an address), and `x = v` (a store),
// bitfields included.  Which place each access goes to (Mem: a local, a
// variable, where a pointer local points, a generated address), the
// order in which an assignment's value and address are computed, and in
// safe mode which accesses need no check, are decided here; the loads
// and stores themselves are the target's (Target.load, store,
// load_address, ...).

#include "codegen.h"

// Safe mode: is `node` a pointer local whose checked accesses
// src/checks.c tracks?  A frame slot of pointer type or a register
// local, never an object (its address is not taken, so only a statement
// naming it changes it).
static bool is_tracked_pointer(Node *node) {
  return opt_safe && (is_frame_slot_var(node) || lives_in_register(node)) && node->ty->kind == TY_PTR;
}

// Set by gen_addr_offset() and gen_addr(): the tracked pointer local whose
// value plus addr_base_offset the computed address is (NULL: none).
static Obj *addr_base_var;
static int addr_base_offset;

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
  bool atomic;   // the load is an atomic pointer read
} AddrStep;

// The address of an lvalue that is not a member access or dereference.
static void gen_addr_base(Node *node) {
  switch (node->kind) {
  case ND_VAR:
    target->load_address(&(Mem){.base = MEM_VAR, .var = node->var});
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

// The value of pointer local `var`, kept in a register or a frame slot.
static void load_local(Type *ty, Obj *var) {
  target->load(ty, &(Mem){.base = MEM_LOCAL, .var = var});
}

// Safe mode: the _Atomic pointer at the address in the result location
// plus `offset`, read with its capability in one atomic step
// (Target.atomic_load) after the check of the access, which reports the
// current site.
static void load_atomic_pointer(Type *ty, int offset) {
  if (offset)
    target->load_address(&(Mem){.base = MEM_RESULT, .offset = offset});
  target->check_access(ty->size, false);
  target->atomic_load(ty);
}

// Computes the address of an lvalue (or of an aggregate rvalue) as the
// result, except for a last constant offset left in *pending (so that a
// load can use it as its displacement).  Chains of member accesses and
// dereferences (p->next->next->...) are walked with a loop: the steps are
// collected outermost first, then the innermost base is generated and
// the steps applied in reverse.
static void gen_addr_offset(Node *node, int *pending) {
  Mem place;
  *pending = 0;
  addr_base_var = NULL;
  if (simple_place(node, &place) && !(opt_safe && place.base == MEM_POINTED)) {
    if (place.base == MEM_LOCAL && is_frame_object(place.var))
      place.base = MEM_VAR; // its address carries the object's capability
    if (place.base == MEM_POINTED && !target->var_in_register(place.var)) {
      load_local(place.var->ty, place.var);
      *pending = place.offset;
    } else {
      target->load_address(&place);
    }
    return;
  }
  int n = 0, cap = 16;
  AddrStep *steps = xcalloc(cap, sizeof(AddrStep));
  bool want_value = false; // true: `node` must be evaluated, not addressed
  for (;;) {
    if (n == cap)
      steps = xrealloc(steps, sizeof(AddrStep) * (cap *= 2));
    if (!want_value && node->kind == ND_MEMBER) {
      steps[n++] = (AddrStep){NULL, node->member->offset, false};
      node = node->lhs;
    } else if (!want_value && node->kind == ND_DEREF) {
      want_value = true;
      node = node->lhs;
    } else if (want_value && (node->kind == ND_DEREF ||
                              (node->kind == ND_MEMBER && !node->member->is_bitfield))) {
      steps[n++] = (AddrStep){node->ty, 0, is_atomic_pointer_read(node)};
      want_value = false;
    } else {
      break;
    }
  }
  // A pointer in a register local is used in place as the first base.
  Obj *in_register = want_value && lives_in_register(node) ? node->var : NULL;
  if (!in_register) {
    if (want_value)
      gen_expr(node);
    else
      gen_addr_base(node);
  }
  // Until the first load, the address is a tracked pointer's value plus
  // *pending.
  Obj *base_var = want_value && is_tracked_pointer(node) ? node->var : NULL;
  for (int i = n - 1; i >= 0; i--) {
    if (steps[i].load_ty && steps[i].atomic) {
      if (in_register)
        load_local(in_register->ty, in_register);
      load_atomic_pointer(steps[i].load_ty, *pending);
      base_var = in_register = NULL;
      *pending = 0;
    } else if (steps[i].load_ty) {
      Mem from = {.base = in_register ? MEM_POINTED : MEM_RESULT, .var = in_register,
                  .offset = *pending, .tracked = base_var};
      target->load(steps[i].load_ty, &from);
      base_var = in_register = NULL;
      *pending = 0;
    } else {
      *pending += steps[i].offset;
    }
  }
  if (in_register)
    load_local(node->ty, in_register);
  addr_base_var = base_var;
  free(steps);
}

void gen_addr(Node *node) {
  int pending;
  Token *saved = site_tok;
  if (node->tok)
    site_tok = node->tok;
  gen_addr_offset(node, &pending);
  if (pending)
    target->load_address(&(Mem){.base = MEM_RESULT, .offset = pending});
  addr_base_offset = pending;
  site_tok = saved;
}

// Safe mode: an access whose address is a named global or boxed local
// plus constant member offsets is in bounds by construction and its
// object is never freed (free of a global or a local traps), so it needs
// no check; a named store to a read-only object is a compile error, and
// string literals have no name.  (A tentative or weak definition may be
// replaced by another unit's.)  Is `node` such a named object or a
// member (not a bitfield) of one?
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

static bool is_bitfield(Node *node) {
  return node->kind == ND_MEMBER && node->member->is_bitfield;
}

// Where bitfield member access `node`'s bits are.
static BitField bit_field(Node *node) {
  Member *mem = node->member;
  BitField bf;
  bf.start = mem->offset + mem->bit_offset / 8;
  bf.shift = mem->bit_offset % 8;
  bf.width = mem->bit_width;
  bf.n = (bf.shift + bf.width + 7) / 8;
  bf.is_signed = !mem->ty->is_unsigned && mem->ty->kind != TY_BOOL;
  if (bf.n > 8)
    error_tok(node->tok, "unsupported bitfield layout");
  return bf;
}

static void gen_bitfield_load(Node *node) {
  BitField bf = bit_field(node);
  gen_addr(node->lhs);
  target->load_bitfield(&bf);
}

// lhs.bitfield = rhs: read-modify-write of exactly the bytes holding the
// field; the value of the expression is the stored (truncated) value.
static void gen_bitfield_store(Node *node) {
  BitField bf = bit_field(node->lhs);
  gen_expr(node->rhs);
  int held = target->hold_value(ty_long, false);
  gen_addr(node->lhs->lhs);
  target->address_aside();
  target->store_bitfield(&bf, held);
}

// Is lvalue `node` base[i] or base[i].m.n, of a scalar type of at most
// 8 bytes or float or double, with base[i] an address the target
// computes in one instruction (operands.c's match_indexed)?  In plain
// mode, and in safe mode for an access a hoisted test covers (no check,
// and no capability for a value that is not a pointer).  Sets *ix and
// *m: the place's base and member offsets, with ix->scale.
bool indexed_place(Node *node, Indexed *ix, Mem *m) {
  Type *ty = node->ty;
  bool unchecked = opt_safe && ty->kind != TY_PTR && access_prechecked(node);
  if ((opt_safe && !unchecked) || !is_one_word_scalar(ty))
    return false;
  int members = 0;
  Node *n = node;
  for (; n->kind == ND_MEMBER && !n->member->is_bitfield; n = n->lhs)
    members += n->member->offset;
  if (n->kind != ND_DEREF || n->lhs->kind != ND_PTR_ADD || !match_indexed(n->lhs, ix, unchecked))
    return false;
  *m = ix->base;
  m->offset += members;
  return true;
}

// Plain mode: the value of base[i] or base[i].m.n loaded with one indexed
// operand, `movsd 8(%r12,%rax,8), %xmm0`, when indexed_place applies.
// Returns false, emitting nothing, otherwise.
static bool gen_indexed_load(Node *node) {
  Indexed ix;
  Mem m;
  if (!indexed_place(node, &ix, &m))
    return false;
  gen_expr(ix.index);
  target->load(node->ty, &m);
  return true;
}

// Plain mode: base[i] = v (or base[i].m = v) with a light v: the index
// goes aside, then v is computed (touching only the result location) and
// stored with one indexed operand, `movsd %xmm0, (%r13,%rcx,8)`.
// Returns false, emitting nothing, when that does not apply.
static bool gen_indexed_store(Node *node) {
  Indexed ix;
  Mem m;
  if (!is_light(node->rhs) || !indexed_place(node->lhs, &ix, &m))
    return false;
  gen_expr(ix.index);
  target->index_aside(&m);
  gen_expr(node->rhs);
  target->store(node->ty, &m);
  return true;
}

// x = x op e (++x, x += e) whose value is used: the object is updated in
// place, then its new value loaded (`add $1, %rbx; mov %rbx, %rax`).  Not
// for a volatile object, which would be read once more.  Returns false,
// emitting nothing, when gen_update.c's match_update_in_place() does
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

// *++p or *--p, p a pointer local in a register or a frame slot: p
// moves in place, then the load goes through p itself, so that checks
// through p before the step count for it (src/checks.c shifts them:
// `*++s == *++t && *++s == *++t` tests one end per step).  Returns false,
// emitting nothing, for any other node.
static bool gen_pre_step_load(Node *node) {
  Node *update = node->kind == ND_DEREF ? node->lhs : NULL;
  Update u;
  if (!update || !match_update_in_place(update, &u) || !is_int_const(u.operand) ||
      update->lhs->kind != ND_VAR || update->lhs->ty->kind != TY_PTR ||
      update->lhs->var->ty->is_volatile)
    return false;
  gen_update_in_place(update, &u);
  Node through_p = *node;
  through_p.lhs = update->lhs;
  gen_lvalue_load(&through_p);
  return true;
}

// The value of a variable, *p or s.m.
void gen_lvalue_load(Node *node) {
  Mem m;
  if (gen_post_step_load(node) || gen_pre_step_load(node))
    return;
  if (is_bitfield(node)) {
    gen_bitfield_load(node);
    return;
  }
  if (is_atomic_pointer_read(node) && node != capability_unused) {
    gen_addr(node);
    load_atomic_pointer(node->ty, 0);
    return;
  }
  if (gen_indexed_load(node))
    return;
  if (simple_place(node, &m)) {
    m.without_capability = node == capability_unused;
    target->load(node->ty, &m);
    return;
  }
  int offset;
  gen_addr_offset(node, &offset);
  m = (Mem){.base = MEM_RESULT, .offset = offset, .tracked = addr_base_var,
            .in_bounds = is_named_object(node) || access_prechecked(node),
            .without_capability = node == capability_unused};
  target->load(node->ty, &m);
}

// The store of an assignment's value, computed already, to an lvalue
// that is not a simple place: its address is generated while the value
// waits.
static void gen_store_through_address(Node *node) {
  Type *ty = node->ty;
  int held = target->hold_value(ty, leaves_temps_alone(node->lhs));
  gen_addr(node->lhs);
  target->address_aside();
  target->release_value(ty, held);
  Mem m = {.base = MEM_ASIDE, .tracked = addr_base_var, .tracked_offset = addr_base_offset,
           .in_bounds = is_named_object(node->lhs) || access_prechecked(node->lhs)};
  target->store(ty, &m);
}

// The value is computed first, so that nothing is on the stack across a
// call in it (`r = setjmp(env)` must survive a longjmp); the order of the
// two sides is unspecified in C.  A light value is computed after the
// address instead, which needs no hold.
static void gen_assign(Node *node);

static void gen_assign_here(Node *node) {
  Mem m;
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
  if (gen_update_value(node) || gen_indexed_store(node))
    return;
  bool simple = simple_place(node->lhs, &m);
  if (node->lhs->kind != ND_VAR && is_light(node->rhs) && !simple) {
    gen_addr(node->lhs);
    m = (Mem){.base = MEM_ASIDE, .tracked = addr_base_var, .tracked_offset = addr_base_offset,
              .in_bounds = is_named_object(node->lhs) || access_prechecked(node->lhs)};
    target->address_aside();
    gen_expr(node->rhs); // light: assigns nothing
    target->store(node->ty, &m);
    return;
  }
  gen_expr(node->rhs);
  if (simple) {
    target->store(node->ty, &m);
  } else if (node->lhs->kind == ND_VAR) {
    m = (Mem){.base = MEM_VAR, .var = node->lhs->var, .in_bounds = is_named_object(node->lhs)};
    target->store(node->ty, &m);
  } else {
    gen_store_through_address(node);
  }
}

static void gen_assign(Node *node) {
  gen_assign_here(node);
  forget_assigned(node->lhs);
}

// The lvalue expressions: loads, `&x` and assignments.
void gen_lvalue_expr(Node *node) {
  switch (node->kind) {
  case ND_ADDR:
    gen_addr(node->lhs);
    return;
  case ND_ASSIGN:
    gen_assign(node);
    return;
  default:
    gen_lvalue_load(node);
  }
}
