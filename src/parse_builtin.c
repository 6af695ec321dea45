// parse_builtin.c — GCC builtins recognised by name in primary
// expressions: varargs, bit operations, overflow checks, atomics, and the
// __builtin_ aliases of library functions.

#include "parse.h"

Obj *declare_function(Type *ty, Token *name, VarAttr *attr);

static Node *comma2(Node *a, Node *b, Token *tok) {
  Node *n = new_binary(ND_COMMA, a, b, tok);
  add_type(n);
  return n;
}

static Node *set_var(Obj *var, Node *val, Token *tok) {
  Node *n = new_binary(ND_ASSIGN, new_var_node(var, tok), val, tok);
  add_type(n);
  return n;
}

static Node *arg_assign(Token **tok, bool first) {
  if (!first)
    *tok = skip(*tok, ",");
  Node *n = assign(tok, *tok);
  add_type(n);
  return n;
}

// Parses `(a1, a2, ..., an)` into args[]; exactly n arguments.
static void parse_args(Token **rest, Token *tok, Node **args, int n, Token *name) {
  tok = skip(tok, "(");
  for (int i = 0; i < n; i++) {
    if (equal(tok, ")"))
      error_tok(tok, "too few arguments to '%.*s'", name->len, name->loc);
    args[i] = arg_assign(&tok, i == 0);
  }
  if (!equal(tok, ")"))
    error_tok(tok, "too many arguments to '%.*s'", name->len, name->loc);
  *rest = tok->next;
}

static Type *pointee_of(Node *ptr, Token *tok) {
  Type *ty = ptr->ty;
  if (is_array(ty))
    return ty->base;
  if (ty->kind != TY_PTR)
    error_tok(tok, "argument must be a pointer");
  return unqual(ty->base);
}

// __builtin_prefetch(addr [, rw [, locality]]): rw and locality are
// integer constants (gcc's rule) with rw 0 or 1 and locality 0 to 3,
// defaulting to a read with locality 3.  The address is evaluated; no
// access is made, so safe mode checks nothing.
static Node *prefetch(Token **rest, Token *name) {
  Token *tok = skip(name->next, "(");
  Node *addr = arg_assign(&tok, true);
  add_type(addr);
  if (!addr->ty->base)
    error_tok(addr->tok, "the first argument of __builtin_prefetch must be a pointer");
  int64_t limits[2] = {1, 3};
  int64_t values[2] = {0, 3};
  for (int i = 0; i < 2 && equal(tok, ","); i++) {
    Node *arg = arg_assign(&tok, false);
    add_type(arg);
    if (!is_integer(arg->ty) || !is_const_expr(arg) || eval(arg) < 0 || eval(arg) > limits[i])
      error_tok(arg->tok, "argument %d of __builtin_prefetch must be a constant from 0 to %d",
                i + 2, (int)limits[i]);
    values[i] = eval(arg);
  }
  if (!equal(tok, ")"))
    error_tok(tok, "too many arguments to '__builtin_prefetch'");
  *rest = tok->next;
  Node *n = new_node(ND_PREFETCH, name);
  n->lhs = new_cast(addr, pointer_to(ty_void));
  n->val = values[1];
  add_type(n);
  return n;
}

static Node *typed_unary(NodeKind kind, Node *arg, Type *argty, Type *ty, Token *tok) {
  Node *n = new_node(kind, tok);
  n->lhs = new_cast(arg, argty);
  n->ty = ty;
  return n;
}

// Suffix "", "l" or "ll" of a bit builtin: the operand type.
static Type *bit_type(char *suffix) {
  if (!strcmp(suffix, "l") || !strcmp(suffix, "ll"))
    return ty_ulong;
  return ty_uint;
}

static long double make_inf(void) {
  long double one = 1, zero = 0;
  return one / zero;
}

static long double make_nan(void) {
  uint64_t bits = 0x7ff8000000000000ULL;
  double d;
  memcpy(&d, &bits, sizeof(d));
  return d;
}

static Node *flonum(long double v, Type *ty, Token *tok) {
  Node *n = new_node(ND_NUM, tok);
  n->fval = v;
  n->ty = ty;
  return n;
}

static Type *float_suffix_type(char *suffix) {
  if (!strcmp(suffix, "f"))
    return ty_float;
  if (!strcmp(suffix, "l"))
    return ty_ldouble;
  return ty_double;
}

// __builtin_offsetof(type, member-designator)
static Node *builtin_offsetof(Token **rest, Token *tok) {
  Token *start = tok;
  tok = skip(tok->next, "(");
  Type *ty = typename(&tok, tok);
  tok = skip(tok, ",");
  int64_t offset = 0;
  bool first = true;
  for (;;) {
    if (first || equal(tok, ".")) {
      if (!first)
        tok = tok->next;
      first = false;
      if (tok->kind != TK_IDENT)
        error_tok(tok, "expected a member name");
      for (;;) {
        Member *m = get_struct_member(ty, tok);
        offset += m->offset;
        ty = m->ty;
        if (m->name)
          break;
      }
      tok = tok->next;
      continue;
    }
    if (equal(tok, "[")) {
      if (!is_array(ty))
        error_tok(tok, "subscript of a non-array in offsetof");
      int64_t idx = const_expr(&tok, tok->next);
      tok = skip(tok, "]");
      ty = ty->base;
      offset += idx * ty->size;
      continue;
    }
    break;
  }
  *rest = skip(tok, ")");
  return new_ulong(offset, start);
}

//
// Atomics
//

static Node *fetch_op(Node *ptr, Node *val, NodeKind kind, bool want_new, Token *tok) {
  Type *ty = pointee_of(ptr, tok);
  Obj *tmp = new_lvar("", ty);
  add_type(val);
  // An integer operand of a pointer operation is a byte count.
  Node *conv = ty->kind == TY_PTR && is_integer(val->ty) ? new_cast(val, ty)
                                                         : cast_for_assign(val, ty, tok);
  Node *set = set_var(tmp, conv, tok);
  Node *op = new_node(ND_FETCH_OP, tok);
  op->lhs = ptr;
  op->rhs = new_var_node(tmp, tok);
  op->op = kind;
  add_type(op);
  Node *result = op;
  if (want_new && ty->kind == TY_PTR && (kind == ND_ADD || kind == ND_SUB)) {
    // The new pointer is derived from the old one by ND_PTR_ADD (a byte
    // offset, as GCC does not scale __atomic pointer arithmetic).
    Node *off = new_cast(new_cast(new_var_node(tmp, tok), ty_ulong), ty_long);
    if (kind == ND_SUB)
      off = new_unary(ND_NEG, off, tok);
    add_type(off);
    result = new_binary(ND_PTR_ADD, op, off, tok);
    add_type(result);
  } else if (want_new) {
    Node *b;
    if (ty->kind == TY_PTR)
      b = new_binary(kind, new_cast(op, ty_ulong), new_cast(new_var_node(tmp, tok), ty_ulong), tok);
    else
      b = new_binary(kind, op, new_var_node(tmp, tok), tok);
    add_type(b);
    result = new_cast(b, ty);
  }
  return comma2(set, result, tok);
}

static Node *exchange(Node *ptr, Node *val, Token *tok) {
  Type *ty = pointee_of(ptr, tok);
  Node *n = new_node(ND_EXCH, tok);
  n->lhs = ptr;
  n->rhs = cast_for_assign(val, ty, tok);
  add_type(n);
  return n;
}

static Node *cas(Node *ptr, Node *expected, Node *desired, Token *tok) {
  Type *ty = pointee_of(ptr, tok);
  Node *n = new_node(ND_CAS, tok);
  n->cas_addr = ptr;
  n->cas_old = expected;
  n->cas_new = cast_for_assign(desired, ty, tok);
  add_type(n);
  return n;
}

static Node *deref_of(Node *ptr, Token *tok) {
  Node *n = new_unary(ND_DEREF, ptr, tok);
  add_type(n);
  return n;
}

// The value *ptr of __atomic_load(_n).  In safe mode a pointer is read
// through an _Atomic-qualified lvalue, which src/gen_lvalue.c reads with
// its capability in one atomic step (Target.atomic_load); the value
// itself is unqualified.  Other loads are plain ones (an aligned load of
// at most 8 bytes is atomic on our targets).
static Node *atomic_deref_of(Node *ptr, Token *tok) {
  Node *n = deref_of(ptr, tok);
  if (!opt_safe || n->ty->kind != TY_PTR)
    return n;
  if (!n->ty->is_atomic) {
    n->ty = copy_type(n->ty);
    n->ty->is_atomic = true;
  }
  return new_cast(n, unqual(n->ty));
}

static Node *void_of(Node *n) {
  return new_cast(n, ty_void);
}

typedef struct {
  char *name;
  NodeKind kind;
} OpName;

static OpName op_names[] = {
  {"add", ND_ADD}, {"sub", ND_SUB}, {"and", ND_BITAND},
  {"or", ND_BITOR}, {"xor", ND_BITXOR},
};

static bool match_op(char *s, char *prefix, char *suffix, NodeKind *kind) {
  int pl = strlen(prefix), sl = strlen(suffix), n = strlen(s);
  if (n <= pl + sl || strncmp(s, prefix, pl) || strcmp(s + n - sl, suffix))
    return false;
  for (int i = 0; i < 5; i++) {
    int ol = strlen(op_names[i].name);
    if (n - pl - sl == ol && !strncmp(s + pl, op_names[i].name, ol)) {
      *kind = op_names[i].kind;
      return true;
    }
  }
  return false;
}

static Node *atomic_builtin(Token **rest, Token *tok, char *name) {
  Node *a[6];
  NodeKind kind;
  if (!strcmp(name, "__atomic_thread_fence") || !strcmp(name, "__atomic_signal_fence")) {
    parse_args(rest, tok->next, a, 1, tok);
    Node *n = new_node(ND_FENCE, tok);
    n->ty = ty_void;
    return n;
  }
  if (!strcmp(name, "__sync_synchronize")) {
    parse_args(rest, tok->next, a, 0, tok);
    Node *n = new_node(ND_FENCE, tok);
    n->ty = ty_void;
    return n;
  }
  if (!strcmp(name, "__atomic_load_n")) {
    parse_args(rest, tok->next, a, 2, tok);
    pointee_of(a[0], tok);
    return atomic_deref_of(a[0], tok);
  }
  if (!strcmp(name, "__atomic_load")) {
    parse_args(rest, tok->next, a, 3, tok);
    Node *n = new_binary(ND_ASSIGN, deref_of(a[1], tok), atomic_deref_of(a[0], tok), tok);
    add_type(n);
    return void_of(n);
  }
  if (!strcmp(name, "__atomic_store_n")) {
    parse_args(rest, tok->next, a, 3, tok);
    return void_of(exchange(a[0], a[1], tok));
  }
  if (!strcmp(name, "__atomic_store")) {
    parse_args(rest, tok->next, a, 3, tok);
    return void_of(exchange(a[0], deref_of(a[1], tok), tok));
  }
  if (!strcmp(name, "__atomic_exchange_n")) {
    parse_args(rest, tok->next, a, 3, tok);
    return exchange(a[0], a[1], tok);
  }
  if (!strcmp(name, "__atomic_exchange")) {
    parse_args(rest, tok->next, a, 4, tok);
    Node *x = exchange(a[0], deref_of(a[1], tok), tok);
    Node *n = new_binary(ND_ASSIGN, deref_of(a[2], tok), x, tok);
    add_type(n);
    return void_of(n);
  }
  if (!strcmp(name, "__atomic_compare_exchange_n")) {
    parse_args(rest, tok->next, a, 6, tok);
    return cas(a[0], a[1], a[2], tok);
  }
  if (!strcmp(name, "__atomic_compare_exchange")) {
    parse_args(rest, tok->next, a, 6, tok);
    return cas(a[0], a[1], deref_of(a[2], tok), tok);
  }
  if (!strcmp(name, "__sync_val_compare_and_swap") ||
      !strcmp(name, "__sync_bool_compare_and_swap")) {
    parse_args(rest, tok->next, a, 3, tok);
    Type *ty = pointee_of(a[0], tok);
    Obj *old = new_lvar("", ty);
    old->is_addr_taken = true;
    Node *set = set_var(old, cast_for_assign(a[1], ty, tok), tok);
    Node *addr = new_unary(ND_ADDR, new_var_node(old, tok), tok);
    Node *c = cas(a[0], addr, a[2], tok);
    if (!strcmp(name, "__sync_bool_compare_and_swap"))
      return comma2(set, c, tok);
    return comma2(comma2(set, c, tok), new_var_node(old, tok), tok);
  }
  if (!strcmp(name, "__sync_lock_test_and_set")) {
    parse_args(rest, tok->next, a, 2, tok);
    return exchange(a[0], a[1], tok);
  }
  if (!strcmp(name, "__sync_lock_release")) {
    parse_args(rest, tok->next, a, 1, tok);
    return void_of(exchange(a[0], new_num(0, tok), tok));
  }
  if (!strcmp(name, "__atomic_test_and_set")) {
    parse_args(rest, tok->next, a, 2, tok);
    Node *p = new_cast(a[0], pointer_to(ty_bool));
    return new_cast(exchange(p, new_num(1, tok), tok), ty_bool);
  }
  if (!strcmp(name, "__atomic_clear")) {
    parse_args(rest, tok->next, a, 2, tok);
    Node *p = new_cast(a[0], pointer_to(ty_bool));
    return void_of(exchange(p, new_num(0, tok), tok));
  }
  if (!strcmp(name, "__atomic_always_lock_free") ||
      !strcmp(name, "__atomic_is_lock_free")) {
    parse_args(rest, tok->next, a, 2, tok);
    int64_t size = is_const_expr(a[0]) ? eval(a[0]) : 8;
    return new_num(size <= 8, tok);
  }
  if (match_op(name, "__atomic_fetch_", "", &kind)) {
    parse_args(rest, tok->next, a, 3, tok);
    return fetch_op(a[0], a[1], kind, false, tok);
  }
  if (match_op(name, "__atomic_", "_fetch", &kind)) {
    parse_args(rest, tok->next, a, 3, tok);
    return fetch_op(a[0], a[1], kind, true, tok);
  }
  if (match_op(name, "__sync_fetch_and_", "", &kind)) {
    parse_args(rest, tok->next, a, 2, tok);
    return fetch_op(a[0], a[1], kind, false, tok);
  }
  if (match_op(name, "__sync_", "_and_fetch", &kind)) {
    parse_args(rest, tok->next, a, 2, tok);
    return fetch_op(a[0], a[1], kind, true, tok);
  }
  return NULL;
}

//
// Library functions reachable as __builtin_<name>
//

// Prototype codes: v void, i int, u unsigned, l long, z size_t, d double,
// f float, L long double, p void *, P const void *, c char *,
// C const char *, . variadic.  The first code is the return type.
typedef struct {
  char *name;
  char *proto;
} LibFunc;

static LibFunc lib_funcs[] = {
  {"memcpy", "ppPz"}, {"memmove", "ppPz"}, {"memset", "ppiz"},
  {"memcmp", "iPPz"}, {"memchr", "pPiz"}, {"strlen", "zC"}, {"strcmp", "iCC"},
  {"strncmp", "iCCz"}, {"strcpy", "ccC"}, {"strncpy", "ccCz"},
  {"strcat", "ccC"}, {"strncat", "ccCz"}, {"strchr", "cCi"}, {"strrchr", "cCi"},
  {"strstr", "cCC"}, {"strdup", "cC"}, {"abort", "v"}, {"exit", "vi"},
  {"_exit", "vi"}, {"malloc", "pz"}, {"calloc", "pzz"}, {"realloc", "ppz"},
  {"free", "vp"}, {"printf", "iC."}, {"fprintf", "ipC."}, {"sprintf", "icC."},
  {"snprintf", "iczC."}, {"puts", "iC"}, {"putchar", "ii"}, {"abs", "ii"},
  {"labs", "ll"}, {"llabs", "ll"}, {"fabs", "dd"}, {"fabsf", "ff"},
  {"fabsl", "LL"}, {"sqrt", "dd"}, {"sqrtf", "ff"}, {"sqrtl", "LL"},
  {"floor", "dd"}, {"ceil", "dd"}, {"floorf", "ff"}, {"ceilf", "ff"},
  {"copysign", "ddd"}, {"copysignf", "fff"}, {"copysignl", "LLL"},
  {"fmod", "ddd"}, {"pow", "ddd"}, {"exp", "dd"}, {"log", "dd"},
  {"sin", "dd"}, {"cos", "dd"}, {"trunc", "dd"}, {"round", "dd"},
  {"isdigit", "ii"}, {"isalpha", "ii"}, {"isspace", "ii"}, {"toupper", "ii"},
  {"tolower", "ii"}, {"alloca_lib", "pz"},
};

static Type *code_type(char c) {
  switch (c) {
  case 'v': return ty_void;
  case 'i': return ty_int;
  case 'u': return ty_uint;
  case 'l': return ty_long;
  case 'z': return ty_ulong;
  case 'd': return ty_double;
  case 'f': return ty_float;
  case 'L': return ty_ldouble;
  case 'p': return pointer_to(ty_void);
  case 'c': return pointer_to(ty_char);
  case 'P': {
    Type *t = copy_type(ty_void);
    t->is_const = true;
    return pointer_to(t);
  }
  default: {
    Type *t = copy_type(ty_char);
    t->is_const = true;
    return pointer_to(t);
  }
  }
}

// An identifier token spelling `name`, at tok's place.
static Token *name_token(Token *tok, char *name) {
  Token *fake = xcalloc(1, sizeof(Token));
  *fake = *tok;
  fake->loc = name;
  fake->len = strlen(name);
  fake->kind = TK_IDENT;
  return fake;
}

Obj *named_function(char *name, Type *ty, Token *tok) {
  Token *fake = name_token(tok, name);
  Obj *fn = find_var_obj(fake);
  if (fn)
    return fn;
  VarAttr attr = {0};
  return declare_function(ty, fake, &attr);
}

// The function `name` (already declared, or declared here from the table).
static Node *library_function(Token *tok, char *name) {
  Obj *fn = find_var_obj(name_token(tok, name));
  if (fn)
    return new_var_node(fn, tok);
  for (size_t i = 0; i < sizeof(lib_funcs) / sizeof(*lib_funcs); i++) {
    if (strcmp(lib_funcs[i].name, name))
      continue;
    char *p = lib_funcs[i].proto;
    Type *ty = func_type(code_type(*p++));
    Type head = {0}, *cur = &head;
    for (; *p; p++) {
      if (*p == '.') {
        ty->is_variadic = true;
        break;
      }
      cur = cur->next = copy_type(code_type(*p));
    }
    ty->params = head.next;
    return new_var_node(named_function(name, ty, tok), tok);
  }
  return NULL;
}

// Whether every value of integer type `from` is a value of `to`.
static bool int_fits(Type *from, Type *to) {
  if (from->kind == TY_BOOL)
    return true;
  if (from->is_unsigned == to->is_unsigned)
    return from->size <= to->size;
  if (from->is_unsigned)
    return from->size < to->size;
  return false;
}

// __builtin_*_overflow(a, b, out): GCC computes the exact result and
// reports whether it fits *out.  When a and b fit the result type T the
// ND_OVF_* node on T says exactly that; otherwise the exact result is
// computed in __int128 and range-checked against T.
static Node *overflow_builtin(NodeKind k, Node *x, Node *y, Node *out, Type *ty,
                              Token *tok) {
  Type *xt = promoted_type(x), *yt = promoted_type(y);
  if (int_fits(xt, ty) && int_fits(yt, ty)) {
    Node *n = new_binary(k, new_cast(x, ty), new_cast(y, ty), tok);
    n->cas_addr = out;
    n->ty = ty_bool;
    return n;
  }
  if (ty->size == 16 || xt->size == 16 || yt->size == 16 ||
      (k == ND_OVF_MUL && ((xt->size == 8 && xt->is_unsigned) ||
                           (yt->size == 8 && yt->is_unsigned)))) {
    // No wider type to compute in: fall back to T's arithmetic.
    Node *n = new_binary(k, new_cast(x, ty), new_cast(y, ty), tok);
    n->cas_addr = out;
    n->ty = ty_bool;
    return n;
  }
  NodeKind op = k == ND_OVF_ADD ? ND_ADD : k == ND_OVF_SUB ? ND_SUB : ND_MUL;
  Obj *r = new_lvar("", ty_int128);
  Node *exact = new_binary(op, new_cast(x, ty_int128), new_cast(y, ty_int128), tok);
  add_type(exact);
  Node *set_r = set_var(r, exact, tok);
  Node *store = new_binary(ND_ASSIGN, deref_of(out, tok),
                           new_cast(new_var_node(r, tok), ty), tok);
  add_type(store);
  Node *back = new_cast(new_cast(new_var_node(r, tok), ty), ty_int128);
  Node *ne = new_binary(ND_NE, new_var_node(r, tok), back, tok);
  add_type(ne);
  return new_cast(comma2(comma2(set_r, store, tok), ne, tok), ty_bool);
}

// __builtin_isnan/isinf/isfinite(x) by comparisons on a temporary:
// NaN is the only value unequal to itself.
static Node *float_class(char *which, Node *x, Token *tok) {
  add_type(x);
  Type *ty = is_flonum(x->ty) ? unqual(x->ty) : ty_double;
  Obj *tmp = new_lvar("", ty);
  Node *set = set_var(tmp, new_cast(x, ty), tok);
  Node *v1 = new_var_node(tmp, tok), *v2 = new_var_node(tmp, tok);
  Node *result;
  if (!strcmp(which, "isnan")) {
    result = new_binary(ND_NE, v1, v2, tok);
  } else {
    Node *inf = flonum(make_inf(), ty, tok);
    Node *neg_inf = flonum(-make_inf(), ty, tok);
    Node *is_inf = new_binary(ND_LOGOR, new_binary(ND_EQ, v1, inf, tok),
                              new_binary(ND_EQ, v2, neg_inf, tok), tok);
    if (!strcmp(which, "isinf")) {
      result = is_inf;
    } else {
      // finite: not NaN and not infinite
      Node *not_nan = new_binary(ND_EQ, new_var_node(tmp, tok), new_var_node(tmp, tok), tok);
      result = new_binary(ND_LOGAND, not_nan, new_unary(ND_NOT, is_inf, tok), tok);
    }
  }
  add_type(result);
  return comma2(set, result, tok);
}

// __builtin_signbit(x): the sign bit of a floating value, read from memory.
static Node *signbit_of(Node *x, Token *tok) {
  add_type(x);
  Type *ty = is_flonum(x->ty) ? x->ty : ty_double;
  ty = unqual(ty);
  Obj *tmp = new_lvar("", ty);
  tmp->is_addr_taken = true;
  Node *set = set_var(tmp, new_cast(x, ty), tok);
  Node *addr = new_unary(ND_ADDR, new_var_node(tmp, tok), tok);
  add_type(addr);
  Type *word = ty->kind == TY_FLOAT ? ty_uint : ty->kind == TY_DOUBLE ? ty_ulong : ty_ushort;
  int shift = ty->kind == TY_FLOAT ? 31 : ty->kind == TY_DOUBLE ? 63 : 15;
  Node *p = new_cast(addr, pointer_to(word));
  if (ty->kind == TY_LDOUBLE) {
    // The x87 format keeps the sign in bit 15 of bytes 8..9.
    p = new_binary(ND_PTR_ADD, p, new_long(8, tok), tok);
    add_type(p);
  }
  Node *bits = new_binary(ND_SHR, deref_of(p, tok), new_num(shift, tok), tok);
  add_type(bits);
  return comma2(set, new_cast(bits, ty_int), tok);
}

//
// The dispatcher
//

// Returns NULL when `tok` does not name a builtin handled here.
Node *builtin_call(Token **rest, Token *tok) {
  char *name = strndup(tok->loc, tok->len);
  Node *a[4];

  if (!strncmp(name, "__atomic_", 9) || !strncmp(name, "__sync_", 7)) {
    if (!equal(tok->next, "("))
      return NULL;
    return atomic_builtin(rest, tok, name);
  }
  if (strncmp(name, "__builtin_", 10) || !equal(tok->next, "("))
    return NULL;
  char *b = name + 10;

  if (!strcmp(b, "va_start")) {
    Token *t = skip(tok->next, "(");
    Node *ap = arg_assign(&t, true);
    if (equal(t, ","))
      arg_assign(&t, false);
    *rest = skip(t, ")");
    Node *n = new_node(ND_VA_START, tok);
    n->lhs = ap;
    n->ty = ty_void;
    return n;
  }
  if (!strcmp(b, "va_arg")) {
    Token *t = skip(tok->next, "(");
    Node *ap = arg_assign(&t, true);
    t = skip(t, ",");
    Type *ty = typename(&t, t);
    *rest = skip(t, ")");
    Node *n = new_node(ND_VA_ARG, tok);
    n->lhs = ap;
    n->ty = pointer_to(ty);
    // Where the unsafe va_arg assembles an argument that came in pieces
    // (a struct from registers).  Safe mode reads every argument in place
    // through the va_list's pointer: no local, which would be a frame
    // object made at every call.
    if (!opt_safe) {
      n->var = new_lvar("", ty);
      n->var->is_addr_taken = true;
    }
    return deref_of(n, tok);
  }
  if (!strcmp(b, "va_end")) {
    parse_args(rest, tok->next, a, 1, tok);
    return void_of(a[0]);
  }
  if (!strcmp(b, "va_copy")) {
    parse_args(rest, tok->next, a, 2, tok);
    Node *n = new_binary(ND_VA_COPY, a[0], a[1], tok);
    n->ty = ty_void;
    return n;
  }
  if (!strcmp(b, "offsetof"))
    return builtin_offsetof(rest, tok);
  if (!strcmp(b, "expect")) {
    parse_args(rest, tok->next, a, 2, tok);
    return new_cast(a[0], ty_long);
  }
  if (!strcmp(b, "assume_aligned")) {
    Token *t = skip(tok->next, "(");
    Node *p = arg_assign(&t, true);
    while (equal(t, ","))
      arg_assign(&t, false);
    *rest = skip(t, ")");
    return p;
  }
  if (!strcmp(b, "prefetch"))
    return prefetch(rest, tok);
  if (!strcmp(b, "complex")) {  // C11's CMPLX through glibc's complex.h
    parse_args(rest, tok->next, a, 2, tok);
    return complex_of_parts(a[0], a[1], tok);
  }
  if (!strcmp(b, "types_compatible_p")) {
    Token *t = skip(tok->next, "(");
    Type *t1 = typename(&t, t);
    t = skip(t, ",");
    Type *t2 = typename(&t, t);
    *rest = skip(t, ")");
    return new_num(is_compatible(unqual(t1), unqual(t2)), tok);
  }
  if (!strcmp(b, "constant_p")) {
    parse_args(rest, tok->next, a, 1, tok);
    return new_num(is_numeric(a[0]->ty) && is_const_expr(a[0]), tok);
  }
  if (!strcmp(b, "choose_expr")) {
    Token *t = skip(tok->next, "(");
    int64_t c = const_expr(&t, t);
    Node *x = arg_assign(&t, false);
    Node *y = arg_assign(&t, false);
    *rest = skip(t, ")");
    return c ? x : y;
  }
  // __builtin_object_size(p, t) is a compile-time answer, and safecc
  // knows no object's size at compile time: "unknown" ((size_t)-1 for
  // the largest estimate, t 0 and 1; 0 for the smallest, t 2 and 3).
  // __builtin_dynamic_object_size may look at run time: in safe mode
  // p's capability says exactly how many bytes are left from p to the
  // end of its object (0 for a pointer without one, outside its object
  // or into a freed one); plain mode knows no more than at compile time.
  if (!strcmp(b, "object_size") || !strcmp(b, "dynamic_object_size")) {
    parse_args(rest, tok->next, a, 2, tok);
    if (!is_const_expr(a[1]) || eval(a[1]) < 0 || eval(a[1]) > 3)
      error_tok(tok, "the second argument of __builtin_%s must be 0, 1, 2 or 3", b);
    add_type(a[0]);
    if (!a[0]->ty->base)
      error_tok(tok, "the first argument of __builtin_%s must be a pointer", b);
    if (opt_safe && b[0] == 'd') {
      Node *n = new_node(ND_OBJECT_SIZE, tok);
      n->lhs = new_cast(a[0], pointer_to(ty_void));
      add_type(n);
      return n;
    }
    return new_ulong(eval(a[1]) >= 2 ? 0 : -1, tok);
  }
  if (!strcmp(b, "unreachable") || !strcmp(b, "trap")) {
    parse_args(rest, tok->next, a, 0, tok);
    Node *n = new_node(ND_TRAP, tok);
    n->ty = ty_void;
    return n;
  }
  if (!strcmp(b, "frame_address")) {
    parse_args(rest, tok->next, a, 1, tok);
    if (!is_const_expr(a[0]) || eval(a[0]) != 0)
      error_tok(tok, "only __builtin_frame_address(0) is supported");
    Node *n = new_node(ND_FRAME_ADDR, tok);
    n->ty = pointer_to(ty_void);
    return n;
  }
  if (!strcmp(b, "alloca")) {
    parse_args(rest, tok->next, a, 1, tok);
    if (!current_fn)
      error_tok(tok, "alloca outside of a function");
    Node *n = new_unary(ND_ALLOCA, new_cast(a[0], ty_long), tok);
    n->ty = pointer_to(ty_void);
    return n;
  }
  if (!strncmp(b, "clz", 3) || !strncmp(b, "ctz", 3) || !strncmp(b, "popcount", 8)) {
    bool pop = b[0] == 'p';
    char *suffix = b + (pop ? 8 : 3);
    if (!strcmp(suffix, "") || !strcmp(suffix, "l") || !strcmp(suffix, "ll")) {
      parse_args(rest, tok->next, a, 1, tok);
      NodeKind k = pop ? ND_POPCOUNT : b[1] == 'l' ? ND_CLZ : ND_CTZ;
      return typed_unary(k, a[0], bit_type(suffix), ty_int, tok);
    }
  }
  if (!strncmp(b, "ffs", 3) && (!strcmp(b + 3, "") || !strcmp(b + 3, "l") ||
                                !strcmp(b + 3, "ll"))) {
    // ffs(x) = x ? ctz(x) + 1 : 0
    parse_args(rest, tok->next, a, 1, tok);
    Type *ty = bit_type(b + 3);
    Obj *tmp = new_lvar("", ty);
    Node *set = set_var(tmp, new_cast(a[0], ty), tok);
    Node *c = new_node(ND_COND, tok);
    c->cond = new_var_node(tmp, tok);
    Node *ctz = typed_unary(ND_CTZ, new_var_node(tmp, tok), ty, ty_int, tok);
    c->then = new_binary(ND_ADD, ctz, new_num(1, tok), tok);
    c->els = new_num(0, tok);
    add_type(c);
    return comma2(set, c, tok);
  }
  if (!strcmp(b, "parity") || !strcmp(b, "parityl") || !strcmp(b, "parityll")) {
    parse_args(rest, tok->next, a, 1, tok);
    Node *pc = typed_unary(ND_POPCOUNT, a[0], bit_type(b + 6), ty_int, tok);
    Node *n = new_binary(ND_BITAND, pc, new_num(1, tok), tok);
    add_type(n);
    return n;
  }
  if (!strcmp(b, "bswap16") || !strcmp(b, "bswap32") || !strcmp(b, "bswap64")) {
    parse_args(rest, tok->next, a, 1, tok);
    Type *ty = b[5] == '1' ? ty_ushort : b[5] == '3' ? ty_uint : ty_ulong;
    return typed_unary(ND_BSWAP, a[0], ty, ty, tok);
  }
  if (!strcmp(b, "add_overflow") || !strcmp(b, "sub_overflow") ||
      !strcmp(b, "mul_overflow")) {
    parse_args(rest, tok->next, a, 3, tok);
    Type *ty = pointee_of(a[2], tok);
    if (!is_integer(ty) || ty->kind == TY_BOOL || ty->kind == TY_ENUM)
      error_tok(tok, "result argument must point to an integer");
    NodeKind k = b[0] == 'a' ? ND_OVF_ADD : b[0] == 's' ? ND_OVF_SUB : ND_OVF_MUL;
    if (!is_integer(a[0]->ty) || !is_integer(a[1]->ty))
      error_tok(tok, "operands must be integers");
    return overflow_builtin(k, a[0], a[1], a[2], ty, tok);
  }
  if (!strcmp(b, "isnan") || !strcmp(b, "isinf") || !strcmp(b, "isfinite")) {
    parse_args(rest, tok->next, a, 1, tok);
    return float_class(b, a[0], tok);
  }
  if (!strcmp(b, "signbit") || !strcmp(b, "signbitf") || !strcmp(b, "signbitl")) {
    parse_args(rest, tok->next, a, 1, tok);
    return signbit_of(a[0], tok);
  }
  if (!strcmp(b, "huge_val") || !strcmp(b, "huge_valf") || !strcmp(b, "huge_vall") ||
      !strcmp(b, "inf") || !strcmp(b, "inff") || !strcmp(b, "infl")) {
    parse_args(rest, tok->next, a, 0, tok);
    char *suffix = b[0] == 'h' ? b + 8 : b + 3;
    return flonum(make_inf(), float_suffix_type(suffix), tok);
  }
  if (!strcmp(b, "nan") || !strcmp(b, "nanf") || !strcmp(b, "nanl")) {
    parse_args(rest, tok->next, a, 1, tok);
    return flonum(make_nan(), float_suffix_type(b + 3), tok);
  }
  if (!strcmp(b, "sqrt") || !strcmp(b, "sqrtf") || !strcmp(b, "sqrtl")) {
    parse_args(rest, tok->next, a, 1, tok);
    if (!is_numeric(a[0]->ty))
      error_tok(tok, "argument of __builtin_%s must be a number", b);
    Type *ty = float_suffix_type(b + 4);
    return typed_unary(ND_SQRT, a[0], ty, ty, tok);
  }
  if (!strcmp(b, "va_arg_pack") || !strcmp(b, "apply"))
    error_tok(tok, "'%s' is not supported", name);

  Node *fn = library_function(tok, b);
  if (fn) {
    *rest = tok->next;
    return fn;
  }
  return NULL;
}
