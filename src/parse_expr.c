// parse_expr.c — expressions, from the comma operator down to primary
// expressions, with C's typing rules: lvalue checks, pointer arithmetic as
// ND_PTR_ADD, compound assignment lowering and function-call conversions.

#include "parse.h"

Node *builtin_call(Token **rest, Token *tok); // parse_builtin.c
Obj *declare_function(Type *ty, Token *name, VarAttr *attr);

static Node *logor(Token **rest, Token *tok);
static Node *cast(Token **rest, Token *tok);
static Node *unary(Token **rest, Token *tok);
static Node *postfix(Token **rest, Token *tok);
static Node *primary(Token **rest, Token *tok);

// The type an expression has as a value: arrays and functions decay.
static Type *value_type(Node *node) {
  add_type(node);
  Type *ty = node->ty;
  if (is_array(ty))
    return pointer_to(ty->base);
  if (ty->kind == TY_FUNC)
    return pointer_to(ty);
  return ty;
}

static bool is_null_pointer_constant(Node *node) {
  add_type(node);
  if (node->kind == ND_CAST && node->ty->kind == TY_PTR &&
      node->ty->base->kind == TY_VOID)
    node = node->lhs;
  add_type(node);
  return is_integer(node->ty) && is_const_expr(node) && eval(node) == 0;
}

//
// Lvalues
//

static bool is_lvalue(Node *node) {
  switch (node->kind) {
  case ND_VAR:
    return node->var->ty->kind != TY_FUNC;
  case ND_DEREF:
    return true;
  case ND_MEMBER:
    // `f().x` is not an lvalue; `p->x` and `s.x` are.
    return is_lvalue(node->lhs);
  case ND_COMMA:
    // A compound literal is built as (init, var); x++ and others end in
    // a temporary too, but are not lvalues.
    return node->rhs->kind == ND_VAR && node->rhs->var->is_compound_literal;
  default:
    return false;
  }
}

void check_lvalue(Node *node, Token *tok) {
  if (is_lvalue(node))
    return;
  if (equal(tok, "++") || equal(tok, "--"))
    error_tok(tok, "lvalue required as %s operand", equal(tok, "++") ? "increment" : "decrement");
  error_tok(tok, "lvalue required as left operand of assignment");
}

static bool has_const_member(Type *ty) {
  if (!is_struct_or_union(ty))
    return false;
  for (Member *m = ty->members; m; m = m->next)
    if (m->ty->is_const || has_const_member(m->ty))
      return true;
  return false;
}

static void check_assignable(Node *node, Token *tok) {
  add_type(node);
  check_lvalue(node, tok);
  if (is_array(node->ty))
    error_tok(tok, "array type is not assignable");
  if (node->ty->is_const)
    error_tok(tok, "cannot assign to a const-qualified object");
  if (has_const_member(node->ty))
    error_tok(tok, "cannot assign to a struct with a const member");
  if (is_struct_or_union(node->ty) && node->ty->is_incomplete)
    error_tok(tok, "assignment to an incomplete type");
}

// Records that the object under an lvalue has its address used.
void mark_addr_taken(Node *node) {
  while (node) {
    switch (node->kind) {
    case ND_VAR:
      node->var->is_addr_taken = true;
      return;
    case ND_MEMBER:
    case ND_CAST:
      node = node->lhs;
      continue;
    case ND_COMMA:
      node = node->rhs;
      continue;
    default:
      return;
    }
  }
}

//
// Conversions
//

// `e` (of value type et) converted to ty when one of the two is complex
// and the other arithmetic (C11 6.3.1.6-7: assignments and casts alike),
// else NULL.
static Node *complex_conversion(Node *e, Type *et, Type *ty, Token *tok) {
  if (is_complex_type(ty) && (is_numeric(et) || is_complex_type(et)))
    return complex_from(e, unqual(ty), tok);
  if (is_complex_type(et) && is_numeric(ty))
    return complex_to_real(e, unqual(ty), tok);
  return NULL;
}

// Converts `e` to `ty` as assignment does (C11 6.5.16.1).
Node *cast_for_assign(Node *e, Type *ty, Token *tok) {
  add_type(e);
  Type *et = value_type(e);
  Node *converted = complex_conversion(e, et, ty, tok);
  if (converted)
    return converted;
  if (is_struct_or_union(ty)) {
    if (!is_struct_or_union(e->ty) || !is_compatible(unqual(ty), unqual(e->ty)))
      error_tok(tok, "incompatible types when assigning to a struct or union");
    return e;
  }
  if (ty->kind == TY_VOID)
    return new_cast(e, ty);
  if (et->kind == TY_VOID)
    error_tok(tok, "void value not ignored as it ought to be");
  if (is_struct_or_union(et))
    error_tok(tok, "incompatible types in assignment");
  if (ty->kind == TY_PTR) {
    if (is_flonum(et))
      error_tok(tok, "incompatible types: floating value assigned to a pointer");
    if (is_integer(et) && !is_null_pointer_constant(e))
      warn_tok(tok, "integer to pointer conversion without a cast");
  } else if (is_integer(ty) && ty->kind != TY_BOOL && et->kind == TY_PTR) {
    warn_tok(tok, "pointer to integer conversion without a cast");
  } else if (is_flonum(ty) && et->kind == TY_PTR) {
    error_tok(tok, "incompatible types: pointer assigned to a floating value");
  }
  if (is_array(e->ty) || e->ty->kind == TY_FUNC)
    return new_cast(e, ty);
  convert_to(&e, ty);
  return e;
}

static Node *default_promote(Node *e) {
  add_type(e);
  if (e->ty->kind == TY_FLOAT)
    return new_cast(e, ty_double);
  if (is_integer(e->ty)) {
    convert_to(&e, promoted_type(e));
    return e;
  }
  if (is_array(e->ty) || e->ty->kind == TY_FUNC)
    return new_cast(e, value_type(e));
  return e;
}

//
// Arithmetic
//

static void need(bool ok, Token *tok) {
  if (!ok)
    error_tok(tok, "invalid operands to binary expression");
}

// Bytes per element for pointer arithmetic on pointers to `base`.
Node *size_in_bytes(Type *ty, Token *tok) {
  if (ty->kind == TY_VLA) {
    if (!ty->vla_size) {
      Node *calc = compute_vla_size(ty, tok);
      Node *n = new_binary(ND_COMMA, calc, new_var_node(ty->vla_size, tok), tok);
      add_type(n);
      return n;
    }
    Node *n = new_var_node(ty->vla_size, tok);
    add_type(n);
    return n;
  }
  if (ty->kind == TY_VOID || ty->kind == TY_FUNC)
    return new_ulong(1, tok);
  return new_ulong(ty->size, tok);
}

Node *vla_size_node(Type *ty, Token *tok) {
  return size_in_bytes(ty, tok);
}

// ptr ± idx: ND_PTR_ADD with a scaled (and possibly negated) byte offset.
static Node *pointer_offset(Node *ptr, Node *idx, bool negate, Token *tok) {
  Type *pty = value_type(ptr);
  Type *base = pty->base;
  if (is_struct_or_union(base) && base->is_incomplete)
    error_tok(tok, "arithmetic on a pointer to an incomplete type");
  add_type(idx);
  Node *off;
  if (idx->kind == ND_NUM && base->kind != TY_VLA) {
    int64_t v = idx->val;
    if (idx->ty->size == 4)
      v = idx->ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
    int64_t sz = (base->kind == TY_VOID || base->kind == TY_FUNC) ? 1 : base->size;
    off = new_long((int64_t)((uint64_t)v * (uint64_t)sz) * (negate ? -1 : 1), tok);
  } else {
    Node *size = new_cast(size_in_bytes(base, tok), ty_long);
    off = new_binary(ND_MUL, new_cast(idx, ty_long), size, tok);
    if (negate)
      off = new_unary(ND_NEG, off, tok);
    add_type(off);
  }
  Node *node = new_binary(ND_PTR_ADD, ptr, off, tok);
  node->ty = pty;
  return node;
}

static bool is_int_num(Node *node) {
  while (node->kind == ND_CAST && is_integer(node->ty))
    node = node->lhs;
  return node->kind == ND_NUM && is_integer(node->ty);
}

// Folds an integer operation on two integer constants into one ND_NUM,
// so that long constant expressions (`0 + 1 + 1 + ...`) stay flat.
static Node *fold(Node *node) {
  add_type(node);
  if (!is_integer(node->ty) || node->ty->kind == TY_INT128 ||
      !is_int_num(node->lhs) || !is_int_num(node->rhs))
    return node;
  if ((node->kind == ND_DIV || node->kind == ND_MOD) && eval(node->rhs) == 0)
    return node;
  if (node->kind == ND_SHL || node->kind == ND_SHR) {
    int64_t c = eval(node->rhs);
    if (c < 0 || c >= node->ty->size * 8)
      return node;
  }
  Node *num = new_num(eval(node), node->tok);
  num->ty = node->ty;
  return num;
}

// Is either operand complex (C11 6.2.5p11: a complex operand makes the
// operation complex, parse_complex.c)?
static bool either_complex(Node *lhs, Node *rhs) {
  return is_complex_type(lhs->ty) || is_complex_type(rhs->ty);
}

Node *new_add(Node *lhs, Node *rhs, Token *tok) {
  add_type(lhs);
  add_type(rhs);
  if (either_complex(lhs, rhs))
    return complex_binary(ND_ADD, lhs, rhs, tok);
  Type *lt = value_type(lhs), *rt = value_type(rhs);
  if (is_numeric(lt) && is_numeric(rt))
    return fold(new_binary(ND_ADD, lhs, rhs, tok));
  if (rt->kind == TY_PTR && is_integer(lt))
    return pointer_offset(rhs, lhs, false, tok);
  need(lt->kind == TY_PTR && is_integer(rt), tok);
  return pointer_offset(lhs, rhs, false, tok);
}

// diff / size for a byte difference of two pointers into one array, which
// is a multiple of the element size: no division instruction.  Shifting
// out the size's factor 2^k leaves an exact multiple of the odd rest m,
// and multiplying by m's inverse modulo 2^64 divides it exactly
// (Granlund and Montgomery, "Division by invariant integers using
// multiplication", 1994, section 9).
static Node *divide_exactly(Node *diff, int64_t size, Token *tok) {
  int k = __builtin_ctzll((uint64_t)size);
  uint64_t m = (uint64_t)size >> k, inverse = m;
  for (int i = 0; i < 5; i++) // each step doubles the correct low bits: 3, 6, ... 96
    inverse *= 2 - m * inverse;
  Node *node = diff;
  if (k)
    node = new_binary(ND_SHR, node, new_long(k, tok), tok);
  if (m != 1)
    node = new_binary(ND_MUL, node, new_long((int64_t)inverse, tok), tok);
  add_type(node);
  return node;
}

Node *new_sub(Node *lhs, Node *rhs, Token *tok) {
  add_type(lhs);
  add_type(rhs);
  if (either_complex(lhs, rhs))
    return complex_binary(ND_SUB, lhs, rhs, tok);
  Type *lt = value_type(lhs), *rt = value_type(rhs);
  if (is_numeric(lt) && is_numeric(rt))
    return fold(new_binary(ND_SUB, lhs, rhs, tok));
  if (lt->kind == TY_PTR && is_integer(rt))
    return pointer_offset(lhs, rhs, true, tok);
  need(lt->kind == TY_PTR && rt->kind == TY_PTR, tok);
  if (!is_compatible(unqual(lt->base), unqual(rt->base)))
    warn_tok(tok, "subtraction of pointers to different types");
  Node *diff = new_binary(ND_SUB, new_cast(lhs, ty_long), new_cast(rhs, ty_long), tok);
  Node *size = new_cast(size_in_bytes(lt->base, tok), ty_long);
  if (is_const_expr(size) && eval(size) > 0)
    return divide_exactly(diff, eval(size), tok);
  Node *node = new_binary(ND_DIV, diff, size, tok);
  add_type(node);
  return node;
}

// * / % & | ^ << >> with operand checks.
static Node *new_arith(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  add_type(lhs);
  add_type(rhs);
  if ((kind == ND_MUL || kind == ND_DIV) && either_complex(lhs, rhs))
    return complex_binary(kind, lhs, rhs, tok);
  Type *lt = value_type(lhs), *rt = value_type(rhs);
  if (kind == ND_MUL || kind == ND_DIV)
    need(is_numeric(lt) && is_numeric(rt), tok);
  else
    need(is_integer(lt) && is_integer(rt), tok);
  return fold(new_binary(kind, lhs, rhs, tok));
}

static Node *new_compare(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  add_type(lhs);
  add_type(rhs);
  if ((kind == ND_EQ || kind == ND_NE) && either_complex(lhs, rhs))
    return complex_binary(kind, lhs, rhs, tok);
  Type *lt = value_type(lhs), *rt = value_type(rhs);
  bool ok = (is_numeric(lt) && is_numeric(rt)) ||
            (lt->kind == TY_PTR && rt->kind == TY_PTR);
  if (!ok && lt->kind == TY_PTR && is_integer(rt)) {
    if (!is_null_pointer_constant(rhs))
      warn_tok(tok, "comparison between pointer and integer");
    ok = true;
  }
  if (!ok && rt->kind == TY_PTR && is_integer(lt)) {
    if (!is_null_pointer_constant(lhs))
      warn_tok(tok, "comparison between pointer and integer");
    ok = true;
  }
  need(ok, tok);
  Node *node = new_binary(kind, lhs, rhs, tok);
  add_type(node);
  return node;
}

static Node *binary_op(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  if (kind == ND_ADD)
    return new_add(lhs, rhs, tok);
  if (kind == ND_SUB)
    return new_sub(lhs, rhs, tok);
  return new_arith(kind, lhs, rhs, tok);
}

//
// Assignment
//

// An lvalue that may be evaluated twice: no side effects anywhere in it.
static bool is_pure(Node *node) {
  if (!node)
    return true;
  switch (node->kind) {
  case ND_VAR:
  case ND_NUM:
    return true;
  case ND_MEMBER:
  case ND_DEREF:
  case ND_CAST:
  case ND_ADDR:
  case ND_NEG:
    return is_pure(node->lhs);
  case ND_PTR_ADD:
  case ND_ADD:
  case ND_SUB:
  case ND_MUL:
    return is_pure(node->lhs) && is_pure(node->rhs);
  default:
    return false;
  }
}

static Node *clone_pure(Node *node) {
  if (!node)
    return NULL;
  Node *n = xcalloc(1, sizeof(Node));
  *n = *node;
  n->lhs = clone_pure(node->lhs);
  n->rhs = clone_pure(node->rhs);
  n->next = NULL;
  return n;
}

// A temporary the caller assigns first in its expression (every caller
// makes `assign_node(new_temp_var(...), value)` the first mention).
Node *new_temp_var(Type *ty, Token *tok, Obj **var) {
  *var = new_lvar("", ty);
  (*var)->is_assigned_first = true;
  return new_var_node(*var, tok);
}

Node *assign_node(Node *lhs, Node *rhs, Token *tok) {
  Node *node = new_binary(ND_ASSIGN, lhs, rhs, tok);
  add_type(node);
  return node;
}

Node *comma(Node *lhs, Node *rhs, Token *tok) {
  if (!lhs)
    return rhs;
  Node *node = new_binary(ND_COMMA, lhs, rhs, tok);
  add_type(node);
  return node;
}

// Makes an lvalue that can be mentioned twice: returns the setup
// expression (or NULL) and sets *target to an expression to use for the
// first mention; clone_pure(*target) gives further ones.
static Node *stable_lvalue(Node *lhs, Node **target, Token *tok) {
  if (is_pure(lhs)) {
    *target = lhs;
    return NULL;
  }
  Obj *tmp;
  if (lhs->kind == ND_MEMBER && lhs->member->is_bitfield) {
    // A bitfield has no address: take the address of its struct.
    Node *base = lhs->lhs;
    add_type(base);
    Node *setup = assign_node(new_temp_var(pointer_to(base->ty), tok, &tmp),
                              new_unary(ND_ADDR, base, tok), tok);
    mark_addr_taken(base);
    Node *mem = new_node(ND_MEMBER, tok);
    mem->lhs = new_unary(ND_DEREF, new_var_node(tmp, tok), tok);
    mem->member = lhs->member;
    add_type(mem);
    mem->ty = lhs->ty;
    *target = mem;
    return setup;
  }
  Node *setup = assign_node(new_temp_var(pointer_to(lhs->ty), tok, &tmp),
                            new_unary(ND_ADDR, lhs, tok), tok);
  mark_addr_taken(lhs);
  Node *deref = new_unary(ND_DEREF, new_var_node(tmp, tok), tok);
  add_type(deref);
  *target = deref;
  return setup;
}

static Node *atomic_rmw(Node *lhs, Node *rhs, NodeKind kind, Token *tok, bool post);

// `lhs op= rhs`, lowered to `lhs = lhs op rhs` with lhs evaluated once.
static Node *compound_assign(Node *lhs, Node *rhs, NodeKind kind, Token *tok) {
  check_assignable(lhs, tok);
  add_type(rhs);
  if (lhs->ty->is_atomic)
    return atomic_rmw(lhs, rhs, kind, tok, false);
  Node *target;
  Node *setup = stable_lvalue(lhs, &target, tok);
  Node *value = binary_op(kind, clone_pure(target), rhs, tok);
  Node *store = assign_node(target, cast_for_assign(value, unqual(lhs->ty), tok), tok);
  return comma(setup, store, tok);
}

// x++ / x--: the old value, through a value temporary.
static Node *post_incdec(Node *lhs, int delta, Token *tok) {
  check_assignable(lhs, tok);
  if (lhs->ty->is_atomic)
    return atomic_rmw(lhs, new_num(delta, tok), ND_ADD, tok, true);
  Node *target;
  Node *setup = stable_lvalue(lhs, &target, tok);
  Obj *old;
  Node *save = assign_node(new_temp_var(unqual(lhs->ty), tok, &old),
                           clone_pure(target), tok);
  Node *value = new_add(new_var_node(old, tok), new_num(delta, tok), tok);
  Node *store = assign_node(target, cast_for_assign(value, unqual(lhs->ty), tok), tok);
  Node *node = comma(comma(setup, save, tok), store, tok);
  // The old value of a narrow bitfield is an int, as the bitfield's is
  // (as in GCC; Clang keeps it unsigned).
  Node *old_value = new_var_node(old, tok);
  Type *promoted = bitfield_promotion(lhs);
  if (promoted)
    old_value = new_cast(old_value, promoted);
  Node *result = comma(node, old_value, tok);
  Node *direct = new_add(clone_pure(target), new_num(delta, tok), tok);
  result->discarded =
      comma(setup, assign_node(clone_pure(target), cast_for_assign(direct, unqual(lhs->ty), tok), tok), tok);
  return result;
}

static bool is_fetch_op(NodeKind kind) {
  return kind == ND_ADD || kind == ND_SUB || kind == ND_BITAND ||
         kind == ND_BITOR || kind == ND_BITXOR;
}

// Read-modify-write of an _Atomic object: ND_FETCH_OP for integers and
// the bitwise/additive operators, otherwise a compare-and-swap loop.
static Node *atomic_rmw(Node *lhs, Node *rhs, NodeKind kind, Token *tok, bool post) {
  Type *ty = unqual(lhs->ty);
  Obj *ptr, *val;
  Node *set_ptr = assign_node(new_temp_var(pointer_to(ty), tok, &ptr),
                              new_unary(ND_ADDR, lhs, tok), tok);
  mark_addr_taken(lhs);

  if (is_integer(ty) && is_fetch_op(kind) && ty->kind != TY_BOOL) {
    Node *set_val = assign_node(new_temp_var(ty, tok, &val),
                                cast_for_assign(rhs, ty, tok), tok);
    Node *op = new_node(ND_FETCH_OP, tok);
    op->lhs = new_var_node(ptr, tok);
    op->rhs = new_var_node(val, tok);
    op->op = kind;
    add_type(op);
    Node *result = op;
    if (!post) {
      result = new_binary(kind, op, new_var_node(val, tok), tok);
      result = new_cast(result, ty);
    }
    return comma(comma(set_ptr, set_val, tok), result, tok);
  }

  // ({ old = *ptr; do new = old op val; while (!cas(ptr, &old, new)); new })
  Obj *old, *nv;
  Node *set_val = assign_node(new_temp_var(value_type(rhs), tok, &val), rhs, tok);
  Node *cur = new_unary(ND_DEREF, new_var_node(ptr, tok), tok);
  add_type(cur);
  if (opt_safe && ty->kind == TY_PTR)
    cur->ty = lhs->ty; // _Atomic: read with its capability in one step (gen_lvalue.c)
  Node *load = assign_node(new_temp_var(ty, tok, &old), cur, tok);
  old->is_addr_taken = true;
  Node *calc = binary_op(kind, new_var_node(old, tok), new_var_node(val, tok), tok);
  Node *set_new = assign_node(new_temp_var(ty, tok, &nv),
                              cast_for_assign(calc, ty, tok), tok);
  Node *cas = new_node(ND_CAS, tok);
  cas->cas_addr = new_var_node(ptr, tok);
  cas->cas_old = new_unary(ND_ADDR, new_var_node(old, tok), tok);
  cas->cas_new = new_var_node(nv, tok);
  add_type(cas);

  Node *loop = new_node(ND_DO, tok);
  loop->then = new_node(ND_EXPR_STMT, tok);
  loop->then->lhs = set_new;
  loop->cond = new_unary(ND_NOT, cas, tok);
  loop->brk_label = new_unique_name();
  loop->cont_label = new_unique_name();

  Node *s1 = new_node(ND_EXPR_STMT, tok);
  s1->lhs = comma(comma(set_ptr, set_val, tok), load, tok);
  Node *s3 = new_node(ND_EXPR_STMT, tok);
  s3->lhs = new_var_node(post ? old : nv, tok);
  s1->next = loop;
  loop->next = s3;
  Node *se = new_node(ND_STMT_EXPR, tok);
  se->body = s1;
  add_type(se);
  return se;
}

// Safe mode: `lhs = rhs` to an _Atomic pointer in memory is an atomic
// store, an exchange whose old value is dropped, so that the address and
// its capability are written together (docs/safe-mode.md "Atomic
// pointers").  Its value is the pointer stored.
static Node *atomic_pointer_store(Node *lhs, Node *rhs, Token *tok) {
  Type *ty = unqual(lhs->ty);
  Obj *val;
  Node *set_val = assign_node(new_temp_var(ty, tok, &val), cast_for_assign(rhs, ty, tok), tok);
  Node *exch = new_node(ND_EXCH, tok);
  exch->lhs = new_unary(ND_ADDR, lhs, tok);
  mark_addr_taken(lhs);
  exch->rhs = new_var_node(val, tok);
  add_type(exch);
  Node *store = comma(set_val, new_cast(exch, ty_void), tok);
  return comma(store, new_var_node(val, tok), tok);
}

// assign = conditional (assign-op assign)?
Node *assign(Token **rest, Token *tok) {
  enter_nesting(tok);
  Node *node = conditional(&tok, tok);
  static char *ops[] = {"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="};
  static NodeKind kinds[] = {ND_ADD, ND_SUB, ND_MUL, ND_DIV, ND_MOD,
                             ND_BITAND, ND_BITOR, ND_BITXOR, ND_SHL, ND_SHR};
  if (equal(tok, "=")) {
    Token *op = tok;
    Node *rhs = assign(&tok, tok->next);
    check_assignable(node, op);
    if (opt_safe && node->ty->is_atomic && node->ty->kind == TY_PTR)
      node = atomic_pointer_store(node, rhs, op);
    else
      node = assign_node(node, cast_for_assign(rhs, unqual(node->ty), op), op);
  } else {
    for (int i = 0; i < 10; i++) {
      if (equal(tok, ops[i])) {
        Token *op = tok;
        Node *rhs = assign(&tok, tok->next);
        node = compound_assign(node, rhs, kinds[i], op);
        break;
      }
    }
  }
  leave_nesting();
  *rest = tok;
  return node;
}

// expr = assign ("," expr)?
Node *expr(Token **rest, Token *tok) {
  Node *node = assign(&tok, tok);
  while (equal(tok, ",")) {
    Token *op = tok;
    Node *rhs = assign(&tok, tok->next);
    node = comma(node, rhs, op);
  }
  *rest = tok;
  return node;
}

static void check_scalar(Node *node, Token *tok) {
  Type *ty = value_type(node);
  if (!is_scalar(ty))
    error_tok(tok, "used %s type value where scalar is required",
              is_struct_or_union(ty) ? "struct" : "void");
}

// conditional = logor ("?" expr? ":" conditional)?
Node *conditional(Token **rest, Token *tok) {
  Node *cond = logor(&tok, tok);
  if (!equal(tok, "?")) {
    *rest = tok;
    return cond;
  }
  Token *q = tok;
  cond = complex_as_bool(cond, q);
  check_scalar(cond, q);
  enter_nesting(tok);

  Node *node = new_node(ND_COND, q);
  if (equal(tok->next, ":")) {
    // a ?: b  ==  (tmp = a, tmp ? tmp : b)
    Obj *tmp;
    Node *set = assign_node(new_temp_var(value_type(cond), q, &tmp),
                            new_cast(cond, value_type(cond)), q);
    node->cond = new_var_node(tmp, q);
    node->then = new_var_node(tmp, q);
    node->els = conditional(rest, tok->next->next);
    leave_nesting();
    add_type(node->els);
    Node *r = new_binary(ND_COMMA, set, node, q);
    add_type(node);
    add_type(r);
    return r;
  }
  node->cond = cond;
  node->then = expr(&tok, tok->next);
  tok = skip(tok, ":");
  node->els = conditional(rest, tok);
  leave_nesting();
  add_type(node->then);
  add_type(node->els);
  Type *t1 = value_type(node->then), *t2 = value_type(node->els);
  bool ok = (is_numeric(t1) && is_numeric(t2)) ||
            (t1->kind == TY_VOID || t2->kind == TY_VOID) ||
            (t1->kind == TY_PTR && (t2->kind == TY_PTR || is_integer(t2))) ||
            (t2->kind == TY_PTR && is_integer(t1)) ||
            (is_struct_or_union(t1) && is_struct_or_union(t2) &&
             is_compatible(unqual(t1), unqual(t2)));
  if (!ok)
    error_tok(q, "type mismatch in conditional expression");
  add_type(node);
  return node;
}

static Node *logical(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  lhs = complex_as_bool(lhs, tok);
  rhs = complex_as_bool(rhs, tok);
  check_scalar(lhs, tok);
  check_scalar(rhs, tok);
  Node *node = new_binary(kind, lhs, rhs, tok);
  add_type(node);
  return node;
}

// logor = logand ("||" logand)*
static Node *logand(Token **rest, Token *tok);
static Node *logor(Token **rest, Token *tok) {
  Node *node = logand(&tok, tok);
  while (equal(tok, "||")) {
    Token *op = tok;
    node = logical(ND_LOGOR, node, logand(&tok, tok->next), op);
  }
  *rest = tok;
  return node;
}

static Node *bitor(Token **rest, Token *tok);
static Node *logand(Token **rest, Token *tok) {
  Node *node = bitor(&tok, tok);
  while (equal(tok, "&&")) {
    Token *op = tok;
    node = logical(ND_LOGAND, node, bitor(&tok, tok->next), op);
  }
  *rest = tok;
  return node;
}

static Node *bitxor(Token **rest, Token *tok);
static Node *bitor(Token **rest, Token *tok) {
  Node *node = bitxor(&tok, tok);
  while (equal(tok, "|")) {
    Token *op = tok;
    node = new_arith(ND_BITOR, node, bitxor(&tok, tok->next), op);
  }
  *rest = tok;
  return node;
}

static Node *bitand(Token **rest, Token *tok);
static Node *bitxor(Token **rest, Token *tok) {
  Node *node = bitand(&tok, tok);
  while (equal(tok, "^")) {
    Token *op = tok;
    node = new_arith(ND_BITXOR, node, bitand(&tok, tok->next), op);
  }
  *rest = tok;
  return node;
}

static Node *equality(Token **rest, Token *tok);
static Node *bitand(Token **rest, Token *tok) {
  Node *node = equality(&tok, tok);
  while (equal(tok, "&")) {
    Token *op = tok;
    node = new_arith(ND_BITAND, node, equality(&tok, tok->next), op);
  }
  *rest = tok;
  return node;
}

static Node *relational(Token **rest, Token *tok);
static Node *equality(Token **rest, Token *tok) {
  Node *node = relational(&tok, tok);
  for (;;) {
    Token *op = tok;
    if (equal(tok, "=="))
      node = new_compare(ND_EQ, node, relational(&tok, tok->next), op);
    else if (equal(tok, "!="))
      node = new_compare(ND_NE, node, relational(&tok, tok->next), op);
    else
      break;
  }
  *rest = tok;
  return node;
}

// `a > b` is built as `b < a`, `a >= b` as `b <= a`.  When b is a
// constant and the operands are not floating, `!(a <= b)` / `!(a < b)`
// keeps `a` first, so that `setjmp(env) > 3` never has a value pushed
// across the setjmp call.
static Node *greater(NodeKind swapped_kind, Node *lhs, Node *rhs, Token *op) {
  add_type(lhs);
  add_type(rhs);
  if (rhs->kind == ND_NUM && !is_flonum(lhs->ty) && !is_flonum(rhs->ty)) {
    NodeKind inverse = swapped_kind == ND_LT ? ND_LE : ND_LT;
    Node *cmp = new_compare(inverse, lhs, rhs, op);
    Node *node = new_unary(ND_NOT, cmp, op);
    add_type(node);
    return node;
  }
  return new_compare(swapped_kind, rhs, lhs, op);
}

static Node *shift(Token **rest, Token *tok);
static Node *relational(Token **rest, Token *tok) {
  Node *node = shift(&tok, tok);
  for (;;) {
    Token *op = tok;
    if (equal(tok, "<"))
      node = new_compare(ND_LT, node, shift(&tok, tok->next), op);
    else if (equal(tok, "<="))
      node = new_compare(ND_LE, node, shift(&tok, tok->next), op);
    else if (equal(tok, ">"))
      node = greater(ND_LT, node, shift(&tok, tok->next), op);
    else if (equal(tok, ">="))
      node = greater(ND_LE, node, shift(&tok, tok->next), op);
    else
      break;
  }
  *rest = tok;
  return node;
}

static Node *add(Token **rest, Token *tok);
static Node *shift(Token **rest, Token *tok) {
  Node *node = add(&tok, tok);
  for (;;) {
    Token *op = tok;
    if (equal(tok, "<<"))
      node = new_arith(ND_SHL, node, add(&tok, tok->next), op);
    else if (equal(tok, ">>"))
      node = new_arith(ND_SHR, node, add(&tok, tok->next), op);
    else
      break;
  }
  *rest = tok;
  return node;
}

static Node *mul(Token **rest, Token *tok);
static Node *add(Token **rest, Token *tok) {
  Node *node = mul(&tok, tok);
  for (;;) {
    Token *op = tok;
    if (equal(tok, "+"))
      node = new_add(node, mul(&tok, tok->next), op);
    else if (equal(tok, "-"))
      node = new_sub(node, mul(&tok, tok->next), op);
    else
      break;
  }
  *rest = tok;
  return node;
}

static Node *mul(Token **rest, Token *tok) {
  Node *node = cast(&tok, tok);
  for (;;) {
    Token *op = tok;
    if (equal(tok, "*"))
      node = new_arith(ND_MUL, node, cast(&tok, tok->next), op);
    else if (equal(tok, "/"))
      node = new_arith(ND_DIV, node, cast(&tok, tok->next), op);
    else if (equal(tok, "%"))
      node = new_arith(ND_MOD, node, cast(&tok, tok->next), op);
    else
      break;
  }
  *rest = tok;
  return node;
}

static Node *with_vla_sizes(Type *ty, Node *node, Token *tok) {
  if (!current_fn)
    return node;
  Node *calc = compute_vla_size(ty, tok);
  return calc ? comma(calc, node, tok) : node;
}

// A temporary union of type ty, zeroed, with member m holding e
// (converted as assignment converts): GNU union casts and arguments for
// transparent unions.
static Node *union_holding(Node *e, Type *ty, Member *m, Token *tok) {
  Obj *var = new_lvar("", ty);
  Node *zero = new_node(ND_MEMZERO, tok);
  zero->var = var;
  zero->ty = ty_void;
  Node *mem = new_node(ND_MEMBER, tok);
  mem->lhs = new_var_node(var, tok);
  mem->member = m;
  add_type(mem);
  Node *set = assign_node(mem, cast_for_assign(e, unqual(m->ty), tok), tok);
  return comma(comma(zero, set, tok), new_var_node(var, tok), tok);
}

// GNU `(union U)x`: a union whose member of x's type holds x.
static Node *cast_to_union(Node *e, Type *ty, Token *tok) {
  Type *et = unqual(value_type(e));
  for (Member *m = ty->members; m; m = m->next)
    if (m->name && !m->is_bitfield && is_compatible(unqual(m->ty), et))
      return union_holding(e, ty, m, tok);
  error_tok(tok, "cast to union type from type not present in union");
}

// cast = "(" type-name ")" cast | unary
static Node *cast(Token **rest, Token *tok) {
  if (equal(tok, "(") && is_typename(tok->next)) {
    Token *start = tok;
    Type *ty = typename(&tok, tok->next);
    tok = skip(tok, ")");
    // A compound literal is a postfix expression.
    if (equal(tok, "{"))
      return unary(rest, start);

    enter_nesting(tok);
    Node *e = cast(rest, tok);
    leave_nesting();
    add_type(e);
    Type *et = value_type(e);
    Node *converted = complex_conversion(e, et, ty, start);
    if (converted)
      return converted;
    if (ty->kind != TY_VOID) {
      if (is_struct_or_union(ty)) {
        if (ty->kind == TY_UNION && current_fn &&
            !(is_struct_or_union(e->ty) && is_compatible(unqual(ty), unqual(e->ty))))
          return cast_to_union(e, ty, start);
        if (!is_struct_or_union(e->ty) || !is_compatible(unqual(ty), unqual(e->ty)))
          error_tok(start, "conversion to non-scalar type requested");
        return e;
      }
      if (!is_scalar(ty))
        error_tok(start, "cast to an array or function type");
      if (!is_scalar(et))
        error_tok(start, "operand of a cast must have scalar type");
      if (ty->kind == TY_PTR && is_flonum(et))
        error_tok(start, "cannot cast a floating value to a pointer");
      if (is_flonum(ty) && et->kind == TY_PTR)
        error_tok(start, "cannot cast a pointer to a floating type");
    }
    Node *node = new_cast(e, unqual(ty));
    node->tok = start;
    return with_vla_sizes(ty, node, start);
  }
  return unary(rest, tok);
}

static Node *address_of(Node *e, Token *tok) {
  add_type(e);
  if (e->kind == ND_MEMBER && e->member->is_bitfield)
    error_tok(tok, "cannot take the address of a bit-field");
  if (e->kind == ND_COMMA && is_lvalue(e)) {
    Node *n = comma(e->lhs, address_of(e->rhs, tok), tok);
    return n;
  }
  bool ok = is_lvalue(e) || (e->kind == ND_VAR && e->var->ty->kind == TY_FUNC) ||
            e->ty->kind == TY_FUNC;
  if (!ok)
    error_tok(tok, "cannot take the address of an rvalue");
  if (e->kind == ND_VAR && e->var->is_local && is_register_var(e->var))
    error_tok(tok, "address of register variable '%s' requested", e->var->name);
  mark_addr_taken(e);
  Node *node = new_unary(ND_ADDR, e, tok);
  add_type(node);
  return node;
}

static Node *deref(Node *e, Token *tok) {
  add_type(e);
  if (e->ty->kind == TY_FUNC)
    return e;
  Type *ty = value_type(e);
  if (ty->kind != TY_PTR)
    error_tok(tok, "indirection requires a pointer operand");
  if (ty->base->kind == TY_FUNC)
    return e;
  Node *node = new_unary(ND_DEREF, e, tok);
  add_type(node);
  return node;
}

static Node *sizeof_type(Type *ty, Token *tok) {
  if (ty->kind == TY_VLA)
    return with_vla_sizes(ty, new_cast(size_in_bytes(ty, tok), ty_ulong), tok);
  if ((is_struct_or_union(ty) || ty->kind == TY_ENUM) && ty->is_incomplete)
    error_tok(tok, "invalid application of 'sizeof' to an incomplete type");
  if (ty->kind == TY_ARRAY && ty->array_len < 0)
    error_tok(tok, "invalid application of 'sizeof' to an incomplete type");
  return new_ulong(ty->size, tok);
}

static Node *sizeof_expr(Token **rest, Token *tok) {
  Token *start = tok;
  if (equal(tok->next, "(") && is_typename(tok->next->next)) {
    Token *t;
    Type *ty = typename(&t, tok->next->next);
    t = skip(t, ")");
    if (!equal(t, "{")) {
      *rest = t;
      return sizeof_type(ty, start);
    }
  }
  Node *e = unary(rest, tok->next);
  add_type(e);
  if (e->kind == ND_MEMBER && e->member->is_bitfield)
    error_tok(start, "invalid application of 'sizeof' to a bit-field");
  if (e->ty->kind == TY_VLA)
    return new_cast(size_in_bytes(e->ty, start), ty_ulong);
  return sizeof_type(e->ty, start);
}

static Node *alignof_expr(Token **rest, Token *tok) {
  Token *start = tok;
  if (equal(tok->next, "(") && is_typename(tok->next->next)) {
    Type *ty = typename(&tok, tok->next->next);
    *rest = skip(tok, ")");
    if (is_array(ty))
      ty = ty->base;
    return new_ulong(ty->align, start);
  }
  Node *e = unary(rest, tok->next);
  add_type(e);
  if (e->kind == ND_VAR)
    return new_ulong(e->var->align, start);
  Type *ty = is_array(e->ty) ? e->ty->base : e->ty;
  return new_ulong(ty->align, start);
}

// __real__ x / __imag__ x: a member of a complex value; of a real value,
// the value itself or zero.
static Node *real_imag(Node *e, bool imag, Token *tok) {
  add_type(e);
  if (is_complex_type(e->ty)) {
    Node *node = new_node(ND_MEMBER, tok);
    node->lhs = e;
    node->member = imag ? e->ty->members->next : e->ty->members;
    add_type(node);
    return node;
  }
  if (!is_numeric(e->ty))
    error_tok(tok, "invalid operand to %s", imag ? "__imag__" : "__real__");
  if (!imag)
    return e;
  Node *zero = new_num(0, tok);
  return comma(new_cast(e, ty_void), new_cast(zero, e->ty), tok);
}

// unary = ("+" | "-" | "*" | "&" | "!" | "~") cast | ("++" | "--") unary
//       | "&&" ident | "sizeof" ... | "_Alignof" ... | postfix
static Node *unary2(Token **rest, Token *tok) {
  Token *op = tok;
  if (equal(tok, "+") || equal(tok, "-")) {
    Node *e = cast(rest, tok->next);
    Type *ty = value_type(e);
    if (is_complex_type(ty))
      return equal(op, "+") ? e : complex_unary(ND_NEG, e, op);
    if (!is_numeric(ty))
      error_tok(op, "invalid argument type to unary expression");
    if (equal(op, "+")) {
      convert_to(&e, promoted_type(e));
      return e;
    }
    Node *node = new_unary(ND_NEG, e, op);
    add_type(node);
    return node;
  }
  if (equal(tok, "&"))
    return address_of(cast(rest, tok->next), op);
  if (equal(tok, "*"))
    return deref(cast(rest, tok->next), op);
  if (equal(tok, "!")) {
    Node *e = cast(rest, tok->next);
    add_type(e);
    if (is_complex_type(e->ty))
      return complex_unary(ND_NOT, e, op);
    check_scalar(e, op);
    Node *node = new_unary(ND_NOT, e, op);
    add_type(node);
    return node;
  }
  if (equal(tok, "~")) {
    Node *e = cast(rest, tok->next);
    if (is_complex_type(value_type(e)))
      return complex_unary(ND_BITNOT, e, op);  // GNU: the conjugate
    if (!is_integer(value_type(e)))
      error_tok(op, "invalid argument type to unary expression");
    Node *node = new_unary(ND_BITNOT, e, op);
    add_type(node);
    return node;
  }
  if (equal(tok, "++"))
    return compound_assign(unary(rest, tok->next), new_num(1, tok), ND_ADD, op);
  if (equal(tok, "--"))
    return compound_assign(unary(rest, tok->next), new_num(1, tok), ND_SUB, op);
  if (equal(tok, "&&")) {
    if (tok->next->kind != TK_IDENT)
      error_tok(tok->next, "expected a label name");
    *rest = tok->next->next;
    return find_label_value(tok->next, strndup(tok->next->loc, tok->next->len));
  }
  if (equal(tok, "sizeof"))
    return sizeof_expr(rest, tok);
  if (equal(tok, "_Alignof") || equal(tok, "__alignof") || equal(tok, "__alignof__"))
    return alignof_expr(rest, tok);
  if (equal(tok, "__extension__"))
    return cast(rest, tok->next);
  if (equal(tok, "__real__") || equal(tok, "__imag__"))
    return real_imag(cast(rest, tok->next), equal(tok, "__imag__"), op);
  return postfix(rest, tok);
}

static Node *unary(Token **rest, Token *tok) {
  enter_nesting(tok);
  Node *node = unary2(rest, tok);
  leave_nesting();
  return node;
}

// lhs.name, stepping through anonymous members.
static Node *struct_ref(Node *lhs, Token *tok) {
  add_type(lhs);
  Type *sty = lhs->ty;
  Node *node = lhs;
  for (;;) {
    Member *m = get_struct_member(sty, tok);
    Node *mem = new_node(ND_MEMBER, tok);
    mem->lhs = node;
    mem->member = m;
    add_type(mem);
    if (node->ty->is_const || node->ty->is_volatile) {
      Type *t = copy_type(m->ty);
      t->is_const |= node->ty->is_const;
      t->is_volatile |= node->ty->is_volatile;
      if (t->kind == TY_ARRAY)
        t->base = copy_type(t->base), t->base->is_const |= node->ty->is_const;
      mem->ty = t;
    }
    node = mem;
    if (m->name)
      break;
    sty = m->ty;
  }
  if (is_array(node->ty))
    mark_addr_taken(lhs);
  return node;
}

// Can an argument `arg` (of value type at) stand for a transparent
// union's member of type mty?  As GCC takes it: a compatible type, or for
// a pointer member a null pointer constant, or a pointer that loses no
// qualifier, to a compatible type or from or to void.
static bool fits_member(Node *arg, Type *at, Type *mty) {
  mty = unqual(mty);
  if (is_compatible(mty, unqual(at)))
    return true;
  if (mty->kind != TY_PTR)
    return false;
  if (is_null_pointer_constant(arg))
    return true;
  if (at->kind != TY_PTR)
    return false;
  Type *want = mty->base, *have = at->base;
  if ((have->is_const && !want->is_const) || (have->is_volatile && !want->is_volatile))
    return false;
  return want->kind == TY_VOID || have->kind == TY_VOID || is_compatible(unqual(want), unqual(have));
}

// The argument for a parameter of transparent union type ty (GCC's
// attribute, which glibc's <sys/socket.h> puts on __SOCKADDR_ARG under
// _GNU_SOURCE): a value becomes a temporary union with the first member
// it fits set (union_holding, as for a GNU union cast), passed as a union (the ABI passes it as its first member:
// all members share one representation).  A value that fits none is
// assigned to the first member, with assignment's diagnostics, as GCC
// does.  A union value passes as it is.
static Node *transparent_union_arg(Node *arg, Type *ty, Token *tok) {
  Type *at = value_type(arg);
  if (is_struct_or_union(arg->ty) && is_compatible(ty, unqual(arg->ty)))
    return arg;
  Member *m = ty->members;
  while (m && !fits_member(arg, at, m->ty))
    m = m->next;
  return union_holding(arg, ty, m ? m : ty->members, tok);
}

static Node *funcall(Token **rest, Token *tok, Node *fn) {
  add_type(fn);
  Type *ft = fn->ty;
  if (ft->kind == TY_PTR)
    ft = ft->base;
  if (ft->kind != TY_FUNC)
    error_tok(fn->tok, "called object is not a function or function pointer");

  Token *start = tok;
  tok = tok->next;
  Type *param = ft->params;
  Node head = {0}, *cur = &head;
  int nargs = 0;
  while (!equal(tok, ")")) {
    if (cur != &head)
      tok = skip(tok, ",");
    Token *atok = tok;
    Node *arg = assign(&tok, tok);
    add_type(arg);
    nargs++;
    if (arg->ty->kind == TY_VOID)
      error_tok(atok, "argument has void type");
    if (param) {
      if (param->kind == TY_UNION && param->is_transparent_union)
        arg = transparent_union_arg(arg, unqual(param), atok);
      arg = cast_for_assign(arg, unqual(param), atok);
      param = param->next;
    } else {
      if (ft->has_proto && !ft->is_variadic)
        error_tok(atok, "too many arguments to function call");
      arg = default_promote(arg);
    }
    if (is_struct_or_union(arg->ty) && arg->ty->is_incomplete)
      error_tok(atok, "argument has incomplete type");
    cur = cur->next = arg;
  }
  if (param && ft->has_proto)
    error_tok(tok, "too few arguments to function call");
  *rest = skip(tok, ")");

  return inline_call(new_call(fn, ft, head.next, start));
}

// The call of fn (of function type ft) with the converted arguments
// `args`; a struct or union result gets its return buffer.
Node *new_call(Node *fn, Type *ft, Node *args, Token *tok) {
  Node *node = new_node(ND_FUNCALL, tok);
  node->lhs = fn;
  node->func_ty = ft;
  node->args = args;
  node->ty = unqual(ft->return_ty);
  if (is_struct_or_union(node->ty)) {
    if (node->ty->is_incomplete)
      error_tok(tok, "calling a function with an incomplete return type");
    node->ret_buffer = new_lvar("", node->ty);
    node->ret_buffer->is_addr_taken = true;
  }
  return node;
}

// A compound literal `(type){...}`: an anonymous object.
static Node *compound_literal(Token **rest, Token *tok, Type *ty, Token *start) {
  if (ty->kind == TY_VLA)
    error_tok(start, "compound literal has variable size");
  if (!current_fn) {
    Obj *var = new_anon_gvar(ty);
    gvar_initializer(rest, tok, var);
    return new_var_node(var, start);
  }
  Obj *var = new_lvar("", ty);
  var->is_compound_literal = true;
  Node *init = lvar_initializer(rest, tok, var);
  return comma(init, new_var_node(var, start), start);
}

// postfix = compound-literal | primary ("[" expr "]" | "." ident
//         | "->" ident | "(" args ")" | "++" | "--")*
static Node *postfix(Token **rest, Token *tok) {
  Node *node;
  if (equal(tok, "(") && is_typename(tok->next)) {
    Token *start = tok;
    Type *ty = typename(&tok, tok->next);
    tok = skip(tok, ")");
    node = compound_literal(&tok, tok, ty, start);
  } else {
    node = primary(&tok, tok);
  }

  for (;;) {
    Token *op = tok;
    if (equal(tok, "[")) {
      Node *idx = expr(&tok, tok->next);
      tok = skip(tok, "]");
      Type *lt = value_type(node), *rt = value_type(idx);
      if (!((lt->kind == TY_PTR && is_integer(rt)) ||
            (rt->kind == TY_PTR && is_integer(lt))))
        error_tok(op, "subscripted value is not an array or pointer");
      node = deref(new_add(node, idx, op), op);
      continue;
    }
    if (equal(tok, ".")) {
      if (tok->next->kind != TK_IDENT)
        error_tok(tok->next, "expected a member name");
      node = struct_ref(node, tok->next);
      tok = tok->next->next;
      continue;
    }
    if (equal(tok, "->")) {
      if (tok->next->kind != TK_IDENT)
        error_tok(tok->next, "expected a member name");
      Type *t = value_type(node);
      if (t->kind != TY_PTR || !is_struct_or_union(t->base))
        error_tok(op, "member reference type is not a pointer to a struct or union");
      node = struct_ref(deref(node, op), tok->next);
      tok = tok->next->next;
      continue;
    }
    if (equal(tok, "(")) {
      node = funcall(&tok, tok, node);
      continue;
    }
    if (equal(tok, "++")) {
      node = post_incdec(node, 1, op);
      tok = tok->next;
      continue;
    }
    if (equal(tok, "--")) {
      node = post_incdec(node, -1, op);
      tok = tok->next;
      continue;
    }
    break;
  }
  *rest = tok;
  return node;
}

// _Generic(controlling-expr, type: expr, ..., default: expr)
static Node *generic_selection(Token **rest, Token *tok) {
  Token *start = tok;
  tok = skip(tok->next, "(");
  Node *ctl = assign(&tok, tok);
  Type *cty = unqual(value_type(ctl));
  Node *chosen = NULL, *dflt = NULL;
  while (consume(&tok, tok, ",")) {
    if (equal(tok, "default")) {
      tok = skip(tok->next, ":");
      Node *e = assign(&tok, tok);
      if (dflt)
        error_tok(tok, "duplicate default generic association");
      dflt = e;
      continue;
    }
    Type *ty = typename(&tok, tok);
    tok = skip(tok, ":");
    Node *e = assign(&tok, tok);
    if (!chosen && is_compatible(cty, ty))
      chosen = e;
  }
  *rest = skip(tok, ")");
  if (chosen)
    return chosen;
  if (dflt)
    return dflt;
  error_tok(start, "controlling expression type not compatible with any generic association");
}

static Node *func_name_literal(Token *tok) {
  char *name = current_fn ? current_fn->name : "";
  Type *ty = array_of(ty_char, strlen(name) + 1);
  Obj *var = new_string_literal(name, ty);
  return new_var_node(var, tok);
}

static Node *statement_expression(Token **rest, Token *tok) {
  if (!current_fn)
    error_tok(tok, "statement expression outside of a function");
  Node *node = new_node(ND_STMT_EXPR, tok);
  stmt_expr_depth++;
  Node *blk = compound_stmt(&tok, tok->next->next);
  stmt_expr_depth--;
  node->body = blk->body;
  // `({ ...; lbl: v; })`: the value is v's, so the labelled expression
  // statement becomes the last statement itself, after its label.
  Node *last = node->body;
  while (last && last->next)
    last = last->next;
  while (last && last->kind == ND_LABEL && last->lhs &&
         (last->lhs->kind == ND_EXPR_STMT || last->lhs->kind == ND_LABEL)) {
    Node *inner = last->lhs;
    last->lhs = new_node(ND_BLOCK, last->tok);
    last->next = inner;
    last = inner;
  }
  *rest = skip(tok, ")");
  add_type(node);
  return node;
}

static Node *identifier(Token **rest, Token *tok) {
  if (tok->len > 2 && !strncmp(tok->loc, "__", 2)) {
    Node *b = builtin_call(rest, tok);
    if (b)
      return b;
  }
  Obj *var = find_var_obj(tok);
  // GCC treats alloca() as its builtin unless the program defines it.
  if (equal(tok, "alloca") && equal(tok->next, "(") &&
      (!var || (var->is_function && !var->is_definition))) {
    Token *t = tok;
    Node *size = NULL;
    t = skip(t->next, "(");
    size = assign(&t, t);
    *rest = skip(t, ")");
    if (!current_fn)
      error_tok(tok, "alloca outside of a function");
    Node *n = new_unary(ND_ALLOCA, new_cast(size, ty_long), tok);
    n->ty = pointer_to(ty_void);
    return n;
  }
  if (var) {
    *rest = tok->next;
    return new_var_node(var, tok);
  }
  VarScope *vs = find_var_scope(tok);
  if (vs && vs->enum_ty) {
    *rest = tok->next;
    Node *n = new_num(vs->enum_val, tok);
    n->ty = vs->enum_ty;
    return n;
  }
  if (vs && vs->type_def)
    error_tok(tok, "unexpected type name '%.*s'", tok->len, tok->loc);
  if (equal(tok, "__func__") || equal(tok, "__FUNCTION__") ||
      equal(tok, "__PRETTY_FUNCTION__")) {
    *rest = tok->next;
    return func_name_literal(tok);
  }
  if (equal(tok->next, "(")) {
    warn_tok(tok, "implicit declaration of function '%.*s'", tok->len, tok->loc);
    Type *ty = func_type(ty_int);
    ty->has_proto = false;
    VarAttr attr = {0};
    Obj *fn = declare_function(ty, tok, &attr);
    *rest = tok->next;
    return new_var_node(fn, tok);
  }
  error_tok(tok, "use of undeclared identifier '%.*s'", tok->len, tok->loc);
}

// primary = "(" "{" stmt+ "}" ")" | "(" expr ")" | _Generic | ident | str | num
static Node *primary(Token **rest, Token *tok) {
  if (equal(tok, "(") && equal(tok->next, "{"))
    return statement_expression(rest, tok);
  if (equal(tok, "(")) {
    enter_nesting(tok);
    Node *node = expr(&tok, tok->next);
    leave_nesting();
    *rest = skip(tok, ")");
    return node;
  }
  if (equal(tok, "_Generic"))
    return generic_selection(rest, tok);
  if (tok->kind == TK_IDENT)
    return identifier(rest, tok);
  if (tok->kind == TK_STR) {
    Obj *var = new_string_literal(tok->str, tok->ty);
    *rest = tok->next;
    return new_var_node(var, tok);
  }
  if (tok->kind == TK_NUM) {
    Node *node = new_node(ND_NUM, tok);
    node->ty = tok->ty;
    if (is_flonum(tok->ty))
      node->fval = tok->fval;
    else
      node->val = tok->val;
    *rest = tok->next;
    return tok->is_imaginary ? imaginary_constant(node, tok) : node;
  }
  error_tok(tok, "expected an expression");
}
