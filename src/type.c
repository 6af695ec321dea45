// type.c — C types: the predefined types, type constructors, compatibility,
// and add_type(), which gives every expression node its type and inserts the
// ND_CAST nodes that C's implicit conversions require.
//
// Conversions are all made explicit here (or in the parser) so that a
// backend never has to convert a value on its own.

#include "parse.h"

static Type *new_type(TypeKind kind, int size, int align, bool is_unsigned) {
  Type *ty = xcalloc(1, sizeof(Type));
  ty->kind = kind;
  ty->size = size;
  ty->align = align;
  ty->is_unsigned = is_unsigned;
  return ty;
}

Type *ty_void = &(Type){.kind = TY_VOID, .size = 1, .align = 1};
Type *ty_bool = &(Type){.kind = TY_BOOL, .size = 1, .align = 1, .is_unsigned = true};
Type *ty_char = &(Type){.kind = TY_CHAR, .size = 1, .align = 1};
Type *ty_short = &(Type){.kind = TY_SHORT, .size = 2, .align = 2};
Type *ty_int = &(Type){.kind = TY_INT, .size = 4, .align = 4};
Type *ty_long = &(Type){.kind = TY_LONG, .size = 8, .align = 8};
Type *ty_llong = &(Type){.kind = TY_LONG, .size = 8, .align = 8, .is_long_long = true};
Type *ty_int128 = &(Type){.kind = TY_INT128, .size = 16, .align = 16};
Type *ty_uchar = &(Type){.kind = TY_CHAR, .size = 1, .align = 1, .is_unsigned = true};
Type *ty_ushort = &(Type){.kind = TY_SHORT, .size = 2, .align = 2, .is_unsigned = true};
Type *ty_uint = &(Type){.kind = TY_INT, .size = 4, .align = 4, .is_unsigned = true};
Type *ty_ulong = &(Type){.kind = TY_LONG, .size = 8, .align = 8, .is_unsigned = true};
Type *ty_ullong = &(Type){.kind = TY_LONG, .size = 8, .align = 8, .is_unsigned = true, .is_long_long = true};
Type *ty_uint128 = &(Type){.kind = TY_INT128, .size = 16, .align = 16, .is_unsigned = true};
Type *ty_float = &(Type){.kind = TY_FLOAT, .size = 4, .align = 4};
Type *ty_double = &(Type){.kind = TY_DOUBLE, .size = 8, .align = 8};
Type *ty_ldouble = &(Type){.kind = TY_LDOUBLE, .size = 16, .align = 16};

bool is_integer(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT:
  case TY_LONG: case TY_INT128: case TY_ENUM:
    return true;
  default:
    return false;
  }
}

bool is_flonum(Type *ty) {
  return ty->kind == TY_FLOAT || ty->kind == TY_DOUBLE || ty->kind == TY_LDOUBLE;
}

bool is_numeric(Type *ty) {
  return is_integer(ty) || is_flonum(ty);
}

bool is_scalar(Type *ty) {
  return is_numeric(ty) || ty->kind == TY_PTR;
}

bool is_array(Type *ty) {
  return ty->kind == TY_ARRAY || ty->kind == TY_VLA;
}

bool is_struct_or_union(Type *ty) {
  return ty->kind == TY_STRUCT || ty->kind == TY_UNION;
}

// The scalars one general register holds: integers of at most 8 bytes
// (not __int128), _Bool, enums, and pointers, arrays and functions (which
// stand for their address).
bool is_integer_like(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: case TY_CHAR: case TY_SHORT: case TY_INT: case TY_LONG: case TY_ENUM:
  case TY_PTR: case TY_ARRAY: case TY_VLA: case TY_FUNC:
    return true;
  default:
    return false;
  }
}

// The size of an integer-like value: an address is 8 bytes whatever the
// size of the object.
int integer_like_size(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: return 1;
  case TY_PTR: case TY_ARRAY: case TY_VLA: case TY_FUNC: return 8;
  default: return ty->size;
  }
}

// The width, 4 or 8 bytes, of operations on an integer-like value: C
// computes in int at least.
int operation_width(Type *ty) {
  return integer_like_size(ty) == 8 ? 8 : 4;
}

// The types whose value the code generator holds as the object's address:
// struct, union, array (VLAs too) and function.
bool value_is_address(Type *ty) {
  return is_struct_or_union(ty) || is_array(ty) || ty->kind == TY_FUNC;
}

// Can an object of this type hold a pointer?  (In safe mode, copying it
// must then copy capabilities too.)
bool type_has_pointer(Type *ty) {
  switch (ty->kind) {
  case TY_PTR:
    return true;
  case TY_ARRAY:
  case TY_VLA:
    return type_has_pointer(ty->base);
  case TY_STRUCT:
  case TY_UNION:
    for (Member *m = ty->members; m; m = m->next)
      if (type_has_pointer(m->ty))
        return true;
    return false;
  default:
    return false;
  }
}

static bool same_quals(Type *a, Type *b) {
  return a->is_const == b->is_const && a->is_volatile == b->is_volatile &&
         a->is_atomic == b->is_atomic;
}

static Type *root_type(Type *ty) {
  while (ty->origin)
    ty = ty->origin;
  return ty;
}

static bool compatible_params(Type *f1, Type *f2) {
  if (!f1->has_proto || !f2->has_proto)
    return true;
  if (f1->is_variadic != f2->is_variadic)
    return false;
  Type *p1 = f1->params, *p2 = f2->params;
  for (; p1 && p2; p1 = p1->next, p2 = p2->next)
    if (!is_compatible(unqual(p1), unqual(p2)))
      return false;
  return !p1 && !p2;
}

// Compatibility ignoring the top-level qualifiers of t1 and t2.
static bool compatible_unqual(Type *t1, Type *t2) {
  if (t1 == t2 || root_type(t1) == root_type(t2))
    return true;

  // An enum is compatible with the integer type that represents it.
  if (t1->kind == TY_ENUM && t2->kind == TY_INT)
    return t1->is_unsigned == t2->is_unsigned;
  if (t2->kind == TY_ENUM && t1->kind == TY_INT)
    return t1->is_unsigned == t2->is_unsigned;

  bool arr1 = is_array(t1), arr2 = is_array(t2);
  if (arr1 && arr2) {
    if (!is_compatible(t1->base, t2->base))
      return false;
    if (t1->kind == TY_ARRAY && t2->kind == TY_ARRAY && t1->array_len >= 0 &&
        t2->array_len >= 0)
      return t1->array_len == t2->array_len;
    return true;
  }
  if (t1->kind != t2->kind)
    return false;

  switch (t1->kind) {
  case TY_VOID:
  case TY_BOOL:
  case TY_FLOAT:
  case TY_DOUBLE:
  case TY_LDOUBLE:
    return true;
  case TY_CHAR:
    // char, signed char and unsigned char are three distinct types.
    if ((root_type(t1) == ty_char) != (root_type(t2) == ty_char))
      return false;
    return t1->is_unsigned == t2->is_unsigned;
  case TY_SHORT:
  case TY_INT:
  case TY_INT128:
    return t1->is_unsigned == t2->is_unsigned;
  case TY_LONG:
    return t1->is_unsigned == t2->is_unsigned &&
           t1->is_long_long == t2->is_long_long;
  case TY_PTR:
    return is_compatible(t1->base, t2->base);
  case TY_FUNC:
    return is_compatible(t1->return_ty, t2->return_ty) &&
           compatible_params(t1, t2);
  default:
    return false; // distinct structs, unions and enums
  }
}

// C11 6.2.7: qualifiers must agree; typedef names and qualified copies are
// followed through `origin`.
bool is_compatible(Type *t1, Type *t2) {
  if (t1 == t2)
    return true;
  if (!same_quals(t1, t2))
    return false;
  return compatible_unqual(t1, t2);
}

// Incomplete struct types that were copied (to add a qualifier or to
// give a typedef its own identity) must see the later completion of the
// original.  We remember such copies and update them in complete_copies().
static Type **incomplete_copies;
static int n_incomplete_copies, cap_incomplete_copies;

Type *copy_type(Type *ty) {
  Type *ret = xcalloc(1, sizeof(Type));
  *ret = *ty;
  ret->origin = ty;
  ret->next = NULL;
  if (is_struct_or_union(ty) && ty->is_incomplete) {
    if (n_incomplete_copies == cap_incomplete_copies) {
      cap_incomplete_copies = cap_incomplete_copies ? cap_incomplete_copies * 2 : 64;
      incomplete_copies = xrealloc(incomplete_copies,
                                  sizeof(Type *) * cap_incomplete_copies);
    }
    incomplete_copies[n_incomplete_copies++] = ret;
  }
  return ret;
}

static bool derives_from(Type *ty, Type *orig) {
  for (Type *t = ty->origin; t; t = t->origin)
    if (t == orig)
      return true;
  return false;
}

// `orig` (a struct or union) has just been defined: give its earlier
// copies the same layout.
void complete_copies(Type *orig) {
  for (int i = 0; i < n_incomplete_copies; i++) {
    Type *c = incomplete_copies[i];
    if (!c || !derives_from(c, orig))
      continue;
    c->size = orig->size;
    c->align = orig->align;
    c->members = orig->members;
    c->is_flexible = orig->is_flexible;
    c->is_packed = orig->is_packed;
    c->is_incomplete = orig->is_incomplete;
    incomplete_copies[i] = NULL;
  }
}

// The type without its top-level qualifiers.
Type *unqual(Type *ty) {
  if (!ty->is_const && !ty->is_volatile && !ty->is_atomic)
    return ty;
  Type *ret = copy_type(ty);
  ret->is_const = ret->is_volatile = ret->is_atomic = false;
  return ret;
}

Type *pointer_to(Type *base) {
  Type *ty = new_type(TY_PTR, 8, 8, true);
  ty->base = base;
  return ty;
}

Type *func_type(Type *return_ty) {
  // sizeof on a function is 1 in GNU C.
  Type *ty = new_type(TY_FUNC, 1, 1, false);
  ty->return_ty = return_ty;
  ty->has_proto = true;
  return ty;
}

Type *array_of(Type *base, int len) {
  long size = (long)base->size * (len < 0 ? 0 : len);
  Type *ty = new_type(TY_ARRAY, size > INT32_MAX ? INT32_MAX : (int)size,
                      base->align, false);
  ty->base = base;
  ty->array_len = len;
  return ty;
}

Type *vla_of(Type *base, Node *len) {
  Type *ty = new_type(TY_VLA, 8, 8, false);
  ty->base = base;
  ty->vla_len = len;
  return ty;
}

Type *enum_type(void) {
  return new_type(TY_ENUM, 4, 4, false);
}

Type *struct_type(void) {
  Type *ty = new_type(TY_STRUCT, 0, 1, false);
  ty->is_incomplete = true;
  return ty;
}

//
// Conversions
//

// Integer conversion rank (C11 6.3.1.1), ordered like C's.
static int int_rank(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: return 0;
  case TY_CHAR: return 1;
  case TY_SHORT: return 2;
  case TY_ENUM:
  case TY_INT: return 3;
  case TY_LONG: return ty->is_long_long ? 5 : 4;
  case TY_INT128: return 6;
  default: return 0;
  }
}

// The canonical (unqualified, shared) type for an arithmetic type.
static Type *canonical(Type *ty) {
  bool u = ty->is_unsigned;
  switch (ty->kind) {
  case TY_BOOL: return ty_bool;
  case TY_CHAR: return ty; // promoted to int before it matters
  case TY_SHORT: return u ? ty_ushort : ty_short;
  case TY_ENUM:
  case TY_INT: return u ? ty_uint : ty_int;
  case TY_LONG:
    if (ty->is_long_long)
      return u ? ty_ullong : ty_llong;
    return u ? ty_ulong : ty_long;
  case TY_INT128: return u ? ty_uint128 : ty_int128;
  case TY_FLOAT: return ty_float;
  case TY_DOUBLE: return ty_double;
  case TY_LDOUBLE: return ty_ldouble;
  default: return ty;
  }
}

// The bitfield whose value `node` is: the member itself, an assignment
// to it (also `f op= x` and `++f`, which are built as assignments), or a
// comma expression ending in one.  GCC keeps the bitfield's width through
// these (docs/architecture.md "Bitfield values"), so with an 8-bit `f`,
// `~(x, s.f)` and `~(s.f = 1)` are ints; taking the member's declared
// type made them unsigned int (csmith seed 876).
static Member *bitfield_of(Node *node) {
  while (node->kind == ND_COMMA || node->kind == ND_ASSIGN)
    node = node->kind == ND_COMMA ? node->rhs : node->lhs;
  if (node->kind == ND_MEMBER && node->member->is_bitfield)
    return node->member;
  return NULL;
}

// A bitfield narrower than int promotes to int (as in GCC), one exactly
// as wide as an unsigned int to unsigned int.
Type *bitfield_promotion(Node *node) {
  Member *m = bitfield_of(node);
  if (!m)
    return NULL;
  if (m->bit_width < 32)
    return ty_int;
  if (m->bit_width == 32)
    return m->ty->is_unsigned ? ty_uint : ty_int;
  return NULL;
}

// C11 6.3.1.1p2 integer promotions, for the type of an expression.
Type *promoted_type(Node *node) {
  Type *ty = node->ty;
  if (!is_integer(ty))
    return is_flonum(ty) ? canonical(ty) : ty;
  Type *bf = bitfield_promotion(node);
  if (bf)
    return bf;
  if (int_rank(ty) < 3)
    return ty_int;
  return canonical(ty);
}

static Type *unsigned_of(Type *ty) {
  switch (ty->kind) {
  case TY_INT: return ty_uint;
  case TY_LONG: return ty->is_long_long ? ty_ullong : ty_ulong;
  case TY_INT128: return ty_uint128;
  default: return ty;
  }
}

// C11 6.3.1.8 usual arithmetic conversions: the common type of two
// already promoted arithmetic types.
Type *common_type(Type *a, Type *b) {
  if (a->kind == TY_LDOUBLE || b->kind == TY_LDOUBLE)
    return ty_ldouble;
  if (a->kind == TY_DOUBLE || b->kind == TY_DOUBLE)
    return ty_double;
  if (a->kind == TY_FLOAT || b->kind == TY_FLOAT)
    return ty_float;

  a = canonical(a);
  b = canonical(b);
  if (int_rank(a) < 3)
    a = ty_int;
  if (int_rank(b) < 3)
    b = ty_int;
  if (a->is_unsigned == b->is_unsigned)
    return int_rank(a) >= int_rank(b) ? a : b;

  Type *s = a->is_unsigned ? b : a;
  Type *u = a->is_unsigned ? a : b;
  if (int_rank(u) >= int_rank(s))
    return u;
  if (s->size > u->size)
    return s;
  return unsigned_of(s);
}

static bool same_arith(Type *a, Type *b) {
  if (a->kind == TY_ENUM || b->kind == TY_ENUM)
    return false;
  return a->kind == b->kind && a->is_unsigned == b->is_unsigned &&
         a->is_long_long == b->is_long_long;
}

// Converts `*node` to `ty` unless it already has exactly that type.
void convert_to(Node **node, Type *ty) {
  add_type(*node);
  if ((*node)->ty == ty)
    return;
  if (is_numeric(ty) && same_arith((*node)->ty, ty) &&
      !bitfield_promotion(*node) && !(*node)->ty->is_atomic)
    return;
  *node = new_cast(*node, ty);
}

static Type *decayed(Type *ty) {
  if (is_array(ty))
    return pointer_to(ty->base);
  if (ty->kind == TY_FUNC)
    return pointer_to(ty);
  return ty;
}

// Arithmetic binary operator: both operands to their common type.
static void usual_arith_conv(Node *node) {
  Type *lt = promoted_type(node->lhs), *rt = promoted_type(node->rhs);
  if (!is_numeric(lt) || !is_numeric(rt)) {
    node->ty = ty_int; // the parser rejects these; keep going safely
    return;
  }
  Type *ty = common_type(lt, rt);
  convert_to(&node->lhs, ty);
  convert_to(&node->rhs, ty);
  node->ty = ty;
}

static bool is_null_constant(Node *node) {
  while (node->kind == ND_CAST && (is_integer(node->ty) ||
         (node->ty->kind == TY_PTR && node->ty->base->kind == TY_VOID)))
    node = node->lhs;
  return node->kind == ND_NUM && is_integer(node->ty) && node->val == 0;
}

// Operands of == != < <= : a common arithmetic type, or both pointers.
static void comparison_conv(Node *node) {
  Type *lt = decayed(node->lhs->ty), *rt = decayed(node->rhs->ty);
  node->ty = ty_int;
  if (is_numeric(lt) && is_numeric(rt)) {
    Type *ty = common_type(promoted_type(node->lhs), promoted_type(node->rhs));
    convert_to(&node->lhs, ty);
    convert_to(&node->rhs, ty);
    return;
  }
  if (lt->kind == TY_PTR) {
    if (lt != node->lhs->ty)
      node->lhs = new_cast(node->lhs, lt);
    if (rt->kind != TY_PTR || !is_compatible(lt, rt))
      node->rhs = new_cast(node->rhs, lt);
    return;
  }
  if (rt->kind == TY_PTR) {
    if (rt != node->rhs->ty)
      node->rhs = new_cast(node->rhs, rt);
    node->lhs = new_cast(node->lhs, rt);
  }
}

// Result type of `c ? a : b` (C11 6.5.15), with both arms converted.
static void cond_conv(Node *node) {
  Type *t1 = decayed(node->then->ty), *t2 = decayed(node->els->ty);
  if (t1->kind == TY_VOID || t2->kind == TY_VOID) {
    node->ty = ty_void;
    return;
  }
  if (is_numeric(t1) && is_numeric(t2)) {
    Type *ty = common_type(promoted_type(node->then), promoted_type(node->els));
    convert_to(&node->then, ty);
    convert_to(&node->els, ty);
    node->ty = ty;
    return;
  }
  if (is_struct_or_union(t1)) {
    node->ty = t1;
    return;
  }
  Type *ty;
  if (t1->kind == TY_PTR && t2->kind == TY_PTR) {
    if (is_null_constant(node->els))
      ty = t1;
    else if (is_null_constant(node->then))
      ty = t2;
    else if (t1->base->kind == TY_VOID || t2->base->kind == TY_VOID) {
      Type *b = copy_type(ty_void);
      b->is_const = t1->base->is_const || t2->base->is_const;
      b->is_volatile = t1->base->is_volatile || t2->base->is_volatile;
      ty = pointer_to(b);
    } else if (t1->base->is_const == t2->base->is_const ||
               t1->base->is_const)
      ty = t1;
    else
      ty = t2;
  } else if (t1->kind == TY_PTR) {
    ty = t1;
  } else {
    ty = t2;
  }
  convert_to(&node->then, ty);
  convert_to(&node->els, ty);
  node->ty = ty;
}

static void add_type_list(Node *node) {
  for (Node *n = node; n; n = n->next)
    add_type(n);
}

void add_type(Node *node) {
  if (!node || node->ty)
    return;

  add_type(node->lhs);
  add_type(node->rhs);
  add_type(node->cond);
  add_type(node->then);
  add_type(node->els);
  add_type(node->init);
  add_type(node->inc);
  add_type_list(node->body);
  add_type_list(node->args);
  add_type(node->cas_addr);
  add_type(node->cas_old);
  add_type(node->cas_new);

  switch (node->kind) {
  case ND_NUM:
    node->ty = ty_int;
    return;
  case ND_ADD:
  case ND_SUB:
  case ND_MUL:
  case ND_DIV:
  case ND_MOD:
  case ND_BITAND:
  case ND_BITOR:
  case ND_BITXOR:
    usual_arith_conv(node);
    return;
  case ND_SHL:
  case ND_SHR:
    node->ty = promoted_type(node->lhs);
    convert_to(&node->lhs, node->ty);
    convert_to(&node->rhs, promoted_type(node->rhs));
    return;
  case ND_NEG:
  case ND_BITNOT:
    node->ty = promoted_type(node->lhs);
    convert_to(&node->lhs, node->ty);
    return;
  case ND_EQ:
  case ND_NE:
  case ND_LT:
  case ND_LE:
    comparison_conv(node);
    return;
  case ND_NOT:
  case ND_LOGAND:
  case ND_LOGOR:
    node->ty = ty_int;
    return;
  case ND_COND:
    cond_conv(node);
    return;
  case ND_COMMA:
    node->ty = node->rhs->ty;
    return;
  case ND_ASSIGN:
    node->ty = node->lhs->ty;
    if (!is_struct_or_union(node->lhs->ty) && !is_array(node->lhs->ty))
      convert_to(&node->rhs, unqual(node->lhs->ty));
    return;
  case ND_MEMBER:
    node->ty = node->member->ty;
    return;
  case ND_ADDR:
    node->ty = pointer_to(node->lhs->ty);
    return;
  case ND_DEREF:
    if (node->lhs->ty->base)
      node->ty = node->lhs->ty->base;
    else
      node->ty = ty_void;
    return;
  case ND_PTR_ADD:
    node->ty = decayed(node->lhs->ty);
    convert_to(&node->rhs, ty_long);
    return;
  case ND_VAR:
  case ND_MEMZERO:
    node->ty = node->kind == ND_VAR ? node->var->ty : ty_void;
    return;
  case ND_STMT_EXPR: {
    node->ty = ty_void;
    Node *last = node->body;
    while (last && last->next)
      last = last->next;
    if (last && last->kind == ND_EXPR_STMT)
      node->ty = last->lhs->ty;
    return;
  }
  case ND_LABEL_VAL:
  case ND_FRAME_ADDR:
  case ND_ALLOCA:
    node->ty = pointer_to(ty_void);
    return;
  case ND_OBJECT_SIZE:
    node->ty = ty_ulong;
    return;
  case ND_PREFETCH:
    node->ty = ty_void;
    return;
  case ND_CAS:
  case ND_OVF_ADD:
  case ND_OVF_SUB:
  case ND_OVF_MUL:
    node->ty = ty_bool;
    return;
  case ND_EXCH:
  case ND_FETCH_OP:
    node->ty = node->lhs->ty->base;
    return;
  case ND_CLZ:
  case ND_CTZ:
  case ND_POPCOUNT:
    node->ty = ty_int;
    return;
  case ND_BSWAP:
  case ND_SQRT:
    node->ty = node->lhs->ty;
    return;
  default:
    // statements and nodes whose type the parser sets (casts, calls,
    // va_arg) have no value type of their own.
    node->ty = ty_void;
    return;
  }
}

// (ty)expr.  Defined here rather than in parse.c so that type.c links on
// its own.
Node *new_cast(Node *expr, Type *ty) {
  add_type(expr);
  Node *node = xcalloc(1, sizeof(Node));
  node->kind = ND_CAST;
  node->tok = expr->tok;
  node->lhs = expr;
  node->ty = ty;
  return node;
}
