// parse.c — the recursive-descent parser: scopes, objects, declarations
// and the translation unit.  Statements are in parse_stmt.c, expressions in
// parse_expr.c, builtins in parse_builtin.c, initializers in parse_init.c
// and constant evaluation in const_eval.c.
//
// The parser builds exactly the node shapes documented in safecc.h: every
// implicit conversion becomes an ND_CAST (through add_type), pointer
// arithmetic is ND_PTR_ADD with a scaled byte offset, and the objects
// whose address escapes are marked is_addr_taken.

#include "parse.h"

typedef struct Scope Scope;
struct Scope {
  Scope *next;
  HashMap vars;   // VarScope
  HashMap tags;   // Type (struct, union, enum)
  HashMap labels; // LabelInfo for __label__ declarations
  int visible_height; // num_visible when the scope was entered
};

static Scope global_scope;
static Scope *scope = &global_scope;

Obj *current_fn;
static Obj *globals_head, *globals_tail;
static Obj *dummy_locals;      // temporaries made outside any function
static int nesting_depth;

// Parameter objects of every function declarator, found again by type
// when the declarator turns out to start a definition.
typedef struct FnParams FnParams;
struct FnParams {
  FnParams *next;
  Type *fn_ty;
  Obj *params;      // linked through `next`, in order
  Token *knr_names; // old-style identifier list `f(a, b)`, or NULL
};
static FnParams *fn_params_list;

//
// Nodes
//

Node *new_node(NodeKind kind, Token *tok) {
  Node *node = xcalloc(1, sizeof(Node));
  node->kind = kind;
  node->tok = tok;
  return node;
}

Node *new_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok) {
  Node *node = new_node(kind, tok);
  node->lhs = lhs;
  node->rhs = rhs;
  return node;
}

Node *new_unary(NodeKind kind, Node *expr, Token *tok) {
  Node *node = new_node(kind, tok);
  node->lhs = expr;
  return node;
}

Node *new_num(int64_t val, Token *tok) {
  Node *node = new_node(ND_NUM, tok);
  node->val = val;
  node->ty = ty_int;
  return node;
}

Node *new_long(int64_t val, Token *tok) {
  Node *node = new_num(val, tok);
  node->ty = ty_long;
  return node;
}

Node *new_ulong(int64_t val, Token *tok) {
  Node *node = new_num(val, tok);
  node->ty = ty_ulong;
  return node;
}

Node *new_var_node(Obj *var, Token *tok) {
  Node *node = new_node(ND_VAR, tok);
  node->var = var;
  node->ty = var->ty;
  // A global whose flexible array member was initialized is emitted
  // larger than its type; sizeof and member access use the declared type.
  Type *orig = var->ty->origin;
  if (var->ty->kind == TY_STRUCT && orig && orig->kind == TY_STRUCT &&
      orig->is_flexible && orig->size != var->ty->size)
    node->ty = orig;
  if (!var->is_local && var->ty->kind == TY_FUNC && current_fn &&
      var->asm_name)
    strarray_push(&current_fn->refs, var->asm_name);
  return node;
}

// Deep nesting must end in an error, never in a stack overflow.
void enter_nesting(Token *tok) {
  if (++nesting_depth > 1000)
    error_tok(tok, "nesting too deep");
}

void leave_nesting(void) {
  nesting_depth--;
}

//
// Scopes
//

// The named locals in scope, in the order of their declarations.  A label
// or case marks them all: a jump to it may skip their declarations
// (Obj.may_be_bypassed).  The first num_marked are marked already.
static Obj **visible_locals;
static int num_visible, cap_visible, num_marked;

static void enter_scope(void) {
  Scope *sc = xcalloc(1, sizeof(Scope));
  sc->next = scope;
  sc->visible_height = num_visible;
  scope = sc;
}

static void leave_scope(void) {
  num_visible = scope->visible_height;
  num_marked = MIN(num_marked, num_visible);
  scope = scope->next;
}

// An expansion's scope (parse_inline.c): the file-scope names only, as
// in the function it copies.  Returns the scope to go back to.
void *enter_file_scope(void) {
  Scope *saved = scope;
  scope = &global_scope;
  enter_scope();
  return saved;
}

void leave_file_scope(void *saved) {
  leave_scope();
  scope = saved;
}

static void add_visible_local(Obj *var) {
  if (num_visible == cap_visible) {
    cap_visible = cap_visible ? 2 * cap_visible : 64;
    visible_locals = xrealloc(visible_locals, sizeof(Obj *) * cap_visible);
  }
  visible_locals[num_visible++] = var;
}

// How many statement expressions the parser is inside.
int stmt_expr_depth;

// A label or case: every local in scope here may have its declaration
// jumped over, and one inside a statement expression may let a jump
// into the middle of an expression (Obj.is_assigned_first).
void note_jump_target(void) {
  if (stmt_expr_depth > 0)
    current_fn->has_label_in_stmt_expr = true;
  for (; num_marked < num_visible; num_marked++)
    visible_locals[num_marked]->may_be_bypassed = true;
}

static VarScope *find_var(Token *tok) {
  for (Scope *sc = scope; sc; sc = sc->next) {
    VarScope *vs = hashmap_get2(&sc->vars, tok->loc, tok->len);
    if (vs)
      return vs;
  }
  return NULL;
}

VarScope *find_var_scope(Token *tok) {
  return find_var(tok);
}

Obj *find_var_obj(Token *tok) {
  VarScope *vs = find_var(tok);
  return vs ? vs->var : NULL;
}

// The tag `tok` declared in the innermost scope only.
Type *find_tag_here(Token *tok) {
  return hashmap_get2(&scope->tags, tok->loc, tok->len);
}

void push_tag(Token *tag, Type *ty) {
  hashmap_put2(&scope->tags, tag->loc, tag->len, ty);
}

Type *find_tag(Token *tok) {
  for (Scope *sc = scope; sc; sc = sc->next) {
    Type *ty = hashmap_get2(&sc->tags, tok->loc, tok->len);
    if (ty)
      return ty;
  }
  return NULL;
}

VarScope *push_scope(char *name) {
  VarScope *vs = xcalloc(1, sizeof(VarScope));
  hashmap_put(&scope->vars, name, vs);
  return vs;
}

char *tok_name(Token *tok) {
  return strndup(tok->loc, tok->len);
}

static Type *find_typedef(Token *tok) {
  if (tok->kind != TK_IDENT)
    return NULL;
  VarScope *vs = find_var(tok);
  return vs ? vs->type_def : NULL;
}

//
// Objects
//

char *new_unique_name(void) {
  static int id = 0;
  return format(".L..%d", id++);
}

static Obj *new_var(char *name, Type *ty) {
  Obj *var = xcalloc(1, sizeof(Obj));
  var->name = name;
  var->ty = ty;
  var->align = ty->align;
  return var;
}

// Locals and parameters declared `register`, whose address may not be
// taken (keyed by the bytes of the address of their Obj, unique per object).
static HashMap register_objs;

static void mark_register(Obj *var) {
  Obj **key = xcalloc(1, sizeof(Obj *));
  *key = var;
  hashmap_put2(&register_objs, (char *)key, sizeof(Obj *), var);
}

bool is_register_var(Obj *var) {
  return hashmap_get2(&register_objs, (char *)&var, sizeof(Obj *)) == var;
}

// A local of the current function (a temporary if name is "").  Locals are
// prepended, so the parameters, created first, end the list in order.
Obj *new_lvar(char *name, Type *ty) {
  Obj *var = new_var(name, ty);
  var->is_local = true;
  if (is_array(ty))
    var->is_addr_taken = true;
  if (current_fn) {
    var->next = current_fn->locals;
    current_fn->locals = var;
  } else {
    var->next = dummy_locals;
    dummy_locals = var;
  }
  if (*name)
    push_scope(name)->var = var;
  return var;
}

static void append_global(Obj *var) {
  if (globals_tail)
    globals_tail->next = var;
  else
    globals_head = var;
  globals_tail = var;
}

Obj *new_gvar(char *name, Type *ty) {
  Obj *var = new_var(name, ty);
  var->asm_name = name;
  var->is_definition = true;
  append_global(var);
  push_scope(name)->var = var;
  return var;
}

Obj *new_anon_gvar(Type *ty) {
  char *name = new_unique_name();
  Obj *var = new_var(name, ty);
  var->asm_name = name;
  var->name = "";
  var->is_definition = true;
  var->is_static = true;
  append_global(var);
  return var;
}

Obj *new_string_literal(char *p, Type *ty) {
  Obj *var = new_anon_gvar(ty);
  var->init_data = p;
  var->is_string_literal = true;
  var->is_readonly = true;
  return var;
}

//
// Attributes
//

static Token *skip_balanced(Token *tok) {
  int depth = 0;
  for (; tok->kind != TK_EOF; tok = tok->next) {
    if (equal(tok, "("))
      depth++;
    else if (equal(tok, ")") && --depth == 0)
      return tok->next;
  }
  error_tok(tok, "unterminated attribute");
}

// "__packed__" and "packed" name the same attribute.
static bool attr_is(Token *tok, char *name) {
  int n = strlen(name);
  if (tok->len == n && !strncmp(tok->loc, name, n))
    return true;
  return tok->len == n + 4 && !strncmp(tok->loc, "__", 2) &&
         !strncmp(tok->loc + 2, name, n) && !strncmp(tok->loc + 2 + n, "__", 2);
}

// One or more adjacent narrow string literals, joined.
char *string_literal_text(Token **rest, Token *tok) {
  if (tok->kind != TK_STR)
    error_tok(tok, "expected a string literal");
  char *s = tok->str;
  for (tok = tok->next; tok->kind == TK_STR; tok = tok->next)
    s = format("%s%s", s, tok->str);
  *rest = tok;
  return s;
}

static char *attr_string(Token **rest, Token *tok) {
  tok = skip(tok, "(");
  char *s = string_literal_text(&tok, tok);
  *rest = skip(tok, ")");
  return s;
}

static Token *attribute(Token *tok, VarAttr *attr, Type *ty) {
  if (tok->kind != TK_IDENT && tok->kind != TK_KEYWORD)
    error_tok(tok, "expected an attribute name");
  Token *name = tok;
  tok = tok->next;

  if (attr_is(name, "packed")) {
    if (attr)
      attr->is_packed = true;
    if (ty && is_struct_or_union(ty))
      ty->is_packed = true;
    return tok;
  }
  if (attr_is(name, "transparent_union")) {
    if (ty && ty->kind == TY_UNION)
      ty->is_transparent_union = true;
    return tok;
  }
  if (attr_is(name, "aligned")) {
    int align = 16;
    if (equal(tok, "(")) {
      align = const_expr(&tok, tok->next);
      tok = skip(tok, ")");
      if (align <= 0 || (align & (align - 1)))
        error_tok(name, "requested alignment is not a positive power of 2");
    }
    if (attr)
      attr->align = MAX(attr->align, align);
    return tok;
  }
  if (attr) {
    if (attr_is(name, "noreturn")) {
      attr->is_noreturn = true;
      return tok;
    }
    if (attr_is(name, "weak")) {
      attr->is_weak = true;
      return tok;
    }
    if (attr_is(name, "used")) {
      attr->is_used = true;
      return tok;
    }
    if (attr_is(name, "noinline")) {
      attr->is_noinline = true;
      return tok;
    }
    if (attr_is(name, "noescape")) {
      attr->is_noescape = true;
      return tok;
    }
    if (attr_is(name, "constructor") || attr_is(name, "destructor")) {
      if (attr_is(name, "constructor"))
        attr->is_constructor = true;
      else
        attr->is_destructor = true;
      return equal(tok, "(") ? skip_balanced(tok) : tok;
    }
    if (attr_is(name, "alias") && equal(tok, "(")) {
      attr->alias_target = attr_string(&tok, tok);
      return tok;
    }
    if (attr_is(name, "section") && equal(tok, "(")) {
      attr->section = attr_string(&tok, tok);
      return tok;
    }
    if (attr_is(name, "visibility") && equal(tok, "(")) {
      Token *arg = tok->next;
      attr->visibility = attr_string(&tok, tok);
      if (strcmp(attr->visibility, "default") && strcmp(attr->visibility, "hidden") &&
          strcmp(attr->visibility, "protected") && strcmp(attr->visibility, "internal"))
        error_tok(arg, "unknown visibility \"%s\"", attr->visibility);
      return tok;
    }
  }
  // Everything else (unused, format, nonnull, ...) is accepted and ignored.
  if (equal(tok, "("))
    return skip_balanced(tok);
  return tok;
}

bool is_attribute_kw(Token *tok) {
  return equal(tok, "__attribute__") || equal(tok, "__attribute");
}

// Zero or more `__attribute__((a, b(x), ...))`.  `attr` (may be NULL)
// collects declaration attributes; `ty` (may be NULL) a struct being defined.
Token *attribute_list(Token *tok, VarAttr *attr, Type *ty) {
  while (is_attribute_kw(tok)) {
    tok = skip(tok->next, "(");
    tok = skip(tok, "(");
    while (!equal(tok, ")")) {
      if (equal(tok, ",")) {
        tok = tok->next;
        continue;
      }
      tok = attribute(tok, attr, ty);
      if (!equal(tok, ",") && !equal(tok, ")"))
        error_tok(tok, "expected ',' or ')' in attribute list");
    }
    tok = skip(tok->next, ")");
  }
  return tok;
}

// `asm("name")` after a declarator renames the symbol.
static Token *asm_label(Token *tok, VarAttr *attr) {
  if (!equal(tok, "asm") && !equal(tok, "__asm") && !equal(tok, "__asm__"))
    return tok;
  tok = skip(tok->next, "(");
  attr->asm_name = string_literal_text(&tok, tok);
  return skip(tok, ")");
}

//
// Declaration specifiers
//

static char *type_keywords[] = {
  "void", "_Bool", "char", "short", "int", "long", "struct", "union",
  "typedef", "enum", "static", "extern", "_Alignas", "signed", "unsigned",
  "const", "volatile", "auto", "register", "restrict", "__restrict",
  "__restrict__", "_Noreturn", "float", "double", "typeof", "inline",
  "_Thread_local", "__thread", "_Atomic", "__typeof", "__typeof__",
  "__inline", "__inline__", "__signed", "__signed__", "__const", "__const__",
  "__volatile", "__volatile__", "__int128", "__attribute__", "__attribute",
  "_Complex",
};

// `__auto_type x = e;` takes the type of e (GNU).
static Type auto_type_marker;

bool is_typename(Token *tok) {
  while (equal(tok, "__extension__"))
    tok = tok->next;
  if (tok->kind == TK_IDENT && equal(tok, "__auto_type"))
    return true;
  if (tok->kind == TK_KEYWORD) {
    static HashMap map;
    if (map.capacity == 0)
      for (size_t i = 0; i < sizeof(type_keywords) / sizeof(*type_keywords); i++)
        hashmap_put(&map, type_keywords[i], (void *)1);
    return hashmap_get2(&map, tok->loc, tok->len) != NULL;
  }
  return find_typedef(tok) != NULL;
}

static Type *typeof_specifier(Token **rest, Token *tok);

// The type keywords seen so far in one declaration specifier.
typedef struct {
  Token *first;
  int n_long;
  int n_short, n_int, n_char, n_void, n_bool, n_float, n_double, n_int128;
  int n_signed, n_unsigned;
  Type *other; // struct, union, enum, typedef name or typeof
} Spec;

static Type *signed_char_type(void) {
  static Type *sc;
  if (!sc) {
    sc = xcalloc(1, sizeof(Type));
    *sc = *ty_char;
    sc->is_unsigned = false;
  }
  return sc;
}

static Type *spec_type(Spec *s, Token *tok) {
  int n_basic = s->n_void + s->n_bool + s->n_char + s->n_float + s->n_double +
                s->n_int128;
  if (s->other) {
    if (n_basic || s->n_short || s->n_long || s->n_int || s->n_signed ||
        s->n_unsigned)
      error_tok(tok, "invalid type");
    return s->other;
  }
  if (n_basic > 1 || s->n_signed + s->n_unsigned > 1 || s->n_int > 1 ||
      s->n_short > 1 || s->n_long > 2 || (s->n_short && s->n_long))
    error_tok(tok, "invalid type");
  bool u = s->n_unsigned;
  bool sign = s->n_signed || s->n_unsigned;

  if (s->n_void || s->n_bool || s->n_float) {
    if (sign || s->n_short || s->n_long || s->n_int)
      error_tok(tok, "invalid type");
    return s->n_void ? ty_void : s->n_bool ? ty_bool : ty_float;
  }
  if (s->n_double) {
    if (sign || s->n_short || s->n_int || s->n_long > 1)
      error_tok(tok, "invalid type");
    return s->n_long ? ty_ldouble : ty_double;
  }
  if (s->n_char) {
    if (s->n_short || s->n_long || s->n_int)
      error_tok(tok, "invalid type");
    if (!sign)
      return ty_char;
    return u ? ty_uchar : signed_char_type();
  }
  if (s->n_int128) {
    if (s->n_short || s->n_long)
      error_tok(tok, "invalid type");
    return u ? ty_uint128 : ty_int128;
  }
  if (s->n_short)
    return u ? ty_ushort : ty_short;
  if (s->n_long == 1)
    return u ? ty_ulong : ty_long;
  if (s->n_long == 2)
    return u ? ty_ullong : ty_llong;
  return u ? ty_uint : ty_int;
}

// `T _Complex` is laid out, passed and returned like struct { T re, im; }
// (the SysV ABI classifies float and double complex exactly so).  Only
// declarations, copies, calls and __real__/__imag__ are supported; complex
// arithmetic is not.
Type *complex_type(Type *base, Token *tok) {
  static Type *cache[3];
  int i = base->kind == TY_FLOAT ? 0 : base->kind == TY_DOUBLE ? 1 :
          base->kind == TY_LDOUBLE ? 2 : -1;
  if (i < 0)
    error_tok(tok, "complex integer types are not supported");
  if (cache[i])
    return cache[i];
  Type *ty = struct_type();
  Member *re = xcalloc(1, sizeof(Member)), *im = xcalloc(1, sizeof(Member));
  re->ty = im->ty = base;
  re->tok = im->tok = tok;
  re->align = im->align = base->align;
  im->idx = 1;
  im->offset = base->size;
  re->next = im;
  ty->members = re;
  ty->size = base->size * 2;
  ty->align = base->align;
  ty->is_complex = true;
  ty->is_incomplete = false;
  ty->name_pos = tok;
  return cache[i] = ty;
}

bool is_complex_type(Type *ty) {
  return ty->is_complex;
}

// Applies qualifiers to a type; qualifiers of an array type belong to
// its elements.
static Type *qualify(Type *ty, bool is_const, bool is_volatile, bool is_atomic) {
  if (!is_const && !is_volatile && !is_atomic)
    return ty;
  if (ty->kind == TY_ARRAY) {
    Type *ret = array_of(qualify(ty->base, is_const, is_volatile, is_atomic),
                         ty->array_len);
    ret->origin = ty;
    return ret;
  }
  if ((!is_const || ty->is_const) && (!is_volatile || ty->is_volatile) &&
      (!is_atomic || ty->is_atomic))
    return ty;
  Type *ret = copy_type(ty);
  ret->is_const |= is_const;
  ret->is_volatile |= is_volatile;
  ret->is_atomic |= is_atomic;
  return ret;
}

static bool is_storage_kw(Token *tok, VarAttr *attr) {
  if (equal(tok, "typedef")) attr->is_typedef = true;
  else if (equal(tok, "static")) attr->is_static = true;
  else if (equal(tok, "extern")) attr->is_extern = true;
  else if (equal(tok, "inline") || equal(tok, "__inline") ||
           equal(tok, "__inline__")) attr->is_inline = true;
  else if (equal(tok, "_Thread_local") || equal(tok, "__thread"))
    attr->is_tls = true;
  else if (equal(tok, "_Noreturn")) attr->is_noreturn = true;
  else if (equal(tok, "auto")) attr->is_auto = true;
  else if (equal(tok, "register")) attr->is_auto = attr->is_register = true;
  else return false;
  return true;
}

// declspec = (storage class | qualifier | attribute | type specifier)+
// `attr` is NULL where no storage class is allowed (type names, members).
Type *declspec(Token **rest, Token *tok, VarAttr *attr) {
  VarAttr dummy = {0};
  bool allow_storage = attr != NULL;
  if (!attr)
    attr = &dummy;
  Spec s = {0};
  s.first = tok;
  bool is_const = false, is_volatile = false, is_atomic = false;
  bool seen_type = false, is_complex = false;
  Token *complex_tok = tok;

  for (;;) {
    if (equal(tok, "__extension__")) {
      tok = tok->next;
      continue;
    }
    if (is_attribute_kw(tok)) {
      tok = attribute_list(tok, attr, NULL);
      continue;
    }
    if (tok->kind == TK_KEYWORD && is_storage_kw(tok, attr)) {
      if (!allow_storage)
        error_tok(tok, "storage class specifier is not allowed in this context");
      if (attr->is_typedef + attr->is_static + attr->is_extern > 1)
        error_tok(tok, "multiple storage classes in declaration specifiers");
      tok = tok->next;
      continue;
    }
    if (equal(tok, "const") || equal(tok, "__const") || equal(tok, "__const__")) {
      is_const = true;
      tok = tok->next;
      continue;
    }
    if (equal(tok, "volatile") || equal(tok, "__volatile") ||
        equal(tok, "__volatile__")) {
      is_volatile = true;
      tok = tok->next;
      continue;
    }
    if (equal(tok, "restrict") || equal(tok, "__restrict") ||
        equal(tok, "__restrict__")) {
      tok = tok->next;
      continue;
    }
    if (equal(tok, "_Atomic")) {
      if (equal(tok->next, "(")) {
        if (seen_type)
          error_tok(tok, "invalid type");
        s.other = typename(&tok, tok->next->next);
        tok = skip(tok, ")");
        seen_type = true;
      } else {
        tok = tok->next;
      }
      is_atomic = true;
      continue;
    }
    if (equal(tok, "_Alignas")) {
      tok = skip(tok->next, "(");
      int64_t align;
      if (is_typename(tok))
        align = typename(&tok, tok)->align;
      else {
        Token *start = tok;
        align = const_expr(&tok, tok);
        if (align < 0 || (align & (align - 1)))
          error_tok(start, "requested alignment is not a positive power of 2");
        if (align > (1 << 28))
          error_tok(start, "requested alignment exceeds maximum 268435456");
      }
      attr->align = MAX(attr->align, align);
      tok = skip(tok, ")");
      continue;
    }
    if (equal(tok, "_Complex") || equal(tok, "__complex__")) {
      is_complex = true;
      tok = tok->next;
      continue;
    }

    if (tok->kind == TK_IDENT && equal(tok, "__auto_type") && !seen_type) {
      s.other = &auto_type_marker;
      seen_type = true;
      tok = tok->next;
      continue;
    }

    // A typedef name is a type only where no type specifier came before.
    Type *td = find_typedef(tok);
    bool is_spec_kw = tok->kind == TK_KEYWORD &&
        (equal(tok, "struct") || equal(tok, "union") || equal(tok, "enum") ||
         equal(tok, "typeof") || equal(tok, "__typeof") ||
         equal(tok, "__typeof__"));
    if (td || is_spec_kw) {
      if (seen_type)
        break;
      if (equal(tok, "struct"))
        s.other = struct_union_decl(&tok, tok->next, TY_STRUCT);
      else if (equal(tok, "union"))
        s.other = struct_union_decl(&tok, tok->next, TY_UNION);
      else if (equal(tok, "enum"))
        s.other = enum_specifier(&tok, tok->next);
      else if (td) {
        s.other = td;
        tok = tok->next;
      } else
        s.other = typeof_specifier(&tok, tok->next);
      seen_type = true;
      continue;
    }

    if (tok->kind != TK_KEYWORD)
      break;
    int *counter = NULL;
    if (equal(tok, "void")) counter = &s.n_void;
    else if (equal(tok, "_Bool")) counter = &s.n_bool;
    else if (equal(tok, "char")) counter = &s.n_char;
    else if (equal(tok, "short")) counter = &s.n_short;
    else if (equal(tok, "int")) counter = &s.n_int;
    else if (equal(tok, "long")) counter = &s.n_long;
    else if (equal(tok, "float")) counter = &s.n_float;
    else if (equal(tok, "double")) counter = &s.n_double;
    else if (equal(tok, "__int128")) counter = &s.n_int128;
    else if (equal(tok, "signed") || equal(tok, "__signed") ||
             equal(tok, "__signed__")) counter = &s.n_signed;
    else if (equal(tok, "unsigned")) counter = &s.n_unsigned;
    if (!counter)
      break;
    if (s.other)
      error_tok(tok, "two or more data types in declaration specifiers");
    (*counter)++;
    seen_type = true;
    tok = tok->next;
  }

  Type *ty;
  if (!seen_type) {
    // Implicit int (`static x;`, `unsigned;` handled above, `const x;`).
    if (s.first == tok)
      error_tok(tok, "expected a type");
    ty = is_complex ? ty_double : ty_int;
  } else {
    ty = spec_type(&s, tok);
  }
  if (is_complex)
    ty = complex_type(ty, complex_tok);
  *rest = tok;
  return qualify(ty, is_const, is_volatile, is_atomic);
}

// typeof(expr) or typeof(type-name)
static Type *typeof_specifier(Token **rest, Token *tok) {
  tok = skip(tok, "(");
  Type *ty;
  if (is_typename(tok)) {
    ty = typename(&tok, tok);
  } else {
    Node *node = expr(&tok, tok);
    add_type(node);
    ty = node->ty;
  }
  *rest = skip(tok, ")");
  return ty;
}

//
// Declarators
//

static Type *type_suffix(Token **rest, Token *tok, Type *ty);

static void register_fn_params(Type *fn_ty, Obj *params, Token *knr) {
  FnParams *fp = xcalloc(1, sizeof(FnParams));
  fp->fn_ty = fn_ty;
  fp->params = params;
  fp->knr_names = knr;
  fp->next = fn_params_list;
  fn_params_list = fp;
}

static FnParams *find_fn_params(Type *fn_ty) {
  for (FnParams *fp = fn_params_list; fp; fp = fp->next)
    if (fp->fn_ty == fn_ty)
      return fp;
  return NULL;
}

// A parameter of array type is a pointer, a function parameter a pointer
// to function (C11 6.7.6.3p7-8).
static Type *adjust_param_type(Type *ty) {
  if (is_array(ty)) {
    Type *p = pointer_to(ty->base);
    p->is_const = ty->is_const;
    return p;
  }
  if (ty->kind == TY_FUNC)
    return pointer_to(ty);
  return ty;
}

static Obj *new_param_obj(char *name, Type *ty, Token *tok) {
  Obj *var = new_var(name, ty);
  var->is_local = true;
  var->tok = tok;
  if (*name)
    push_scope(name)->var = var;
  return var;
}

// Old-style identifier list: `f(a, b, c)`.
static bool is_knr_list(Token *tok) {
  return tok->kind == TK_IDENT && !find_typedef(tok) &&
         (equal(tok->next, ",") || equal(tok->next, ")"));
}

// func-params = "(" ("void" | param ("," param)* ("," "...")?)? ")"
// Each named parameter becomes an object in a prototype scope, so that a
// later parameter's array size may refer to it (`int n, int a[n]`).
static Type *func_params(Token **rest, Token *tok, Type *ret_ty) {
  if (ret_ty->kind == TY_FUNC)
    error_tok(tok, "function cannot return a function");
  if (is_array(ret_ty))
    error_tok(tok, "function cannot return an array");

  Type *fn = func_type(ret_ty);
  if (equal(tok, "void") && equal(tok->next, ")")) {
    *rest = tok->next->next;
    register_fn_params(fn, NULL, NULL);
    return fn;
  }
  if (equal(tok, ")")) {
    fn->has_proto = false;
    *rest = tok->next;
    register_fn_params(fn, NULL, NULL);
    return fn;
  }
  if (is_knr_list(tok)) {
    Token *names = tok;
    while (!equal(tok, ")")) {
      if (tok->kind != TK_IDENT)
        error_tok(tok, "expected an identifier");
      tok = tok->next;
      if (!equal(tok, ")"))
        tok = skip(tok, ",");
    }
    fn->has_proto = false;
    *rest = tok->next;
    register_fn_params(fn, NULL, names);
    return fn;
  }

  enter_scope();
  Type head = {0}, *cur = &head;
  Obj phead = {0}, *pcur = &phead;
  while (!equal(tok, ")")) {
    if (cur != &head)
      tok = skip(tok, ",");
    if (equal(tok, "...")) {
      fn->is_variadic = true;
      tok = tok->next;
      if (!equal(tok, ")"))
        error_tok(tok, "expected ')'");
      break;
    }
    VarAttr pattr = {0};
    Token *start = tok;
    Type *ty = declspec(&tok, tok, &pattr);
    Token *name = NULL;
    ty = declarator(&tok, tok, ty, &name);
    tok = attribute_list(tok, &pattr, NULL);
    if (ty->kind == TY_VOID)
      error_tok(start, "parameter has void type");
    ty = adjust_param_type(ty);
    Type *pty = copy_type(ty);
    pty->name = name;
    pty->name_pos = name ? name : start;
    cur = cur->next = pty;
    pcur = pcur->next = new_param_obj(name ? tok_name(name) : "", ty,
                                      name ? name : start);
    if (pattr.align)
      pcur->align = MAX(pcur->align, pattr.align);
    if (pattr.is_register)
      mark_register(pcur);
    if (pattr.is_noescape) {
      if (ty->kind != TY_PTR)
        error_tok(start, "'noescape' attribute applies only to a pointer parameter");
      int index = 0;
      for (Type *t = head.next; t != cur; t = t->next)
        index++;
      if (index < 64)
        fn->noescape_params |= (uint64_t)1 << index;
    }
  }
  leave_scope();
  fn->params = head.next;
  *rest = skip(tok, ")");
  register_fn_params(fn, phead.next, NULL);
  return fn;
}

// array-dimensions = ("static" | qualifier)* const-expr? "]" type-suffix
static Type *array_dimensions(Token **rest, Token *tok, Type *ty) {
  while (equal(tok, "static") || equal(tok, "const") || equal(tok, "volatile") ||
         equal(tok, "restrict") || equal(tok, "__restrict") ||
         equal(tok, "__restrict__") || equal(tok, "__const"))
    tok = tok->next;
  if (equal(tok, "]") || (equal(tok, "*") && equal(tok->next, "]"))) {
    if (equal(tok, "*"))
      tok = tok->next;
    ty = type_suffix(rest, tok->next, ty);
    if (ty->kind == TY_FUNC)
      error_tok(tok, "declaration of array of functions");
    return array_of(ty, -1);
  }
  Token *start = tok;
  Node *len = conditional(&tok, tok);
  tok = skip(tok, "]");
  ty = type_suffix(rest, tok, ty);
  if (ty->kind == TY_FUNC)
    error_tok(start, "declaration of array of functions");
  if (ty->kind == TY_VOID)
    error_tok(start, "declaration of array of voids");
  add_type(len);
  if (!is_integer(len->ty))
    error_tok(start, "size of array has non-integer type");
  if (ty->kind != TY_VLA && is_const_expr(len)) {
    int64_t n = eval(len);
    if (n < 0 || (len->ty->is_unsigned && n > INT32_MAX))
      error_tok(start, "size of array is negative");
    // Divide instead of multiplying: n * size can overflow int64_t.
    if (n > INT32_MAX / (ty->size ? ty->size : 1))
      error_tok(start, "size of array is too large");
    return array_of(ty, n);
  }
  return vla_of(ty, len);
}

static Type *type_suffix(Token **rest, Token *tok, Type *ty) {
  if (equal(tok, "(")) {
    enter_nesting(tok);
    Type *ret = func_params(rest, tok->next, ty);
    leave_nesting();
    if (equal(*rest, "["))
      error_tok(*rest, "function cannot return an array");
    if (equal(*rest, "("))
      error_tok(*rest, "function cannot return a function");
    return ret;
  }
  if (equal(tok, "[")) {
    enter_nesting(tok);
    Type *ret = array_dimensions(rest, tok->next, ty);
    leave_nesting();
    return ret;
  }
  *rest = tok;
  return ty;
}

// pointers = ("*" (qualifier | attribute)*)*
static Type *pointers(Token **rest, Token *tok, Type *ty) {
  while (consume(&tok, tok, "*")) {
    ty = pointer_to(ty);
    for (;;) {
      if (equal(tok, "const") || equal(tok, "__const") || equal(tok, "__const__"))
        ty->is_const = true;
      else if (equal(tok, "volatile") || equal(tok, "__volatile") ||
               equal(tok, "__volatile__"))
        ty->is_volatile = true;
      else if (equal(tok, "_Atomic"))
        ty->is_atomic = true;
      else if (equal(tok, "restrict") || equal(tok, "__restrict") ||
               equal(tok, "__restrict__"))
        ;
      else if (is_attribute_kw(tok)) {
        tok = attribute_list(tok, NULL, NULL);
        continue;
      } else
        break;
      tok = tok->next;
    }
  }
  *rest = tok;
  return ty;
}

// After a nested declarator was parsed around a placeholder type, the
// placeholder became the real type: recompute the array sizes above it.
static void refresh_sizes(Type *ty, Type *placeholder, int depth, Token *tok) {
  if (ty == placeholder || depth > 10000)
    return;
  if (is_array(ty) && ty->base->kind == TY_FUNC)
    error_tok(tok, "declaration of array of functions");
  if (ty->kind == TY_FUNC && (is_array(ty->return_ty) || ty->return_ty->kind == TY_FUNC))
    error_tok(tok, "function cannot return an array or a function");
  if (ty->kind == TY_FUNC) {
    refresh_sizes(ty->return_ty, placeholder, depth + 1, tok);
    return;
  }
  if (ty->base)
    refresh_sizes(ty->base, placeholder, depth + 1, tok);
  if (ty->kind == TY_ARRAY) {
    long size = (long)ty->base->size * (ty->array_len < 0 ? 0 : ty->array_len);
    ty->size = size > INT32_MAX ? INT32_MAX : size;
    ty->align = ty->base->align;
  }
}

static bool starts_nested_declarator(Token *tok) {
  // `(` begins a nested declarator unless it starts a parameter list.
  if (!equal(tok, "("))
    return false;
  Token *t = tok->next;
  if (equal(t, ")") || equal(t, "..."))
    return false;
  if (is_attribute_kw(t))
    return true;
  return !is_typename(t);
}

// declarator = pointers ("(" declarator ")" | ident)? type-suffix
// `*name` receives the identifier (NULL for an abstract declarator).
Type *declarator(Token **rest, Token *tok, Type *ty, Token **name) {
  tok = attribute_list(tok, NULL, NULL);
  ty = pointers(&tok, tok, ty);
  tok = attribute_list(tok, NULL, NULL);

  if (starts_nested_declarator(tok)) {
    enter_nesting(tok);
    Type *placeholder = xcalloc(1, sizeof(Type));
    placeholder->kind = TY_INT; // anything that passes the suffix checks
    placeholder->align = 1;
    Type *inner = declarator(&tok, tok->next, placeholder, name);
    tok = skip(tok, ")");
    Type *outer = type_suffix(rest, tok, ty);
    *placeholder = *outer;
    placeholder->origin = outer;
    FnParams *fp = outer->kind == TY_FUNC ? find_fn_params(outer) : NULL;
    if (fp)
      register_fn_params(placeholder, fp->params, fp->knr_names);
    refresh_sizes(inner, placeholder, 0, *name ? *name : tok);
    leave_nesting();
    return inner;
  }

  if (name)
    *name = NULL;
  if (tok->kind == TK_IDENT) {
    if (name)
      *name = tok;
    tok = tok->next;
  }
  return type_suffix(rest, tok, ty);
}

// type-name = declspec abstract-declarator
Type *typename(Token **rest, Token *tok) {
  Type *ty = declspec(&tok, tok, NULL);
  Token *name = NULL;
  ty = declarator(&tok, tok, ty, &name);
  if (name)
    error_tok(name, "unexpected identifier in type name");
  *rest = attribute_list(tok, NULL, NULL);
  return ty;
}

//
// Declarations
//

void push_var_scope(char *name, Obj *var) {
  push_scope(name)->var = var;
}

void enter_block_scope(void) {
  enter_scope();
}

void leave_block_scope(void) {
  leave_scope();
}

// Puts a file-scope object under `name` in the global scope and, for a
// declaration inside a block, in the block's scope too.
static void declare_global_name(char *name, Obj *var) {
  VarScope *vs = xcalloc(1, sizeof(VarScope));
  vs->var = var;
  hashmap_put(&global_scope.vars, name, vs);
  if (scope != &global_scope)
    push_scope(name)->var = var;
}

static Obj *find_global_obj(char *name) {
  VarScope *vs = hashmap_get(&global_scope.vars, name);
  return vs ? vs->var : NULL;
}

// #pragma weak name [= target], which the preprocessor hands over as
// `__pragma_weak(...)`: recorded here and applied to the unit's
// declaration of name at its end (the pragma may come before or after
// it), as if it had __attribute__((weak)) (and alias("target")).
typedef struct PragmaWeak PragmaWeak;
struct PragmaWeak {
  PragmaWeak *next;
  Token *name, *target;
};
static PragmaWeak *pragma_weaks;

Token *pragma_weak(Token *tok) {
  tok = skip(tok->next, "(");
  if (tok->kind != TK_IDENT)
    error_tok(tok, "expected a symbol name after #pragma weak");
  PragmaWeak *w = calloc(1, sizeof *w);
  w->name = tok;
  tok = tok->next;
  if (consume(&tok, tok, "=")) {
    if (tok->kind != TK_IDENT)
      error_tok(tok, "expected a symbol name after '=' in #pragma weak");
    w->target = tok;
    tok = tok->next;
  }
  w->next = pragma_weaks;
  pragma_weaks = w;
  return skip(tok, ")");
}

// A name the unit never declares gets nothing: no code refers to it.
static void apply_pragma_weak(void) {
  for (PragmaWeak *w = pragma_weaks; w; w = w->next) {
    Obj *obj = find_global_obj(tok_name(w->name));
    if (!obj)
      continue;
    obj->is_weak = true;
    if (w->target && !obj->is_definition)
      obj->alias_target = tok_name(w->target);
  }
}

static void apply_global_attrs(Obj *var, VarAttr *attr) {
  if (attr->asm_name)
    var->asm_name = attr->asm_name;
  if (attr->align)
    var->align = MAX(var->align, attr->align);
  var->is_weak |= attr->is_weak;
  var->is_used |= attr->is_used;
  var->is_constructor |= attr->is_constructor;
  var->is_destructor |= attr->is_destructor;
  var->is_noreturn |= attr->is_noreturn;
  if (attr->section)
    var->section = attr->section;
  if (attr->visibility)
    var->visibility = attr->visibility;
  if (attr->alias_target) {
    Obj *target = find_global_obj(attr->alias_target);
    var->alias_target = target ? target->asm_name : attr->alias_target;
    var->is_definition = true;
  }
}

// A const object (or an array of const elements) may live in .rodata.
// A struct with a mutable member is still const as a whole when declared so.
static bool is_const_object(Type *ty) {
  while (ty->kind == TY_ARRAY)
    ty = ty->base;
  return ty->is_const;
}

// Declares (or redeclares) a function; the result is the single Obj that
// every declaration of the name shares.
Obj *declare_function(Type *ty, Token *name, VarAttr *attr) {
  char *cname = tok_name(name);
  Obj *fn = find_global_obj(cname);
  if (fn) {
    if (!fn->is_function)
      error_tok(name, "'%s' redeclared as different kind of symbol", cname);
    if (!is_compatible(fn->ty, ty))
      error_tok(name, "conflicting types for '%s'", cname);
    if (attr->is_static && !fn->is_static)
      error_tok(name, "static declaration of '%s' follows non-static declaration", cname);
    if (ty->has_proto && !fn->ty->has_proto)
      fn->ty = ty;
    if (scope != &global_scope)
      push_scope(cname)->var = fn;
    // C99: a function is an inline definition only if every declaration
    // says inline and none says extern.
    if (!attr->is_inline || attr->is_extern)
      fn->is_inline = false;
  } else {
    fn = new_var(cname, ty);
    fn->asm_name = cname;
    fn->is_function = true;
    fn->tok = name;
    fn->is_static = attr->is_static;
    fn->is_inline = attr->is_inline && !attr->is_extern;
    append_global(fn);
    declare_global_name(cname, fn);
  }
  apply_global_attrs(fn, attr);
  if (fn->ty->return_ty && attr->is_noreturn)
    fn->is_noreturn = true;
  if (attr->is_noinline)
    fn->is_noinline = true;
  fn->noescape_params |= ty->noescape_params;
  return fn;
}

// Declares a variable with linkage (file scope, or `extern` in a block).
static Obj *declare_global_var(Type *ty, Token *name, VarAttr *attr) {
  char *cname = tok_name(name);
  Obj *var = find_global_obj(cname);
  if (var && var->is_function)
    error_tok(name, "'%s' redeclared as different kind of symbol", cname);
  if (var && scope == &global_scope) {
    if (attr->is_static && !var->is_static)
      error_tok(name, "static declaration of '%s' follows non-static declaration", cname);
    if (!attr->is_static && !attr->is_extern && var->is_static)
      error_tok(name, "non-static declaration of '%s' follows static declaration", cname);
  }
  if (var) {
    bool ok = is_compatible(var->ty, ty);
    if (!ok && var->ty->kind == TY_ARRAY && ty->kind == TY_ARRAY &&
        is_compatible(var->ty->base, ty->base))
      ok = true;
    if (!ok)
      error_tok(name, "conflicting types for '%s'", cname);
    if (var->ty->kind == TY_ARRAY && var->ty->array_len < 0 &&
        ty->kind == TY_ARRAY && ty->array_len >= 0)
      var->ty = ty;
    if (is_struct_or_union(var->ty) && var->ty->is_incomplete && !ty->is_incomplete)
      var->ty = ty;
    var->align = MAX(var->align, var->ty->align);
    if (scope != &global_scope)
      push_scope(cname)->var = var;
  } else {
    var = new_var(cname, ty);
    var->asm_name = cname;
    var->tok = name;
    var->is_static = attr->is_static && scope == &global_scope;
    append_global(var);
    declare_global_name(cname, var);
  }
  var->is_tls |= attr->is_tls;
  var->is_readonly = is_const_object(ty);
  apply_global_attrs(var, attr);
  return var;
}

static void global_variable(Token **rest, Token *tok, Type *ty, Token *name,
                            VarAttr *attr) {
  if (attr->is_auto)
    error_tok(name, "file-scope declaration of '%.*s' specifies '%s'", name->len,
              name->loc, attr->is_register ? "register" : "auto");
  if (ty == &auto_type_marker)
    error_tok(name, "'__auto_type' at file scope is not supported");
  if (ty->kind == TY_VOID)
    error_tok(name, "variable '%.*s' declared void", name->len, name->loc);
  if (ty->kind == TY_VLA)
    error_tok(name, "variably modified '%.*s' at file scope", name->len, name->loc);
  Obj *var = declare_global_var(ty, name, attr);
  if (equal(tok, "=")) {
    if (var->is_definition && !var->is_tentative)
      error_tok(name, "redefinition of '%s'", var->name);
    var->is_definition = true;
    var->is_tentative = false;
    gvar_initializer(&tok, tok->next, var);
  } else if (!attr->is_extern) {
    if (!var->is_definition) {
      var->is_definition = true;
      var->is_tentative = true;
    }
  }
  *rest = tok;
}

// A static local is a global with a unique symbol name.
static void static_local(Token **rest, Token *tok, Type *ty, Token *name,
                         VarAttr *attr) {
  static int counter;
  if (ty->kind == TY_VLA)
    error_tok(name, "storage size of '%.*s' isn't constant", name->len, name->loc);
  char *cname = tok_name(name);
  Obj *var = new_var(cname, ty);
  var->asm_name = format("%s.%d", cname, counter++);
  var->tok = name;
  var->is_static = true;
  var->is_definition = true;
  var->is_tls = attr->is_tls;
  var->is_readonly = is_const_object(ty);
  apply_global_attrs(var, attr);
  append_global(var);
  push_scope(cname)->var = var;
  if (equal(tok, "="))
    gvar_initializer(&tok, tok->next, var);
  if (var->ty->size < 0 || (var->ty->kind == TY_ARRAY && var->ty->array_len < 0) ||
      (is_struct_or_union(var->ty) && var->ty->is_incomplete))
    error_tok(name, "storage size of '%s' isn't known", cname);
  *rest = tok;
}

// The statements that compute, at run time, the byte size of every
// variable-length array type inside `ty` (an expression or NULL).
Node *compute_vla_size(Type *ty, Token *tok) {
  Node *node = NULL;
  if (ty->kind == TY_PTR || ty->kind == TY_ARRAY || ty->kind == TY_VLA)
    node = compute_vla_size(ty->base, tok);
  if (ty->kind == TY_FUNC)
    return NULL;
  if (ty->kind != TY_VLA || ty->vla_size)
    return node;

  Node *elem = size_in_bytes(ty->base, tok);
  ty->vla_size = new_lvar("", ty_ulong);
  Node *len = new_cast(ty->vla_len, ty_ulong);
  Node *size = new_binary(ND_MUL, len, new_cast(elem, ty_ulong), tok);
  Node *set = new_binary(ND_ASSIGN, new_var_node(ty->vla_size, tok), size, tok);
  add_type(set);
  if (!node)
    return set;
  Node *comma = new_binary(ND_COMMA, node, set, tok);
  add_type(comma);
  return comma;
}

static Node *expr_stmt_of(Node *e, Token *tok) {
  Node *node = new_node(ND_EXPR_STMT, tok);
  node->lhs = e;
  add_type(node);
  return node;
}

// typedef-declaration, after the declspec.  In a block the sizes of VLA
// types are computed where the typedef appears: statements go to *cur.
static Node *typedef_decl(Token **rest, Token *tok, Type *basety, VarAttr *attr) {
  Node head = {0}, *cur = &head;
  bool first = true;
  while (!consume(&tok, tok, ";")) {
    if (!first)
      tok = skip(tok, ",");
    first = false;
    Token *name = NULL;
    Type *ty = declarator(&tok, tok, basety, &name);
    if (!name)
      error_tok(tok, "typedef name omitted");
    VarAttr a = {0};
    tok = attribute_list(tok, &a, is_struct_or_union(ty) ? ty : NULL);
    if (a.align || attr->align) {
      ty = copy_type(ty);
      ty->align = MAX(ty->align, MAX(a.align, attr->align));
    }
    if (ty->kind == TY_VLA || (ty->kind == TY_PTR && ty->base->kind == TY_VLA)) {
      if (!current_fn)
        error_tok(name, "variably modified type at file scope");
      Node *sz = compute_vla_size(ty, name);
      if (sz)
        cur = cur->next = expr_stmt_of(sz, name);
    }
    // The typedef's own copy of the type, named after it (for -g):
    // compatible with the type through its origin.
    ty = copy_type(ty);
    ty->typedef_name = name;
    VarScope *old = hashmap_get2(&scope->vars, name->loc, name->len);
    if (old && old->type_def && !is_compatible(old->type_def, ty))
      error_tok(name, "conflicting types for typedef '%.*s'", name->len, name->loc);
    if (old && old->var)
      error_tok(name, "'%.*s' redeclared as different kind of symbol",
                name->len, name->loc);
    push_scope(tok_name(name))->type_def = ty;
  }
  *rest = tok;
  return head.next;
}

static bool is_incomplete_object(Type *ty) {
  if (ty->kind == TY_ARRAY && ty->array_len < 0)
    return true;
  if (ty->kind == TY_VOID)
    return true;
  return (is_struct_or_union(ty) || ty->kind == TY_ENUM) && ty->is_incomplete;
}

static Node *auto_type_decl(Token **rest, Token *tok) {
  if (tok->kind != TK_IDENT)
    error_tok(tok, "expected an identifier");
  Token *name = tok;
  tok = attribute_list(tok->next, NULL, NULL);
  if (!equal(tok, "="))
    error_tok(tok, "'__auto_type' requires an initializer");
  Node *e = assign(rest, tok->next);
  add_type(e);
  Type *ty = e->ty;
  if (is_array(ty))
    ty = pointer_to(ty->base);
  else if (ty->kind == TY_FUNC)
    ty = pointer_to(ty);
  ty = unqual(ty);
  if (ty->kind == TY_VOID)
    error_tok(name, "variable '%.*s' declared void", name->len, name->loc);
  Obj *var = new_lvar(tok_name(name), ty);
  var->tok = name;
  Node *set = new_binary(ND_ASSIGN, new_var_node(var, name), e, name);
  add_type(set);
  return expr_stmt_of(set, name);
}

// A local declaration after its declspec: variables get their initializer
// statements, VLAs their allocation.  Returns a statement list.
Node *declaration(Token **rest, Token *tok, Type *basety, VarAttr *attr) {
  if (attr->is_typedef) {
    Node *n = typedef_decl(rest, tok, basety, attr);
    Node *blk = new_node(ND_BLOCK, tok);
    blk->body = n;
    return blk;
  }
  Node head = {0}, *cur = &head;
  bool first = true;
  while (!consume(&tok, tok, ";")) {
    if (!first && !equal(tok, ","))
      error_tok(tok, "expected ',' or ';' after a declarator");
    if (!first)
      tok = tok->next;
    first = false;
    Token *start = tok, *name = NULL;
    if (basety == &auto_type_marker) {
      cur = cur->next = auto_type_decl(&tok, tok);
      continue;
    }
    Type *ty = declarator(&tok, tok, basety, &name);
    if (!name)
      error_tok(start, "variable name omitted");
    VarAttr a = *attr;
    a.asm_name = NULL;
    a.align = attr->align;
    tok = asm_label(tok, &a);
    tok = attribute_list(tok, &a, NULL);

    if (ty->kind == TY_FUNC) {
      declare_function(ty, name, &a);
      continue;
    }
    if (ty->kind == TY_VOID)
      error_tok(name, "variable '%.*s' declared void", name->len, name->loc);
    if (attr->is_extern) {
      if (equal(tok, "="))
        error_tok(name, "'%.*s' has both 'extern' and initializer", name->len, name->loc);
      declare_global_var(ty, name, &a);
      continue;
    }
    if (attr->is_static || attr->is_tls) {
      static_local(&tok, tok, ty, name, &a);
      continue;
    }

    VarScope *prev = hashmap_get2(&scope->vars, name->loc, name->len);
    if (prev && (prev->var || prev->enum_ty || prev->type_def))
      error_tok(name, "redefinition of '%.*s'", name->len, name->loc);

    Node *sz = compute_vla_size(ty, name);
    if (sz)
      cur = cur->next = expr_stmt_of(sz, name);

    Obj *var = new_lvar(tok_name(name), ty);
    var->tok = name;
    if (a.align)
      var->align = MAX(var->align, a.align);
    if (attr->is_register)
      mark_register(var);
    add_visible_local(var);
    if (ty->kind != TY_VLA) {
      Node *decl = new_node(ND_DECL, name);
      decl->var = var;
      cur = cur->next = decl;
      var->has_decl_node = true;
    }

    if (ty->kind == TY_VLA) {
      note_vla_declared();
      if (equal(tok, "="))
        error_tok(tok, "variable-sized object may not be initialized");
      Node *alloc = new_node(ND_VLA_ALLOC, name);
      alloc->var = var;
      alloc->lhs = new_var_node(ty->vla_size, name);
      alloc->ty = ty_void;
      cur = cur->next = expr_stmt_of(alloc, name);
      continue;
    }
    if (equal(tok, "=")) {
      Node *init = lvar_initializer(&tok, tok->next, var);
      var->decl_init = init;
      cur = cur->next = expr_stmt_of(init, name);
    }
    if (is_incomplete_object(var->ty))
      error_tok(name, "variable '%s' has incomplete type", var->name);
  }
  *rest = tok;
  Node *blk = new_node(ND_BLOCK, tok);
  blk->body = head.next;
  return blk;
}

//
// Function definitions
//

// Parameters of an old-style definition: `int f(a, b) char *b; { ... }`.
static Obj *knr_params(Token **rest, Token *tok, Token *names) {
  HashMap declared = {0};
  while (!equal(tok, "{")) {
    VarAttr attr = {0};
    Token *start = tok;
    Type *basety = declspec(&tok, tok, &attr);
    bool first = true;
    while (!consume(&tok, tok, ";")) {
      if (!first)
        tok = skip(tok, ",");
      first = false;
      Token *name = NULL;
      Type *ty = declarator(&tok, tok, basety, &name);
      tok = attribute_list(tok, NULL, NULL);
      if (!name)
        error_tok(start, "parameter name omitted");
      hashmap_put2(&declared, name->loc, name->len, adjust_param_type(ty));
    }
  }
  Obj head = {0}, *cur = &head;
  for (Token *t = names; !equal(t, ")"); t = t->next) {
    if (equal(t, ","))
      continue;
    Type *ty = hashmap_get2(&declared, t->loc, t->len);
    if (!ty)
      ty = ty_int;
    // The caller passed a promoted argument.
    if (ty->kind == TY_FLOAT)
      ty = ty_double;
    cur = cur->next = new_param_obj(tok_name(t), ty, t);
  }
  *rest = tok;
  return head.next;
}

void reset_labels(void);

// Parameters share the scope of the function body's outermost block, so
// that `int f(int a) { int a; }` is a redefinition.
static Obj *body_params;

void declare_body_params(void) {
  for (Obj *p = body_params; p; p = p->next)
    if (*p->name)
      push_scope(p->name)->var = p;
  body_params = NULL;
}
void check_labels(void);

static void function_definition(Token **rest, Token *tok, Obj *fn, Type *ty,
                                Token *name) {
  if (fn->is_definition && !fn->alias_target)
    error_tok(name, "redefinition of '%s'", fn->name);
  fn->is_definition = true;
  fn->ty = ty;
  fn->tok = name;
  if (is_struct_or_union(ty->return_ty) && ty->return_ty->is_incomplete)
    error_tok(name, "return type is an incomplete type");

  FnParams *fp = find_fn_params(ty);
  current_fn = fn;
  fn->locals = NULL;
  enter_scope();

  Obj *params;
  if (fp && fp->knr_names)
    params = knr_params(&tok, tok, fp->knr_names);
  else {
    params = fp ? fp->params : NULL;
    for (Obj *p = params; p; p = p->next) {
      if (!*p->name)
        error_tok(p->tok, "parameter name omitted");
      push_scope(p->name)->var = p;
    }
  }
  if (!equal(tok, "{"))
    error_tok(tok, "expected '{'");

  // Parameters, in order, end the locals list (new locals are prepended).
  fn->params = params;
  fn->locals = params;
  Node head = {0}, *cur = &head;
  for (Obj *p = params; p; p = p->next) {
    if (is_struct_or_union(p->ty) && p->ty->is_incomplete)
      error_tok(p->tok, "parameter has incomplete type");
    Node *sz = compute_vla_size(p->ty, p->tok);
    if (sz)
      cur = cur->next = expr_stmt_of(sz, p->tok);
  }

  reset_labels();
  body_params = params;
  Token *lbrace = tok;
  Node *body = compound_stmt(&tok, tok->next);
  check_labels();
  cur->next = body->body;
  body->body = head.next;

  // Reaching the end of main returns 0 (C11 5.1.2.2.3).
  if (!strcmp(fn->name, "main") && ty->return_ty->kind == TY_INT) {
    Node *ret = new_node(ND_RETURN, tok);
    ret->lhs = new_num(0, tok);
    Node **p = &body->body;
    while (*p)
      p = &(*p)->next;
    *p = ret;
  }
  fn->body = body;
  note_inline_candidate(fn, lbrace, fp && fp->knr_names);
  leave_scope();
  current_fn = NULL;
  *rest = tok;
}

// A file-scope declaration after its declspec.
static void global_declaration(Token **rest, Token *tok, Type *basety,
                               VarAttr *attr) {
  bool first = true;
  while (!consume(&tok, tok, ";")) {
    if (!first && !equal(tok, ","))
      error_tok(tok, "expected ',' or ';' after a declarator");
    if (!first)
      tok = tok->next;
    Token *start = tok, *name = NULL;
    Type *ty = declarator(&tok, tok, basety, &name);
    if (!name)
      error_tok(start, "identifier expected");
    VarAttr a = *attr;
    tok = asm_label(tok, &a);
    tok = attribute_list(tok, &a, NULL);

    if (ty->kind == TY_FUNC) {
      Obj *fn = declare_function(ty, name, &a);
      FnParams *fp = find_fn_params(ty);
      bool knr = fp && fp->knr_names && !equal(tok, ";") && !equal(tok, ",");
      if (first && (equal(tok, "{") || knr)) {
        function_definition(rest, tok, fn, ty, name);
        return;
      }
      first = false;
      continue;
    }
    first = false;
    global_variable(&tok, tok, ty, name, &a);
  }
  *rest = tok;
}

//
// Liveness of functions
//

static void mark_live(HashMap *fns, Obj *fn) {
  Obj **stack = xcalloc(1, sizeof(Obj *));
  int sp = 0, cap = 1;
  if (fn->is_live)
    return;
  fn->is_live = true;
  stack[sp++] = fn;
  while (sp > 0) {
    Obj *f = stack[--sp];
    for (int i = 0; i < f->refs.len; i++) {
      Obj *g = hashmap_get(fns, f->refs.data[i]);
      if (!g || g->is_live)
        continue;
      g->is_live = true;
      if (sp == cap) {
        cap *= 2;
        stack = xrealloc(stack, sizeof(Obj *) * cap);
      }
      stack[sp++] = g;
    }
  }
}

// A static inline function is emitted only if reachable from a function
// that is emitted anyway or from a global's initializer.
static void compute_liveness(Obj *prog) {
  HashMap fns = {0};
  for (Obj *o = prog; o; o = o->next)
    if (o->is_function)
      hashmap_put(&fns, o->asm_name, o);

  for (Obj *o = prog; o; o = o->next) {
    if (!o->is_function || !o->is_definition)
      continue;
    // A C99 inline definition provides no external symbol: keep it local.
    if (o->is_inline && !o->is_static)
      o->is_static = true;
    o->is_root = !(o->is_static && o->is_inline) || o->is_used ||
                 o->is_constructor || o->is_destructor;
  }
  for (Obj *o = prog; o; o = o->next) {
    if (o->is_function && o->is_root)
      mark_live(&fns, o);
    if (o->alias_target) {
      Obj *t = hashmap_get(&fns, o->alias_target);
      if (t)
        mark_live(&fns, t);
    }
    for (Relocation *r = o->rel; r; r = r->next) {
      Obj *t = hashmap_get(&fns, r->label);
      if (t)
        mark_live(&fns, t);
    }
  }
}

// Tentative definitions become real ones at the end of the unit.
static void finish_globals(Obj *prog) {
  for (Obj *o = prog; o; o = o->next) {
    if (o->is_function || !o->is_definition)
      continue;
    if (o->ty->kind == TY_ARRAY && o->ty->array_len < 0 && o->is_tentative) {
      if (o->tok)
        warn_tok(o->tok, "array '%s' assumed to have one element", o->name);
      o->ty = array_of(o->ty->base, 1);
    }
    if (is_incomplete_object(o->ty) && o->tok)
      error_tok(o->tok, "storage size of '%s' isn't known", o->name);
  }
}

StringArray file_scope_asm;

// asm("...") at file scope: kept for the backend to emit as is.
static Token *top_level_asm(Token *tok) {
  tok = skip(tok->next, "(");
  strarray_push(&file_scope_asm, string_literal_text(&tok, tok));
  tok = skip(tok, ")");
  return skip(tok, ";");
}

// Like gcc, an alias must name a symbol defined in this unit (possibly
// another alias, but not in a loop).  Otherwise the assembler gets
// `.set a, b` with b undefined, looping, or any bytes the string held.
static void check_aliases(Obj *prog) {
  HashMap defined = {0};
  int n = 0;
  for (Obj *o = prog; o; o = o->next, n++)
    if (o->is_definition)
      hashmap_put(&defined, o->asm_name, o);

  for (Obj *o = prog; o; o = o->next) {
    if (!o->alias_target || !o->tok)
      continue;
    Obj *t = o;
    for (int i = 0; t && t->alias_target; i++) {
      t = hashmap_get(&defined, t->alias_target);
      if (t == o || i > n)
        error_tok(o->tok, "'%s' is an alias of itself", o->name);
    }
    if (!t)
      error_tok(o->tok, "'%s' aliased to undefined symbol '%s'", o->name,
                o->alias_target);
  }
}

// program = (typedef | function-definition | global-variable)*
Obj *parse(Token *tok) {
  while (tok->kind != TK_EOF) {
    if (equal(tok, ";")) {
      tok = tok->next;
      continue;
    }
    if (skip_static_assert_or_pragma(&tok, tok))
      continue;
    if (equal(tok, "asm") || equal(tok, "__asm") || equal(tok, "__asm__")) {
      tok = top_level_asm(tok);
      continue;
    }
    VarAttr attr = {0};
    Type *basety;
    if (tok->kind == TK_IDENT && equal(tok->next, "(") && !is_typename(tok)) {
      warn_tok(tok, "type specifier missing, defaults to 'int'");
      basety = ty_int;
    } else {
      basety = declspec(&tok, tok, &attr);
    }
    if (attr.is_typedef) {
      typedef_decl(&tok, tok, basety, &attr);
      continue;
    }
    global_declaration(&tok, tok, basety, &attr);
  }
  apply_pragma_weak();
  finish_globals(globals_head);
  check_aliases(globals_head);
  compute_liveness(globals_head);
  return globals_head;
}

int64_t const_expr(Token **rest, Token *tok) {
  Node *node = conditional(rest, tok);
  return const_expr_node(node, tok);
}
