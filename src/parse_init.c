// parse_init.c — initializers.
//
// An initializer is first parsed into a tree of Init values shaped like
// the object's type (with C's brace elision and designators resolved),
// then turned into assignments (locals: ND_MEMZERO then one ND_ASSIGN per
// initialized scalar) or into bytes and relocations (globals).

#include "parse.h"

void set_eval_error(char *msg);

typedef struct Init Init;

typedef struct {
  int64_t idx;
  Init *init;
} ArrElem;

struct Init {
  Type *ty;
  Token *tok;
  Node *expr;          // scalar value, or an expression for a whole struct
  char *str;           // string literal contents for a char array
  int64_t str_len;     // number of elements in str (including the NUL)

  Init **mem;          // struct/union: one slot per member index
  Member **members;    // struct/union: members by index
  int n_mem;
  Member *union_mem;   // union: the member initialized last

  ArrElem *elems;      // array: initialized elements, by increasing index
  int n_elems, cap_elems;
  int64_t max_idx;     // array: highest index initialized, or -1
};

typedef struct {
  Init *agg;
  int64_t idx;
} Frame;

typedef struct {
  Frame *f;
  int n, cap;
} Cursor;

static Init *new_init(Type *ty, Token *tok) {
  Init *init = xcalloc(1, sizeof(Init));
  init->ty = ty;
  init->tok = tok;
  init->max_idx = -1;
  if (is_struct_or_union(ty)) {
    if (ty->is_incomplete)
      error_tok(tok, "initializer for an incomplete type");
    int n = 0;
    for (Member *m = ty->members; m; m = m->next)
      n++;
    init->n_mem = n;
    init->mem = xcalloc(n + 1, sizeof(Init *));
    init->members = xcalloc(n + 1, sizeof(Member *));
    int i = 0;
    for (Member *m = ty->members; m; m = m->next)
      init->members[i++] = m;
  }
  return init;
}

static int64_t agg_count(Init *agg) {
  if (is_array(agg->ty))
    return agg->ty->array_len < 0 ? INT64_MAX : agg->ty->array_len;
  return agg->n_mem;
}

static Init *find_elem(Init *agg, int64_t idx) {
  if (idx > agg->max_idx)
    return NULL;
  for (int i = agg->n_elems - 1; i >= 0; i--)
    if (agg->elems[i].idx == idx)
      return agg->elems[i].init;
  return NULL;
}

static void set_elem(Init *agg, int64_t idx, Init *child) {
  if (idx <= agg->max_idx) {
    for (int i = agg->n_elems - 1; i >= 0; i--) {
      if (agg->elems[i].idx == idx) {
        agg->elems[i].init = child;
        return;
      }
    }
  }
  if (agg->n_elems == agg->cap_elems) {
    agg->cap_elems = agg->cap_elems ? agg->cap_elems * 2 : 8;
    agg->elems = xrealloc(agg->elems, sizeof(ArrElem) * agg->cap_elems);
  }
  agg->elems[agg->n_elems++] = (ArrElem){idx, child};
  if (idx > agg->max_idx)
    agg->max_idx = idx;
}

// The Init of element or member `idx` of aggregate `agg`, created on demand.
static Init *child_at(Init *agg, int64_t idx, Token *tok) {
  if (is_array(agg->ty)) {
    Init *c = find_elem(agg, idx);
    if (!c) {
      c = new_init(agg->ty->base, tok);
      set_elem(agg, idx, c);
    }
    return c;
  }
  Member *m = agg->members[idx];
  if (agg->ty->kind == TY_UNION && agg->union_mem != m) {
    // A union holds one member: a new one replaces the previous.
    for (int i = 0; i < agg->n_mem; i++)
      agg->mem[i] = NULL;
    agg->union_mem = m;
  }
  if (!agg->mem[idx])
    agg->mem[idx] = new_init(m->ty, tok);
  return agg->mem[idx];
}

static bool is_string_target(Type *ty, Token *tok) {
  if (tok->kind != TK_STR || !is_array(ty) || !is_integer(ty->base))
    return false;
  return ty->base->size == tok->ty->base->size;
}

static void string_init(Init *init, Token *tok) {
  init->str = tok->str;
  init->str_len = tok->ty->array_len;
  init->tok = tok;
  if (init->ty->kind == TY_ARRAY && init->ty->array_len < 0)
    init->max_idx = init->str_len - 1;
  else if (init->ty->kind == TY_ARRAY && init->str_len - 1 > init->ty->array_len)
    warn_tok(tok, "initializer-string for array is too long");
}

//
// Parsing
//

static void push_frame(Cursor *c, Init *agg, int64_t idx) {
  if (c->n == c->cap) {
    c->cap = c->cap ? c->cap * 2 : 8;
    c->f = xrealloc(c->f, sizeof(Frame) * c->cap);
  }
  c->f[c->n++] = (Frame){agg, idx};
}

static void initializer(Token **rest, Token *tok, Init *init);
static void braced_list(Token **rest, Token *tok, Init *root);

static bool skipped_member(Init *agg, int64_t idx) {
  if (is_array(agg->ty) || idx >= agg->n_mem)
    return false;
  Member *m = agg->members[idx];
  return m->is_bitfield && !m->name;
}

static void advance(Frame *f) {
  if (f->agg->ty->kind == TY_UNION)
    f->idx = f->agg->n_mem;
  else
    f->idx++;
}

// Skips one initializer that has no object to go to.
static Token *skip_excess(Token *tok) {
  warn_tok(tok, "excess elements in initializer");
  if (equal(tok, "{")) {
    int depth = 0;
    for (; tok->kind != TK_EOF; tok = tok->next) {
      if (equal(tok, "{"))
        depth++;
      else if (equal(tok, "}") && --depth == 0)
        return tok->next;
    }
    return tok;
  }
  assign(&tok, tok);
  return tok;
}

// Initializes the next subobject at the cursor, descending into
// aggregates whose braces were elided.
static void positional(Token **rest, Token *tok, Cursor *c) {
  for (;;) {
    Frame *top = &c->f[c->n - 1];
    if (skipped_member(top->agg, top->idx)) {
      top->idx++;
      continue;
    }
    if (top->idx >= agg_count(top->agg)) {
      if (c->n == 1) {
        *rest = skip_excess(tok);
        return;
      }
      c->n--;
      advance(&c->f[c->n - 1]);
      continue;
    }
    Init *child = child_at(top->agg, top->idx, tok);
    if (equal(tok, "{") || is_string_target(child->ty, tok) ||
        (!is_array(child->ty) && !is_struct_or_union(child->ty))) {
      initializer(rest, tok, child);
      advance(top);
      return;
    }
    if (is_struct_or_union(child->ty)) {
      // A struct may be initialized by an expression of its type.
      Token *end;
      Node *e = assign(&end, tok);
      add_type(e);
      if (is_struct_or_union(e->ty) && is_compatible(unqual(e->ty), unqual(child->ty))) {
        child->expr = e;
        *rest = end;
        advance(top);
        return;
      }
    }
    push_frame(c, child, 0);
  }
}

static Member *find_named_member(Init *agg, Token *name, int64_t *idx) {
  for (int i = 0; i < agg->n_mem; i++) {
    Member *m = agg->members[i];
    if (m->name && m->name->len == name->len &&
        !strncmp(m->name->loc, name->loc, name->len)) {
      *idx = i;
      return m;
    }
  }
  for (int i = 0; i < agg->n_mem; i++) {
    Member *m = agg->members[i];
    if (!m->name && is_struct_or_union(m->ty)) {
      Init *probe = new_init(m->ty, name);
      int64_t j;
      if (find_named_member(probe, name, &j)) {
        *idx = i;
        return m;
      }
    }
  }
  return NULL;
}

// designation = ("[" const-expr ("..." const-expr)? "]" | "." ident)+ "="
// Moves the cursor to the designated subobject; *range_end receives the
// last index of a GNU range designator (or -1).
static Token *designation(Token *tok, Cursor *c, int64_t *range_end) {
  c->n = 1;
  *range_end = -1;
  bool last_index = false;
  for (;;) {
    Frame *top = &c->f[c->n - 1];
    if (equal(tok, "[")) {
      if (!is_array(top->agg->ty))
        error_tok(tok, "array index in non-array initializer");
      Token *start = tok->next;
      int64_t i = const_expr(&tok, tok->next);
      int64_t j = i;
      if (equal(tok, "..."))
        j = const_expr(&tok, tok->next);
      tok = skip(tok, "]");
      if (i < 0 || j < i || (top->agg->ty->array_len >= 0 && j >= top->agg->ty->array_len))
        error_tok(start, "array index in initializer exceeds array bounds");
      top->idx = i;
      *range_end = j > i ? j : -1;
      last_index = true;
    } else if (equal(tok, ".") && tok->next->kind == TK_IDENT) {
      if (!is_struct_or_union(top->agg->ty))
        error_tok(tok, "field name not in struct or union initializer");
      Token *name = tok->next;
      for (;;) {
        int64_t idx;
        Member *m = find_named_member(top->agg, name, &idx);
        if (!m)
          error_tok(name, "no member named '%.*s'", name->len, name->loc);
        top->idx = idx;
        if (m->name)
          break;
        push_frame(c, child_at(top->agg, idx, name), 0);
        top = &c->f[c->n - 1];
      }
      tok = name->next;
      *range_end = -1;
      last_index = false;
    } else {
      break;
    }
    if (equal(tok, "[") || equal(tok, ".")) {
      Init *child = child_at(top->agg, top->idx, tok);
      if (!is_array(child->ty) && !is_struct_or_union(child->ty))
        error_tok(tok, "designator into a scalar");
      // Like GCC, designating into a struct that was initialized by an
      // expression discards that expression.
      child->expr = NULL;
      push_frame(c, child, 0);
    }
  }
  // GNU: `[3] 7` without "=" after an array index.
  if (!equal(tok, "=") && last_index)
    return tok;
  return skip(tok, "=");
}

static Init *clone_init(Init *src) {
  if (!src)
    return NULL;
  Init *c = xcalloc(1, sizeof(Init));
  *c = *src;
  if (src->mem) {
    c->mem = xcalloc(src->n_mem + 1, sizeof(Init *));
    for (int i = 0; i < src->n_mem; i++)
      c->mem[i] = clone_init(src->mem[i]);
  }
  if (src->elems) {
    c->elems = xcalloc(src->cap_elems, sizeof(ArrElem));
    for (int i = 0; i < src->n_elems; i++)
      c->elems[i] = (ArrElem){src->elems[i].idx, clone_init(src->elems[i].init)};
  }
  return c;
}

// Copies element `from` to the rest of a [a ... b] range.  Each element
// gets its own copy so that a later designator can override one of them.
static void fill_range(Init *agg, int64_t from, int64_t to) {
  Init *src = find_elem(agg, from);
  for (int64_t i = from + 1; i <= to; i++)
    set_elem(agg, i, clone_init(src));
}

// The body of "{ ... }" for aggregate `root` (tok is after the "{").
static void braced_list(Token **rest, Token *tok, Init *root) {
  enter_nesting(tok);
  Cursor c = {0};
  push_frame(&c, root, 0);
  bool first = true;
  while (!consume(&tok, tok, "}")) {
    if (!first) {
      tok = skip(tok, ",");
      if (consume(&tok, tok, "}"))
        break;
    }
    first = false;
    if (tok->kind == TK_EOF)
      error_tok(tok, "expected '}'");
    int64_t range_end = -1;
    if (equal(tok, "[") || (equal(tok, ".") && tok->next->kind == TK_IDENT)) {
      tok = designation(tok, &c, &range_end);
    } else if (tok->kind == TK_IDENT && equal(tok->next, ":") &&
               is_struct_or_union(root->ty)) {
      // GNU old-style designator `member: value`.
      Token *t = tok;
      int64_t idx;
      c.n = 1;
      Member *m = find_named_member(root, t, &idx);
      if (!m || !m->name)
        error_tok(t, "no member named '%.*s'", t->len, t->loc);
      c.f[0].idx = idx;
      tok = tok->next->next;
    }
    Frame *top = &c.f[c.n - 1];
    Init *agg = top->agg;
    int64_t start = top->idx;
    positional(&tok, tok, &c);
    if (range_end >= 0) {
      fill_range(agg, start, range_end);
      // Continue after the range, in the aggregate that held it.
      for (int i = 0; i < c.n; i++)
        if (c.f[i].agg == agg)
          c.f[i].idx = range_end + 1, c.n = i + 1;
    }
  }
  leave_nesting();
  *rest = tok;
}

static void initializer(Token **rest, Token *tok, Init *init) {
  Type *ty = init->ty;
  if (is_string_target(ty, tok)) {
    string_init(init, tok);
    *rest = tok->next;
    return;
  }
  if (is_array(ty)) {
    if (ty->kind == TY_VLA)
      error_tok(tok, "variable-sized object may not be initialized");
    // `char s[] = {"abc"}`
    if (equal(tok, "{") && is_string_target(ty, tok->next) &&
        (equal(tok->next->next, "}") ||
         (equal(tok->next->next, ",") && equal(tok->next->next->next, "}")))) {
      string_init(init, tok->next);
      *rest = equal(tok->next->next, "}") ? tok->next->next->next
                                          : tok->next->next->next->next;
      return;
    }
    if (!equal(tok, "{"))
      error_tok(tok, "array initializer must be an initializer list");
    braced_list(rest, tok->next, init);
    return;
  }
  if (is_struct_or_union(ty)) {
    if (equal(tok, "{")) {
      braced_list(rest, tok->next, init);
      return;
    }
    Node *e = assign(rest, tok);
    add_type(e);
    if (is_complex_type(ty) && is_numeric(e->ty)) {
      // A real value initializes the real part (so a global's
      // initializer can be a constant: `double _Complex one = 1;`).
      child_at(init, 0, tok)->expr = new_cast(e, ty->members->ty);
      child_at(init, 1, tok)->expr = new_cast(new_num(0, tok), ty->members->ty);
      return;
    }
    if (is_complex_type(ty) && !is_compatible(unqual(e->ty), unqual(ty)))
      e = cast_for_assign(e, unqual(ty), tok);  // another complex type
    if (!is_struct_or_union(e->ty) || !is_compatible(unqual(e->ty), unqual(ty)))
      error_tok(tok, "invalid initializer");
    init->expr = e;
    return;
  }
  if (equal(tok, "{")) {
    // A scalar in braces; `{}` means zero.
    enter_nesting(tok);
    if (consume(rest, tok->next, "}")) {
      init->expr = new_num(0, tok);
      leave_nesting();
      return;
    }
    initializer(&tok, tok->next, init);
    while (equal(tok, ",") && !equal(tok->next, "}"))
      tok = skip_excess(tok->next);
    consume(&tok, tok, ",");
    *rest = skip(tok, "}");
    leave_nesting();
    return;
  }
  Node *e = assign(rest, tok);
  init->expr = cast_for_assign(e, unqual(ty), tok);
}

// The type of the object once an initializer has fixed its size:
// `T a[] = {...}` and a struct whose flexible array member is initialized.
// As for a declared size, an array of more than INT32_MAX bytes is an
// error (`[2147483647] = x` made its length overflow an int).
static Type *final_type(Init *init, Token *tok) {
  Type *ty = init->ty;
  if (ty->kind == TY_ARRAY && ty->array_len < 0) {
    int64_t n = init->max_idx + 1;
    if (init->str && init->str_len > n)
      n = init->str_len;
    if (n > INT32_MAX / (ty->base->size ? ty->base->size : 1))
      error_tok(tok, "size of array is too large");
    return array_of(ty->base, n);
  }
  if (ty->kind == TY_STRUCT && ty->is_flexible && init->n_mem > 0) {
    Init *last = init->mem[init->n_mem - 1];
    if (!last)
      return ty;
    Type *fty = final_type(last, tok);
    if (fty->size == 0)
      return ty;
    Member *m = init->members[init->n_mem - 1];
    Type *t = copy_type(ty);
    int64_t size = m->offset + fty->size;
    size = (size + ty->align - 1) / ty->align * ty->align;
    t->size = MAX(ty->size, size);
    last->ty = fty;
    return t;
  }
  return ty;
}

static Init *parse_initializer(Token **rest, Token *tok, Type *ty) {
  Init *init = new_init(ty, tok);
  initializer(rest, tok, init);
  Type *fty = final_type(init, tok);
  init->ty = fty;
  return init;
}

//
// Locals: assignments
//

typedef struct {
  Member *mem; // NULL for an array element
  int64_t idx;
} Step;

static Node *build_lvalue(Obj *var, Step *path, int depth, Token *tok) {
  Node *node = new_var_node(var, tok);
  for (int i = 0; i < depth; i++) {
    if (path[i].mem) {
      Node *m = new_node(ND_MEMBER, tok);
      m->lhs = node;
      m->member = path[i].mem;
      add_type(m);
      node = m;
    } else {
      node = new_add(node, new_long(path[i].idx, tok), tok);
      node = new_unary(ND_DEREF, node, tok);
      add_type(node);
    }
  }
  return node;
}

typedef struct {
  Obj *var;
  Step path[64];
  int depth;
  Node **nodes;   // the assignments, in order
  int n, cap;
} LocalEmit;

static void add_local_node(LocalEmit *le, Node *node) {
  if (le->n == le->cap) {
    le->cap = le->cap ? le->cap * 2 : 16;
    le->nodes = xrealloc(le->nodes, sizeof(Node *) * le->cap);
  }
  le->nodes[le->n++] = node;
}

static void emit_assign(LocalEmit *le, Node *rhs, Token *tok) {
  if (le->depth >= 64)
    error_tok(tok, "initializer nested too deeply");
  Node *lhs = build_lvalue(le->var, le->path, le->depth, tok);
  Node *a = new_binary(ND_ASSIGN, lhs, rhs, tok);
  add_type(a);
  add_local_node(le, a);
}

// nodes[lo..hi) as a balanced tree of commas, so that a huge initializer
// does not make a deep tree.
static Node *balanced_comma(Node **nodes, int lo, int hi) {
  if (hi - lo == 1)
    return nodes[lo];
  int mid = lo + (hi - lo) / 2;
  Node *l = balanced_comma(nodes, lo, mid);
  Node *r = balanced_comma(nodes, mid, hi);
  Node *n = new_binary(ND_COMMA, l, r, r->tok);
  add_type(n);
  return n;
}

static int64_t read_elem(char *p, int size) {
  switch (size) {
  case 1: return *(int8_t *)p;
  case 2: return *(uint16_t *)p;
  case 4: return *(uint32_t *)p;
  default: return *(int64_t *)p;
  }
}

static void emit_local(LocalEmit *le, Init *init) {
  if (le->depth >= 63)
    error_tok(init->tok, "initializer nested too deeply");
  if (init->expr) {
    emit_assign(le, init->expr, init->tok);
    return;
  }
  if (init->str) {
    int sz = init->ty->base->size;
    int64_t n = init->str_len;
    if (init->ty->array_len >= 0 && n > init->ty->array_len)
      n = init->ty->array_len;
    for (int64_t i = 0; i < n; i++) {
      int64_t v = read_elem(init->str + i * sz, sz);
      if (!v)
        continue;
      le->path[le->depth++] = (Step){NULL, i};
      Node *num = new_num(v, init->tok);
      num->ty = init->ty->base;
      emit_assign(le, num, init->tok);
      le->depth--;
    }
    return;
  }
  if (is_array(init->ty)) {
    for (int i = 0; i < init->n_elems; i++) {
      le->path[le->depth++] = (Step){NULL, init->elems[i].idx};
      emit_local(le, init->elems[i].init);
      le->depth--;
    }
    return;
  }
  if (is_struct_or_union(init->ty)) {
    for (int i = 0; i < init->n_mem; i++) {
      if (!init->mem[i])
        continue;
      le->path[le->depth++] = (Step){init->members[i], 0};
      emit_local(le, init->mem[i]);
      le->depth--;
    }
  }
}

// `var = initializer` for a local: an expression that zeroes the object
// (aggregates) and assigns every initialized scalar.
Node *lvar_initializer(Token **rest, Token *tok, Obj *var) {
  Init *init = parse_initializer(rest, tok, var->ty);
  if (var->ty != init->ty) {
    if (var->ty->kind == TY_STRUCT)
      error_tok(tok, "non-static initialization of a flexible array member");
    var->ty = init->ty;
  }
  LocalEmit le = {0};
  le.var = var;
  if (is_array(var->ty) || is_struct_or_union(var->ty)) {
    if (!(is_struct_or_union(var->ty) && init->expr)) {
      Node *z = new_node(ND_MEMZERO, tok);
      z->var = var;
      z->ty = ty_void;
      add_local_node(&le, z);
    }
  }
  emit_local(&le, init);
  if (le.n == 0)
    return new_cast(new_num(0, tok), ty_void);
  return balanced_comma(le.nodes, 0, le.n);
}

//
// Globals: bytes and relocations
//

typedef struct {
  char *buf;
  Relocation head;
  Relocation *cur;
} GlobalEmit;

static void write_int(char *p, int64_t v, int size) {
  for (int i = 0; i < size; i++)
    p[i] = (char)(v >> (i * 8 < 64 ? i * 8 : 63));
}

static Node *strip_int_casts(Node *node) {
  while (node->kind == ND_CAST && (is_integer(node->ty) || node->ty->kind == TY_PTR))
    node = node->lhs;
  return node;
}

// &&label, possibly offset: labels of one function are in one section, so
// their difference is known to the assembler.
static bool is_label_address(Node *node) {
  node = strip_int_casts(node);
  if (node->kind == ND_PTR_ADD)
    return is_label_address(node->lhs) && is_const_expr(node->rhs);
  return node->kind == ND_LABEL_VAL;
}

// GNU `&&l1 - &&l0` in a static initializer: a relocation
// `l1 - l0 + addend` of 4 or 8 bytes.
static bool label_difference(GlobalEmit *ge, Node *e, Type *ty, int64_t offset) {
  Node *n = strip_int_casts(e);
  // Pointer subtraction divides by the element size; only size 1 is kept.
  if (n->kind == ND_DIV) {
    if (!is_const_expr(n->rhs) || eval(n->rhs) != 1)
      return false;
    n = strip_int_casts(n->lhs);
  }
  if (n->kind != ND_SUB || !is_label_address(n->lhs) ||
      !is_label_address(n->rhs) || (ty->size != 4 && ty->size != 8))
    return false;
  char *l1 = NULL, *l2 = NULL;
  int64_t a1 = eval2(n->lhs, &l1);
  int64_t a2 = eval2(n->rhs, &l2);
  if (!l1 || !l2 || !strcmp(l1, l2))
    return false;
  Relocation *rel = xcalloc(1, sizeof(Relocation));
  rel->offset = offset;
  rel->label = l1;
  rel->sub_label = l2;
  rel->addend = a1 - a2;
  rel->size = ty->size;
  ge->cur = ge->cur->next = rel;
  return true;
}

// Does the address constant `e` stay a pointer all the way from the object
// to the value?  (int *)(uintptr_t)&x does not: an address that went
// through an integer type carries no capability (DESIGN §4).
static bool is_pointer_path(Node *e) {
  add_type(e);
  if (is_integer(e->ty) || is_flonum(e->ty))
    return false;
  switch (e->kind) {
  case ND_CAST:
  case ND_PTR_ADD:
    return is_pointer_path(e->lhs);
  case ND_COMMA:
    return is_pointer_path(e->rhs);
  case ND_COND:
    return is_pointer_path(e->then) && is_pointer_path(e->els);
  default:
    return true;
  }
}

static void write_scalar(GlobalEmit *ge, Init *init, int64_t offset, Member *bf) {
  Type *ty = init->ty;
  Node *e = init->expr;
  if (is_flonum(ty)) {
    long double v = eval_double(e);
    if (ty->kind == TY_FLOAT) {
      float f = v;
      memcpy(ge->buf + offset, &f, 4);
    } else if (ty->kind == TY_DOUBLE) {
      double d = v;
      memcpy(ge->buf + offset, &d, 8);
    } else {
      uint8_t bytes[16];
      encode_long_double(v, bytes);
      memcpy(ge->buf + offset, bytes, ty->size);
    }
    return;
  }
  if (label_difference(ge, e, ty, offset))
    return;
  char *label = NULL;
  int64_t v = eval2(e, &label);
  if (label) {
    if (ty->size != 8)
      error_tok(init->tok, "initializer element is not computable at load time");
    Relocation *rel = xcalloc(1, sizeof(Relocation));
    rel->offset = offset;
    rel->label = label;
    rel->addend = v;
    rel->size = 8;
    rel->no_capability = ty->kind != TY_PTR || !is_pointer_path(e);
    ge->cur = ge->cur->next = rel;
    return;
  }
  if (bf) {
    int unit = bf->ty->size;
    uint64_t word = 0;
    memcpy(&word, ge->buf + offset, unit);
    uint64_t mask = bf->bit_width == 64 ? ~0ULL : ((1ULL << bf->bit_width) - 1);
    word = (word & ~(mask << bf->bit_offset)) | (((uint64_t)v & mask) << bf->bit_offset);
    memcpy(ge->buf + offset, &word, unit);
    return;
  }
  if (ty->size == 16) {
    write_int(ge->buf + offset, v, 8);
    write_int(ge->buf + offset + 8, v < 0 && !ty->is_unsigned ? -1 : 0, 8);
    return;
  }
  write_int(ge->buf + offset, v, ty->size);
}

// A struct-valued initializer of a global: only a compound literal (a
// global with known contents) is constant.
static void write_aggregate_expr(GlobalEmit *ge, Init *init, int64_t offset) {
  Node *e = init->expr;
  while (e->kind == ND_CAST || e->kind == ND_COMMA)
    e = e->kind == ND_CAST ? e->lhs : e->rhs;
  if (e->kind != ND_VAR || e->var->is_local || *e->var->name)
    error_tok(init->tok, "initializer element is not constant");
  Obj *src = e->var;
  if (src->init_data)
    memcpy(ge->buf + offset, src->init_data, init->ty->size);
  for (Relocation *r = src->rel; r; r = r->next) {
    Relocation *rel = xcalloc(1, sizeof(Relocation));
    *rel = *r;
    rel->next = NULL;
    rel->offset += offset;
    ge->cur = ge->cur->next = rel;
  }
}

static void write_global(GlobalEmit *ge, Init *init, int64_t offset, Member *bf) {
  if (init->expr) {
    if (is_struct_or_union(init->ty))
      write_aggregate_expr(ge, init, offset);
    else
      write_scalar(ge, init, offset, bf);
    return;
  }
  if (init->str) {
    int64_t n = init->str_len * init->ty->base->size;
    int64_t cap = init->ty->size;
    if (init->ty->kind == TY_ARRAY && init->ty->array_len >= 0)
      cap = (int64_t)init->ty->array_len * init->ty->base->size;
    memcpy(ge->buf + offset, init->str, MIN(n, cap));
    return;
  }
  if (is_array(init->ty)) {
    int64_t sz = init->ty->base->size;
    for (int i = 0; i < init->n_elems; i++)
      write_global(ge, init->elems[i].init, offset + init->elems[i].idx * sz, NULL);
    return;
  }
  if (is_struct_or_union(init->ty)) {
    for (int i = 0; i < init->n_mem; i++) {
      if (!init->mem[i])
        continue;
      Member *m = init->members[i];
      write_global(ge, init->mem[i], offset + m->offset, m->is_bitfield ? m : NULL);
    }
  }
}

// `var = initializer` for a global or static local: init_data and rel.
void gvar_initializer(Token **rest, Token *tok, Obj *var) {
  Init *init = parse_initializer(rest, tok, var->ty);
  var->ty = init->ty;
  var->align = MAX(var->align, var->ty->align);
  GlobalEmit ge = {0};
  ge.buf = xcalloc(1, var->ty->size + 16);
  ge.cur = &ge.head;
  set_eval_error("initializer element is not constant");
  write_global(&ge, init, 0, NULL);
  set_eval_error(NULL);
  var->rel = ge.head.next;
  bool zero = !var->rel;
  for (int i = 0; zero && i < var->ty->size; i++)
    if (ge.buf[i])
      zero = false;
  var->init_data = zero ? NULL : ge.buf;
}
