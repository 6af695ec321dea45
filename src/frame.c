// frame.c — frame layout policy shared by the backends.  Both targets
// keep a frame pointer with the locals below it at negative offsets and
// the stack-passed parameters above it; the backend lays out its own ABI
// slots (register save area, hidden result pointer, saved registers) and
// asks this file where each local goes and which loops must restore the
// stack pointer.

#include "codegen.h"

// Alignment of a local in the frame: the ABIs want arrays of 16 bytes or
// more 16-aligned.
int local_align(Obj *var) {
  int align = MAX(var->align, var->ty->align);
  if (var->ty->kind == TY_ARRAY && var->ty->size >= 16)
    align = MAX(align, 16);
  return MAX(align, 1);
}

// Frame offsets, argument-area offsets and the instruction that allocates
// either are 32-bit immediates, so sizes are added up in 64 bits and
// `bytes` of stack beyond about 2 GiB is an error at tok, instead of
// offsets that wrap around (docs/architecture.md).  `what` names what needs
// them ("the local variables").  Returns bytes.
int stack_bytes(Token *tok, int64_t bytes, char *what) {
  if (bytes > INT32_MAX - 4096)
    error_tok(tok, "%s need %lld bytes of stack, more than the 2 GiB safecc supports",
              what, (long long)bytes);
  return bytes;
}

// Is local `var` one of fn's parameters?
bool is_param(Obj *fn, Obj *var) {
  for (Obj *p = fn->params; p; p = p->next)
    if (p == var)
      return true;
  return false;
}

// Plain mode: is local var of fn aligned beyond 16 bytes, so that it lives
// in memory the prologue aligns and its slot holds the address?
bool is_overaligned_local(Obj *fn, Obj *var) {
  return !opt_safe && local_align(var) > 16 && !is_param(fn, var);
}

// Gives local `var` of fn its slot below `bottom` (bytes of frame used so
// far) and returns the new bottom.  A safe-mode object in the frame takes
// its header and payload (and its aux array's area below the header:
// locals.c's frame_aux_bytes), one on the heap (boxed) a slot for its address
// (a linked frame object both),
// and a safe-mode pointer a slot for it and one for its capability.
// In plain mode a local aligned beyond 16 bytes (not a parameter) lives in
// memory the prologue aligns; its slot holds the address, and *indirect is
// set so that the backend lists it.  A VLA's slot holds its address too.
int64_t place_local(Obj *fn, Obj *var, int64_t bottom, bool *indirect) {
  int64_t size;
  int align;
  *indirect = false;
  if (is_frame_object(var)) {
    // The payload 16-aligned, its header (size, aux word) below it.
    bottom = align_to64(bottom + MAX(var->ty->size, 1), 16);
    var->offset = -bottom;
    return bottom + 16 + frame_aux_bytes(var);
  }
  if (is_linked_frame_object(var)) {
    // The frame's copy, laid out as a frame object's, then the slot.
    bottom = align_to64(bottom + MAX(var->ty->size, 1), 16);
    var->linked_offset = -bottom;
    bottom += 16 + frame_aux_bytes(var);
  }
  if (is_boxed(var)) {
    size = align = 8;
  } else if (opt_safe && var->ty->kind == TY_PTR) {
    size = 16;
    align = 8;
  } else if (is_overaligned_local(fn, var)) {
    *indirect = true;
    size = align = 8;
  } else {
    size = var->ty->kind == TY_VLA ? 8 : MAX(var->ty->size, opt_safe ? 1 : 0);
    align = local_align(var);
  }
  bottom = align_to64(bottom + size, align);
  var->offset = -bottom;
  return bottom;
}

static void note_mention(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  Obj **var = ctx;
  if (node->kind == ND_VAR && node->var == *var)
    *var = NULL;
}

// Is `node` the assignment `var = e` with e not mentioning var?
static bool is_plain_store_to(Node *node, Obj *var) {
  if (node->kind != ND_ASSIGN || node->lhs->kind != ND_VAR || node->lhs->var != var)
    return false;
  Obj *unmentioned = var;
  walk_every_form(node->rhs, note_mention, &unmentioned);
  return unmentioned != NULL;
}

// `T *p;` with no initializer: is the first statement after the
// declaration, in the same block, that mentions p the statement `p = e;`?
// With no label or case in p's scope (the caller asks), control goes
// from the declaration through the statements after it in order (a
// jump out of the block leaves p's scope; coming back passes the
// declaration again), so that store comes before any read.
static bool is_assigned_after_declaration(Obj *var) {
  // (`T *p, *q = p;` reads p in the declaration itself.)
  Obj *unmentioned = var;
  walk_every_form(var->decl_stmt, note_mention, &unmentioned);
  if (!unmentioned)
    return false;
  for (Node *stmt = var->decl_stmt->next; stmt; stmt = stmt->next) {
    Obj *not_named = var;
    walk_every_form(stmt, note_mention, &not_named);
    if (!not_named)
      return stmt->kind == ND_EXPR_STMT && is_plain_store_to(stmt->lhs, var);
  }
  return false;
}

// Does the declaration of local `var` store its whole value (`var =
// value` for a scalar, value not naming var) whenever control passes it,
// no jump being able to skip the declaration?
static bool is_stored_by_declaration(Obj *var) {
  Node *init = var->decl_init;
  return init && var->has_decl_node && !var->may_be_bypassed && is_plain_store_to(init, var);
}

// Is every read of local `var` preceded by a store to it: a parser
// temporary its expression assigns first, a local stored to by the
// first statement after its declaration that names it, or the store of
// its declaration's initializer?  For the last: its name is in scope
// only from its declaration on, and the initializer runs whenever the
// declaration is reached; only a jump past the declaration
// (Obj.may_be_bypassed) or a use of var inside its own initializer
// (`int *p = p;`) would read the slot first.
static bool is_set_before_read(Obj *fn, Obj *var) {
  if (var->is_assigned_first && !fn->has_label_in_stmt_expr)
    return true;
  if (!var->decl_init && var->decl_stmt && !var->may_be_bypassed)
    return is_assigned_after_declaration(var);
  return is_stored_by_declaration(var);
}

// Safe mode: is frame object `var`, made where its declaration is
// reached (is_frame_object_made_at_declaration), a scalar whose
// declaration stores its whole value right away (`long n = 0;` with
// `&n` taken)?  Then nothing can read its payload before that store, and
// zeroing it first would only be overwritten.
bool is_stored_at_declaration(Obj *var) {
  return is_one_word_scalar(var->ty) && is_stored_by_declaration(var);
}

// Safe mode: must the frame slot of local `var` of fn be zero when the
// function starts?  A parameter's must: the caller may pass fewer words
// than the callee reads, the prologue copies only the words passed, and
// the rest must read as zero (DESIGN §4); with -fcount-args-once only
// the path taken when the caller passed fewer words zeroes it
// (gen_call.c's safe_function_entry).  So must a pointer's, for its
// capability word: an uninitialised pointer has no capability, never one
// left on the stack by an earlier call.  Any other scalar may start with
// whatever the stack held: reading it is undefined behaviour that is not
// about memory.  A boxed local's slot receives its object's address.  A
// frame object's payload must be zero: objects start zeroed wherever they
// live (DESIGN §5); its header is written apart.  With
// -fno-selective-zeroing the whole frame is zeroed instead.
bool slot_must_be_zero(Obj *fn, Obj *var) {
  if (is_frame_object(var))
    return !is_frame_object_made_at_declaration(var); // (else zeroed there)
  if (is_object_local(var))
    return false;
  if (is_param(fn, var))
    return !opt_count_args_once; // else gen_call.c's slow path zeroes it
  return var->ty->kind == TY_PTR && !is_set_before_read(fn, var);
}

// Bit 1: a VLA is allocated; bit 2: alloca is called.
static void note_stack_alloc(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  if (node->kind == ND_VLA_ALLOC)
    *(int *)ctx |= 1;
  if (node->kind == ND_ALLOCA)
    *(int *)ctx |= 2;
}

typedef struct {
  Node **scopes;
  int num;
} VlaScopes;

// Collects a loop or switch whose body allocates VLAs and calls no alloca.
// Plain blocks are not used: the parser also groups the statements of one
// declaration in an ND_BLOCK, which is no scope.
static void note_vla_scope(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  VlaScopes *vs = ctx;
  if (node->kind != ND_FOR && node->kind != ND_DO && node->kind != ND_SWITCH)
    return;
  int found = 0;
  walk(node->then, note_stack_alloc, &found);
  if (found != 1)
    return;
  vs->scopes = xrealloc(vs->scopes, sizeof(Node *) * (vs->num + 1));
  vs->scopes[vs->num++] = node;
}

// The loops and switches of a function body that restore the stack
// pointer at every iteration and at their exit, so that VLAs declared in
// them do not pile up on the stack.  One whose body calls alloca is not
// among them: that memory must last until the function returns.  Returns
// how many, and the list in *scopes.
int find_vla_scopes(Node *body, Node ***scopes) {
  VlaScopes vs = {0};
  int allocs = 0;
  walk(body, note_stack_alloc, &allocs);
  if (allocs & 1)
    walk(body, note_vla_scope, &vs);
  *scopes = vs.scopes;
  return vs.num;
}
