// parse_complex.c — arithmetic on complex values (C11 6.3.1.6-7, 6.5.5-6,
// 6.5.9, Annex G.5), lowered here to arithmetic on their parts.
//
// A `T _Complex` is laid out as struct { T re, im; } (parse.c's
// complex_type), so to the rest of the compiler a complex value is a
// struct value.  Each operation below stores its complex operands in
// temporaries, computes the two parts as real values and builds the
// result in a third temporary:  (ta = a, tb = b, r.re = ..., r.im = ..., r).
// The operations are the ones gcc performs without -ffast-math, so that
// results agree bit for bit: an operand that is real takes part as a
// real (x * (u+vi) is xu + xvi, not a complex product with a zero), and
// a product or quotient of two complex values (or a real divided by a
// complex) calls libgcc's __mul?c3 / __div?c3, which handle infinities
// and NaNs as Annex G asks (the safe libc defines its own).
//
// Only inside functions: a complex operation needs temporaries, so a
// global's initializer can be a brace list ({re, im}) but no complex
// arithmetic.
#include "parse.h"

// The part type T of a complex type, or the type itself.
static Type *real_type_of(Type *ty) {
  return is_complex_type(ty) ? unqual(ty)->members->ty : ty;
}

static Node *part(Obj *var, bool imag, Token *tok) {
  Node *node = new_node(ND_MEMBER, tok);
  node->lhs = new_var_node(var, tok);
  node->member = imag ? var->ty->members->next : var->ty->members;
  add_type(node);
  return node;
}

// A temporary of the function (complex arithmetic needs one), whose
// value each use stores first: whole, or both parts (make_complex).
static Obj *temporary(Type *ty, Token *tok) {
  if (!current_fn)
    error_tok(tok, "complex arithmetic outside a function is not supported; "
                   "initialize with {real, imaginary}");
  Obj *var;
  new_temp_var(ty, tok, &var);
  return var;
}

// (r.re = re, r.im = im, r) for a new temporary r of complex type cty,
// after `setup` (may be NULL).
static Node *make_complex(Node *setup, Type *cty, Node *re, Node *im, Token *tok) {
  Obj *r = temporary(cty, tok);
  Type *t = real_type_of(cty);
  Node *node = comma(setup, assign_node(part(r, false, tok), new_cast(re, t), tok), tok);
  node = comma(node, assign_node(part(r, true, tok), new_cast(im, t), tok), tok);
  return comma(node, new_var_node(r, tok), tok);
}

// `e` (complex or real) converted to complex type cty.
Node *complex_from(Node *e, Type *cty, Token *tok) {
  add_type(e);
  if (is_complex_type(e->ty)) {
    if (real_type_of(e->ty) == real_type_of(cty))  // the same complex type
      return e;
    Obj *t = temporary(unqual(e->ty), tok);
    return make_complex(assign_node(new_var_node(t, tok), e, tok), cty, part(t, false, tok),
                        part(t, true, tok), tok);
  }
  if (!is_numeric(e->ty))
    error_tok(tok, "invalid conversion to a complex type");
  return make_complex(NULL, cty, e, new_num(0, tok), tok);
}

// Complex `e` converted to the real type ty: its real part (the
// imaginary part is discarded, C11 6.3.1.7); _Bool tests both parts.
Node *complex_to_real(Node *e, Type *ty, Token *tok) {
  Obj *t = temporary(unqual(e->ty), tok);
  Node *set = assign_node(new_var_node(t, tok), e, tok);
  if (ty->kind == TY_BOOL) {
    Node *re = new_binary(ND_NE, part(t, false, tok), new_num(0, tok), tok);
    Node *im = new_binary(ND_NE, part(t, true, tok), new_num(0, tok), tok);
    return comma(set, new_cast(new_binary(ND_LOGOR, re, im, tok), ty), tok);
  }
  return comma(set, new_cast(part(t, false, tok), ty), tok);
}

// A condition, or an operand of && || ?: (C11 6.2.5p21: a complex
// value is a scalar): a complex one is tested as _Bool, true unless both
// parts are zero; anything else is returned as it is.
Node *complex_as_bool(Node *e, Token *tok) {
  add_type(e);
  return is_complex_type(e->ty) ? complex_to_real(e, ty_bool, tok) : e;
}

// An operand held in a temporary for an operation: complex, or real
// (taking part as a real, not as a complex value with a zero).
typedef struct {
  Obj *var;
  bool is_complex;
} Operand;

static Node *re_of(Operand o, Token *tok) {
  return o.is_complex ? part(o.var, false, tok) : new_var_node(o.var, tok);
}

static Node *im_of(Operand o, Token *tok) {
  return o.is_complex ? part(o.var, true, tok) : NULL;
}

static Node *zero_of(Type *t, Token *tok) {
  return new_cast(new_num(0, tok), t);
}

// Evaluates `e` once (appending to *setup) as an operand of part type t.
static Operand operand(Node *e, Type *t, Node **setup, Token *tok) {
  add_type(e);
  Operand o = {NULL, is_complex_type(e->ty)};
  Type *ty = o.is_complex ? complex_type(t, tok) : t;
  o.var = temporary(ty, tok);
  Node *value = o.is_complex ? complex_from(e, ty, tok) : new_cast(e, t);
  *setup = comma(*setup, assign_node(new_var_node(o.var, tok), value, tok), tok);
  return o;
}

// libgcc's __mulsc3, __muldc3, __mulxc3 (or __div?c3) for part type t.
static Node *libgcc_call(bool divide, Type *t, Operand a, Operand b, Token *tok) {
  char letter = t->kind == TY_FLOAT ? 's' : t->kind == TY_DOUBLE ? 'd' : 'x';
  Type *cty = complex_type(t, tok);
  Type *fty = func_type(cty);
  Type head = {0}, *cur = &head;
  for (int i = 0; i < 4; i++)
    cur = cur->next = copy_type(t);
  fty->params = head.next;
  Obj *fn = named_function(format("__%s%cc3", divide ? "div" : "mul", letter), fty, tok);
  Node *args[4] = {re_of(a, tok), a.is_complex ? im_of(a, tok) : zero_of(t, tok),
                   re_of(b, tok), b.is_complex ? im_of(b, tok) : zero_of(t, tok)};
  for (int i = 0; i < 3; i++)
    args[i]->next = args[i + 1];
  Node *call = new_call(new_var_node(fn, tok), fty, args[0], tok);
  add_type(call);
  return call;
}

static Node *arith(NodeKind kind, Node *x, Node *y, Token *tok) {
  Node *node = new_binary(kind, x, y, tok);
  add_type(node);
  return node;
}

static Node *negate(Node *x, Token *tok) {
  Node *node = new_unary(ND_NEG, x, tok);
  add_type(node);
  return node;
}

// The part type of an operation on operands of types lt and rt (their
// usual arithmetic conversions, C11 6.3.1.8): an integer converts to the
// other operand's part type.
static Type *operation_part_type(Type *lt, Type *rt) {
  if (is_integer(lt))
    return is_integer(rt) ? ty_double : rt;
  if (is_integer(rt))
    return lt;
  return common_type(lt, rt);
}

// a == b (or a != b): both parts equal, a real operand's imaginary part
// being zero.
static Node *equality(bool not_equal, Operand a, Operand b, Type *t, Token *tok) {
  Node *re = arith(ND_EQ, re_of(a, tok), re_of(b, tok), tok);
  Node *im = arith(ND_EQ, a.is_complex ? im_of(a, tok) : zero_of(t, tok),
                   b.is_complex ? im_of(b, tok) : zero_of(t, tok), tok);
  Node *eq = arith(ND_LOGAND, re, im, tok);
  if (!not_equal)
    return eq;
  eq = new_unary(ND_NOT, eq, tok);
  add_type(eq);
  return eq;
}

// lhs op rhs for + - * / == != with at least one complex operand.
Node *complex_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  add_type(lhs);
  add_type(rhs);
  Type *lt = unqual(real_type_of(lhs->ty)), *rt = unqual(real_type_of(rhs->ty));
  if (!is_numeric(lt) || !is_numeric(rt) ||
      !(kind == ND_ADD || kind == ND_SUB || kind == ND_MUL || kind == ND_DIV ||
        kind == ND_EQ || kind == ND_NE))
    error_tok(tok, "invalid operands to a complex operation");
  Type *t = operation_part_type(lt, rt);
  Type *cty = complex_type(t, tok);
  Node *setup = NULL;
  Operand a = operand(lhs, t, &setup, tok);
  Operand b = operand(rhs, t, &setup, tok);

  if (kind == ND_EQ || kind == ND_NE)
    return comma(setup, equality(kind == ND_NE, a, b, t, tok), tok);
  if (kind == ND_ADD || kind == ND_SUB) {
    Node *re = arith(kind, re_of(a, tok), re_of(b, tok), tok);
    Node *im;
    if (a.is_complex && b.is_complex)
      im = arith(kind, im_of(a, tok), im_of(b, tok), tok);
    else if (a.is_complex)
      im = im_of(a, tok);
    else
      im = kind == ND_ADD ? im_of(b, tok) : negate(im_of(b, tok), tok);
    return make_complex(setup, cty, re, im, tok);
  }
  if ((a.is_complex && b.is_complex) || (kind == ND_DIV && !a.is_complex))
    return comma(setup, libgcc_call(kind == ND_DIV, t, a, b, tok), tok);
  // complex * real, real * complex, complex / real: each part by the real.
  Operand z = a.is_complex ? a : b, x = a.is_complex ? b : a;
  Node *re, *im;
  if (a.is_complex) {
    re = arith(kind, re_of(z, tok), re_of(x, tok), tok);
    im = arith(kind, im_of(z, tok), re_of(x, tok), tok);
  } else {
    re = arith(ND_MUL, re_of(x, tok), re_of(z, tok), tok);
    im = arith(ND_MUL, re_of(x, tok), im_of(z, tok), tok);
  }
  return make_complex(setup, cty, re, im, tok);
}

// -z, ~z (the conjugate, a GNU extension) and !z of a complex z.
Node *complex_unary(NodeKind kind, Node *e, Token *tok) {
  add_type(e);
  Type *cty = unqual(e->ty);
  Obj *v = temporary(cty, tok);
  Node *setup = assign_node(new_var_node(v, tok), e, tok);
  if (kind == ND_NOT) {
    Node *re = arith(ND_EQ, part(v, false, tok), new_num(0, tok), tok);
    Node *im = arith(ND_EQ, part(v, true, tok), new_num(0, tok), tok);
    return comma(setup, arith(ND_LOGAND, re, im, tok), tok);
  }
  Node *re = kind == ND_NEG ? negate(part(v, false, tok), tok) : part(v, false, tok);
  Node *im = negate(part(v, true, tok), tok);
  return make_complex(setup, cty, re, im, tok);
}

// __builtin_complex(re, im): both real floating values of one type.
Node *complex_of_parts(Node *re, Node *im, Token *tok) {
  add_type(re);
  add_type(im);
  if (!is_flonum(re->ty) || unqual(re->ty)->kind != unqual(im->ty)->kind)
    error_tok(tok, "__builtin_complex needs two floating arguments of the same type");
  return make_complex(NULL, complex_type(unqual(re->ty), tok), re, im, tok);
}

// An imaginary constant (`2.5i`): the complex value 0 + v*i of v's type.
Node *imaginary_constant(Node *v, Token *tok) {
  add_type(v);
  return make_complex(NULL, complex_type(unqual(v->ty), tok), new_cast(new_num(0, tok), v->ty),
                      v, tok);
}
