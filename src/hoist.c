// hoist.c — safe mode: access checks hoisted out of counted loops
// (-fhoist-checks, docs/safe-mode.md "Checks hoisted out of loops").
//
// In a loop
//     for (...; i < n; i++) body      (or i <= n)
// where i and n do not change in the body, an access such as p[i], a[i+1]
// or q[k+i].m (p, q, k invariant) touches, over the whole loop, the bytes
// from its address at the first i to its address at i = n-1 (i = n for
// `<=`, when n is below the largest value of i's type: at that value
// i++ would wrap and the loop never end).  A loop counting down,
//     for (...; i > n; i--) body      (or i >= n)
// is the same from its first i down to n + 1 (n, when n is above the
// smallest value of i's type).  One test
// before the loop can check them all.  A check must still trap at the very
// access that fails, after the iterations before it ran, so the loop is
// generated twice (gen_stmt.c): a fast copy without those checks, entered
// when the test passes, and the ordinary copy, entered when it fails.  The
// fast copy's safepoint continues in the ordinary copy, since a signal
// handler or another thread run there may free the object.  The body may
// call nothing: only a call can free an object.  A loop of fewer than
// MIN_ITERATIONS runs checked: the test would cost more than it saves.
//
// Why the test covers every access: the address is p + (i + k) * size,
// computed in the program's own types.  With i from start to last = n-1,
// the test checks the bytes at the address of i = start and at i = last,
// and that the second address is not below the first (counting down,
// the first address is the higher one).  Between them the
// address moves by `size` per iteration; a 32-bit index can wrap once
// (i is 32-bit too, so fewer than 2^32 iterations), and a wrap makes the
// last address lower than the first or beyond any object.  A 64-bit index
// cannot wrap in fewer than 2^32 iterations, which the test also asks.

#include "codegen.h"

enum { MAX_FORMS = 8, MAX_ACCESSES = 32, MAX_DERIVED = 8, MIN_ITERATIONS = 4 };

typedef struct {
  Node *elem;      // an lvalue: *(base + (i + k) * size), or *p
  int64_t lo, hi;  // the bytes of it the loop touches
  bool written;
} Form;

struct HoistPlan {
  Node *loop;
  Obj *iv;       // the induction variable i
  Node *bound;   // n, of i's type
  bool inclusive; // i <= n (i >= n): the last i is n, not n - 1 (n + 1)
  bool down;      // i counts down: i--, i > n or i >= n
  // The elements (lvalues) whose accessed bytes are tested before the
  // loop: bytes lo ... hi - 1 of each, written or only read.
  Form forms[MAX_FORMS];
  int num_forms;
  // Every lvalue node of the loop that one of the forms covers.
  Node *covered[MAX_ACCESSES];
  int num_covered;
  // The loop's `continue`s, which the fast copy retargets.
  Node **continues;
  int num_continues, cap_continues;
};

// The plan whose fast copy is being generated (NULL: none).
static HoistPlan *active;

// What the walk over the loop found.
typedef struct {
  bool rejected;       // something the fast copy cannot have
  Obj **assigned;      // locals the loop may change
  int num_assigned, cap_assigned;
  Node **lvalues;      // candidate accesses
  int num_lvalues, cap_lvalues;
  Node **writes;       // lvalues stored to
  int num_writes, cap_writes;
  // Pointer locals set at the top of the body from an address that moves
  // with i (`T *q = &a[i];`), and that address.
  Obj *derived[MAX_DERIVED];
  Node *derived_from[MAX_DERIVED];
  int num_derived;
  HoistPlan *plan;
} LoopFacts;

static void push_node(Node ***list, int *len, int *cap, Node *node) {
  if (*len == *cap) {
    *cap = *cap ? *cap * 2 : 16;
    *list = xrealloc(*list, sizeof(Node *) * *cap);
  }
  (*list)[(*len)++] = node;
}

static void note_assigned(LoopFacts *f, Obj *var) {
  if (f->num_assigned == f->cap_assigned) {
    f->cap_assigned = f->cap_assigned ? f->cap_assigned * 2 : 16;
    f->assigned = xrealloc(f->assigned, sizeof(Obj *) * f->cap_assigned);
  }
  f->assigned[f->num_assigned++] = var;
}

static int times_assigned(LoopFacts *f, Obj *var) {
  int times = 0;
  for (int i = 0; i < f->num_assigned; i++)
    times += f->assigned[i] == var;
  return times;
}

// A local only the code naming it can change: not an object, not volatile.
static bool is_plain_local(Obj *var) {
  return var->is_local && !var->is_function && !is_object_local(var) &&
         var->ty->kind != TY_VLA && !var->ty->is_volatile;
}

static bool is_int_type(Type *ty, int min_size) {
  return is_integer(ty) && ty->kind != TY_BOOL && ty->size >= min_size && ty->size <= 8;
}

// A scalar the backend loads and stores with one check of its size.
static bool is_checked_scalar(Type *ty) {
  return is_integer(ty) || ty->kind == TY_PTR || is_flonum(ty);
}

static void visit_loop_node(Node *node, int depth, void *ctx) {
  LoopFacts *f = ctx;
  (void)depth;
  switch (node->kind) {
  case ND_FUNCALL: case ND_ASM: case ND_LABEL: case ND_LABEL_VAL: case ND_GOTO_EXPR:
  case ND_FOR: case ND_DO: case ND_SWITCH: case ND_CASE: case ND_ALLOCA:
  case ND_VLA_ALLOC: case ND_VA_START: case ND_VA_ARG: case ND_VA_COPY:
    f->rejected = true;
    return;
  case ND_DECL:
    if (is_object_local(node->var))
      f->rejected = true; // a new object per iteration: a runtime call
    return;
  case ND_GOTO:
    if (node->unique_label == f->plan->loop->cont_label)
      push_node(&f->plan->continues, &f->plan->num_continues, &f->plan->cap_continues, node);
    return;
  case ND_ASSIGN: {
    Node *lhs = node->lhs;
    while (lhs->kind == ND_COMMA) // (init, compound literal) = v
      lhs = lhs->rhs;
    if (lhs->kind == ND_VAR)
      note_assigned(f, lhs->var);
    else
      push_node(&f->writes, &f->num_writes, &f->cap_writes, lhs);
    return;
  }
  case ND_MEMZERO:
    note_assigned(f, node->var);
    return;
  case ND_DEREF:
  case ND_MEMBER:
    if (is_checked_scalar(node->ty) &&
        !(node->kind == ND_MEMBER && node->member->is_bitfield))
      push_node(&f->lvalues, &f->num_lvalues, &f->cap_lvalues, node);
    return;
  default:
    return;
  }
}

// An integer expression the loop does not change and whose evaluation
// cannot trap: constants and unchanged plain locals under arithmetic
// without division.
static bool is_invariant_int(LoopFacts *f, Node *node) {
  if (!is_int_type(node->ty, 1))
    return false;
  switch (node->kind) {
  case ND_NUM:
    return true;
  case ND_VAR:
    return is_plain_local(node->var) && times_assigned(f, node->var) == 0;
  case ND_CAST:
    return is_invariant_int(f, node->lhs);
  case ND_NEG: case ND_BITNOT:
    return is_invariant_int(f, node->lhs);
  case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
  case ND_SHL: case ND_SHR:
    return is_invariant_int(f, node->lhs) && is_invariant_int(f, node->rhs);
  default:
    return false;
  }
}

static bool is_invariant_pointer(LoopFacts *f, Node *node);

// An lvalue whose address the loop does not change, computed without a
// load: a named object (an array or struct variable), a member of one, or
// *p of an invariant pointer.
static bool is_invariant_place(LoopFacts *f, Node *node) {
  switch (node->kind) {
  case ND_VAR:
    return !node->var->is_function && node->var->ty->kind != TY_VLA &&
           (!node->var->is_local || is_object_local(node->var));
  case ND_MEMBER:
    return !node->member->is_bitfield && is_invariant_place(f, node->lhs);
  case ND_DEREF:
    return is_invariant_pointer(f, node->lhs);
  default:
    return false;
  }
}

// A pointer (or array, which decays) the loop does not change.
static bool is_invariant_pointer(LoopFacts *f, Node *node) {
  if (node->ty->kind == TY_ARRAY)
    return is_invariant_place(f, node);
  if (node->ty->kind != TY_PTR)
    return false;
  switch (node->kind) {
  case ND_VAR:
    return is_plain_local(node->var) && times_assigned(f, node->var) == 0;
  case ND_CAST:
    return node->lhs->ty->kind == TY_PTR && is_invariant_pointer(f, node->lhs);
  case ND_PTR_ADD:
    return is_invariant_pointer(f, node->lhs) && is_invariant_int(f, node->rhs);
  default:
    return false;
  }
}

// Is `node` i + k (k invariant) in integer types of at least 4 bytes,
// with no narrowing on the way from i?
static bool is_iv_plus_invariant(LoopFacts *f, Node *node, Obj *iv) {
  if (!is_int_type(node->ty, 4))
    return false;
  switch (node->kind) {
  case ND_VAR:
    return node->var == iv;
  case ND_CAST:
    return is_int_type(node->lhs->ty, 4) && node->lhs->ty->size <= node->ty->size &&
           is_iv_plus_invariant(f, node->lhs, iv);
  case ND_ADD:
    return (is_iv_plus_invariant(f, node->lhs, iv) && is_invariant_int(f, node->rhs)) ||
           (is_invariant_int(f, node->lhs) && is_iv_plus_invariant(f, node->rhs, iv));
  case ND_SUB:
    return is_iv_plus_invariant(f, node->lhs, iv) && is_invariant_int(f, node->rhs);
  default:
    return false;
  }
}

// An integer literal under conversions that keep its value (the
// parser's `(long)8` of a stride), and that value.  Not fold.c's
// is_int_const: the shapes must be seen with -fno-fold-constants too.
static bool is_const_int(Node *node, int64_t *val) {
  while (node->kind == ND_CAST && is_integer(node->ty) && is_integer(node->lhs->ty) &&
         node->lhs->ty->size <= node->ty->size)
    node = node->lhs;
  if (node->kind != ND_NUM || !is_integer(node->ty))
    return false;
  *val = node->val;
  return true;
}

// Is `ptr` base + (i + k) * size, size a positive constant, or an
// invariant pointer, with base invariant?
static bool is_hoistable_address(LoopFacts *f, Node *ptr, Obj *iv) {
  if (is_invariant_pointer(f, ptr))
    return true;
  if (ptr->kind != ND_PTR_ADD)
    return false;
  if (is_invariant_int(f, ptr->rhs)) // (base + (i + k) * size) + c
    return is_hoistable_address(f, ptr->lhs, iv);
  if (!is_invariant_pointer(f, ptr->lhs))
    return false;
  Node *off = ptr->rhs;
  int64_t size;
  if (off->kind == ND_MUL && is_const_int(off->rhs, &size))
    off = off->lhs;
  else if (off->kind == ND_MUL && is_const_int(off->lhs, &size))
    off = off->rhs;
  else
    size = 1;
  return size > 0 && size <= 65536 && is_iv_plus_invariant(f, off, iv);
}

static bool is_hoistable_element(LoopFacts *f, Node *elem, Obj *iv) {
  return elem->kind == ND_DEREF && is_hoistable_address(f, elem->lhs, iv);
}

// The element a scalar access `lv` (not a bitfield) is in, and the bytes
// lo ... hi - 1 of it the access touches; NULL when its checks cannot be
// tested before the loop.  An access through a derived pointer q is one
// through the address q was set to.
static Node *access_element(LoopFacts *f, Node *lv, Obj *iv, int64_t *lo, int64_t *hi) {
  int64_t offset = 0;
  Node *elem = lv;
  for (; elem->kind == ND_MEMBER; elem = elem->lhs) {
    if (elem->member->is_bitfield)
      return NULL;
    offset += elem->member->offset;
  }
  if (elem->kind == ND_DEREF && elem->lhs->kind == ND_VAR) {
    for (int d = 0; d < f->num_derived; d++) {
      if (f->derived[d] != elem->lhs->var)
        continue;
      Node *from = f->derived_from[d];
      if (from->kind == ND_ADDR) {
        elem = from->lhs;
        for (; elem->kind == ND_MEMBER; elem = elem->lhs)
          offset += elem->member->offset;
      } else {
        Node *deref = xcalloc(1, sizeof(Node));
        *deref = *elem;
        deref->lhs = from;
        elem = deref;
      }
      break;
    }
  }
  if (!is_hoistable_element(f, elem, iv))
    return NULL;
  *lo = offset;
  *hi = offset + lv->ty->size;
  return elem;
}

// Is the statement `st` `q = address` with q a pointer local the loop
// assigns nowhere else and the address one that moves with i?  Then it
// becomes a derived pointer.
static bool note_derived(LoopFacts *f, Node *st, Obj *iv) {
  if (st->kind != ND_EXPR_STMT || st->lhs->kind != ND_ASSIGN || f->num_derived == MAX_DERIVED)
    return false;
  Node *assign = st->lhs, *from = assign->rhs;
  if (assign->lhs->kind != ND_VAR || assign->ty->kind != TY_PTR)
    return false;
  Obj *q = assign->lhs->var;
  if (!is_plain_local(q) || times_assigned(f, q) != 1)
    return false;
  while (from->kind == ND_CAST && from->ty->kind == TY_PTR && from->lhs->ty->kind == TY_PTR)
    from = from->lhs;
  Node *elem = from->kind == ND_ADDR ? from->lhs : NULL;
  while (elem && elem->kind == ND_MEMBER && !elem->member->is_bitfield)
    elem = elem->lhs;
  if (elem ? !is_hoistable_element(f, elem, iv) : !is_hoistable_address(f, from, iv))
    return false;
  f->derived[f->num_derived] = q;
  f->derived_from[f->num_derived++] = from;
  return true;
}

// `T *q = &a[i + k];` (or `q = a + i + k;`) among the leading statements
// of the body (declarations are blocks of their own): q is set before
// any use in each iteration and nowhere else, so q's accesses are
// accesses through that address.  Returns false at the first statement
// that is neither a declaration nor such an assignment.
static bool find_derived(LoopFacts *f, Node *st, Obj *iv) {
  for (; st; st = st->next) {
    if (st->kind == ND_DECL)
      continue;
    if (st->kind == ND_BLOCK) {
      if (!find_derived(f, st->body, iv))
        return false;
      continue;
    }
    if (!note_derived(f, st, iv))
      return false;
  }
  return true;
}

// Do two expressions compute the same thing the same way?
static bool same_tree(Node *a, Node *b) {
  if (!a || !b)
    return a == b;
  if (a->kind != b->kind || a->ty->size != b->ty->size || a->ty->kind != b->ty->kind ||
      a->ty->is_unsigned != b->ty->is_unsigned)
    return false;
  switch (a->kind) {
  case ND_NUM: return a->val == b->val;
  case ND_VAR: return a->var == b->var;
  case ND_MEMBER: return a->member == b->member && same_tree(a->lhs, b->lhs);
  default: return same_tree(a->lhs, b->lhs) && same_tree(a->rhs, b->rhs);
  }
}

// Is `node` i = i + 1 or i = i - 1 in i's own type (as i++, ++i,
// i += 1, i--, --i and i -= 1 are parsed)?  Sets *step to 1 or -1.
static bool is_unit_step_of(Node *node, Obj *iv, int *step) {
  if (node->discarded)
    node = node->discarded;
  if (node->kind != ND_ASSIGN || node->lhs->kind != ND_VAR || node->lhs->var != iv)
    return false;
  Node *sum = node->rhs;
  while (sum->kind == ND_CAST && sum->ty->size == iv->ty->size)
    sum = sum->lhs;
  if ((sum->kind != ND_ADD && sum->kind != ND_SUB) || sum->ty->size != iv->ty->size)
    return false;
  int64_t c;
  Node *other;
  if (is_const_int(sum->rhs, &c))
    other = sum->lhs;
  else if (sum->kind == ND_ADD && is_const_int(sum->lhs, &c))
    other = sum->rhs;
  else
    return false;
  if (sum->kind == ND_SUB)
    c = -c;
  while (other->kind == ND_CAST && other->ty->size == iv->ty->size)
    other = other->lhs;
  *step = (int)c;
  return (c == 1 || c == -1) && other->kind == ND_VAR && other->var == iv;
}

// `i < n` or `i <= n` (with `down`: `i > n` or `i >= n`, which the
// parser writes as `n < i` and `n <= i`, or against a constant as
// `!(i <= n)` and `!(i < n)`) with i an int-sized or long-sized plain
// local compared in its own type; sets the plan's iv, bound, inclusive
// and down.
static bool match_bound(Node *cond, HoistPlan *plan, bool down) {
  bool negated = down && cond && cond->kind == ND_NOT;
  if (negated)
    cond = cond->lhs;
  if (!cond || (cond->kind != ND_LT && cond->kind != ND_LE))
    return false;
  bool iv_on_left = !down || negated;
  Node *lhs = iv_on_left ? cond->lhs : cond->rhs;
  Type *cmp_ty = lhs->ty;
  while (lhs->kind == ND_CAST && lhs->ty->size == lhs->lhs->ty->size &&
         is_integer(lhs->lhs->ty))
    lhs = lhs->lhs;
  if (lhs->kind != ND_VAR || !is_plain_local(lhs->var))
    return false;
  Obj *iv = lhs->var;
  if (!is_int_type(iv->ty, 4) || !is_int_type(cmp_ty, 4) || cmp_ty->size != iv->ty->size ||
      cmp_ty->is_unsigned != iv->ty->is_unsigned)
    return false;
  plan->iv = iv;
  plan->bound = iv_on_left ? cond->rhs : cond->lhs;
  // !(i < n) is i >= n; !(i <= n) is i > n.
  plan->inclusive = negated ? cond->kind == ND_LT : cond->kind == ND_LE;
  plan->down = down;
  return true;
}

// Adds every access of the loop that access_element accepts to the plan:
// the elements (at most MAX_FORMS), the bytes of each the loop touches,
// and the nodes they cover.
static void choose_forms(LoopFacts *f, HoistPlan *plan) {
  for (int i = 0; i < f->num_lvalues && plan->num_covered < MAX_ACCESSES; i++) {
    Node *lv = f->lvalues[i];
    int64_t lo, hi;
    Node *elem = access_element(f, lv, plan->iv, &lo, &hi);
    if (!elem)
      continue;
    int k = 0;
    while (k < plan->num_forms && !same_tree(plan->forms[k].elem, elem))
      k++;
    Form *form = &plan->forms[k];
    if (k == plan->num_forms) {
      if (k == MAX_FORMS)
        continue;
      *form = (Form){elem, lo, hi, false};
      plan->num_forms++;
    }
    form->lo = lo < form->lo ? lo : form->lo;
    form->hi = hi > form->hi ? hi : form->hi;
    for (int w = 0; w < f->num_writes; w++)
      if (f->writes[w] == lv)
        form->written = true;
    plan->covered[plan->num_covered++] = lv;
  }
}

// A plan for `loop` (an ND_FOR) when it is a counted loop with accesses
// whose checks can go before it; NULL otherwise.
HoistPlan *plan_hoisted_checks(Node *loop) {
  if (!opt_safe || !opt_hoist_checks || !loop->cond || !loop->inc || active)
    return NULL;
  HoistPlan *plan = xcalloc(1, sizeof(HoistPlan));
  plan->loop = loop;
  LoopFacts f = {.plan = plan};
  // (`inc` is generated in its form for an unused value; the body's
  // x++ may be generated in either form.)
  walk_every_form(loop->cond, visit_loop_node, &f);
  walk(loop->inc, visit_loop_node, &f);
  walk_every_form(loop->then, visit_loop_node, &f);
  int step = 0;
  bool ok = !f.rejected &&
            ((match_bound(loop->cond, plan, false) && is_unit_step_of(loop->inc, plan->iv, &step) &&
              step > 0) ||
             (match_bound(loop->cond, plan, true) && is_unit_step_of(loop->inc, plan->iv, &step) &&
              step < 0));
  // i changes only in `inc`, and n not at all.
  ok = ok && times_assigned(&f, plan->iv) == 1 && is_invariant_int(&f, plan->bound);
  if (ok) {
    if (loop->then->kind == ND_BLOCK)
      find_derived(&f, loop->then->body, plan->iv);
    choose_forms(&f, plan);
  }
  free(f.assigned);
  free(f.lvalues);
  free(f.writes);
  if (!ok || plan->num_forms == 0) {
    free_hoist_plan(plan);
    return NULL;
  }
  return plan;
}

static Node *new_expr(NodeKind kind, Node *lhs, Node *rhs, Type *ty, Token *tok) {
  Node *node = xcalloc(1, sizeof(Node));
  node->kind = kind;
  node->lhs = lhs;
  node->rhs = rhs;
  node->ty = ty;
  node->tok = tok;
  return node;
}

static Node *new_int(int64_t val, Type *ty, Token *tok) {
  Node *node = new_expr(ND_NUM, NULL, NULL, ty, tok);
  node->val = val;
  return node;
}

// A copy of the expression `node` with every use of `iv` replaced by `by`.
static Node *substitute(Node *node, Obj *iv, Node *by) {
  if (!node)
    return NULL;
  if (node->kind == ND_VAR && node->var == iv)
    return by;
  Node *copy = xcalloc(1, sizeof(Node));
  *copy = *node;
  copy->lhs = substitute(node->lhs, iv, by);
  copy->rhs = substitute(node->rhs, iv, by);
  copy->next = NULL;
  return copy;
}

// The value of an int- or long-sized type at which i++ wraps (its
// largest), or with `down` at which i-- wraps (its smallest).
static int64_t wrap_point(Type *ty, bool down) {
  if (ty->is_unsigned)
    return down ? 0 : ty->size == 4 ? (int64_t)UINT32_MAX : -1;
  if (ty->size == 4)
    return down ? INT32_MIN : INT32_MAX;
  return down ? INT64_MIN : INT64_MAX;
}

// The test before the loop: each form's bytes at the first and the last
// i are inside its object, and the addresses in between are too (see the
// top of this file); any failure jumps to `fail`, the ordinary loop.
void gen_hoisted_checks(HoistPlan *plan, char *fail) {
  Node *loop = plan->loop;
  Token *tok = loop->tok;
  Type *ity = plan->iv->ty;
  Node *iv = new_expr(ND_VAR, NULL, NULL, ity, tok);
  iv->var = plan->iv;
  Node *last = plan->bound;
  if (plan->inclusive) {
    // i <= n with n the largest value of i's type never ends: i wraps;
    // so does i >= n with n the smallest.
    int64_t end = wrap_point(ity, plan->down);
    gen_branch(new_expr(ND_EQ, plan->bound, new_int(end, ity, tok), ty_int, tok), fail, true);
  } else {
    last = new_expr(plan->down ? ND_ADD : ND_SUB, plan->bound, new_int(1, ity, tok), ity, tok);
  }
  // The iterations after the first (not negative: the loop runs).  A
  // loop of fewer than MIN_ITERATIONS costs less checked than tested.
  Node *high = plan->down ? iv : last, *low = plan->down ? last : iv;
  Node *steps = new_expr(ND_CAST, new_expr(ND_SUB, high, low, ity, tok), NULL, ty_ulong, tok);
  gen_branch(new_expr(ND_LT, steps, new_int(MIN_ITERATIONS - 1, ty_ulong, tok), ty_int, tok),
             fail, true);
  if (ity->size == 8)
    gen_branch(new_expr(ND_LT, new_int(0xffffffff, ty_ulong, tok), steps, ty_int, tok), fail,
               true);
  for (int k = 0; k < plan->num_forms; k++) {
    Form *form = &plan->forms[k];
    // The address of the form's first byte: a char pointer to the element
    // plus lo.
    Node *first = new_expr(ND_ADDR, form->elem, NULL, pointer_to(ty_char), tok);
    if (form->lo)
      first = new_expr(ND_PTR_ADD, first, new_int(form->lo, ty_long, tok), first->ty, tok);
    Node *final = substitute(first, plan->iv, last);
    // The lower address is held, the higher one checked with its
    // capability: counting down, the final address is the lower.
    Node *lo = plan->down ? final : first, *hi = plan->down ? first : final;
    gen_expr(new_expr(ND_CAST, lo, NULL, ty_ulong, tok));
    int held = target->hold_value(ty_ulong, leaves_temps_alone(hi));
    gen_expr(hi);
    target->check_range(form->hi - form->lo, form->written, held, fail);
  }
}

// Around the fast copy of the loop: its accesses of the plan's forms are
// not checked, and its `continue`s go to `cont`.
void begin_hoisted(HoistPlan *plan, char *cont) {
  active = plan;
  for (int i = 0; i < plan->num_continues; i++)
    plan->continues[i]->unique_label = cont;
}

void end_hoisted(HoistPlan *plan) {
  active = NULL;
  for (int i = 0; i < plan->num_continues; i++)
    plan->continues[i]->unique_label = plan->loop->cont_label;
}

void free_hoist_plan(HoistPlan *plan) {
  free(plan->continues);
  free(plan);
}

// Is the access `lvalue` (being loaded or stored) covered by the test
// before the loop whose fast copy is being generated?
bool access_prechecked(Node *lvalue) {
  if (!active)
    return false;
  for (int i = 0; i < active->num_covered; i++)
    if (active->covered[i] == lvalue)
      return true;
  return false;
}
