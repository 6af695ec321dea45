// parse_stmt.c — statements and blocks, labels and gotos.

#include "parse.h"

void push_var_scope(char *name, Obj *var);
void enter_block_scope(void);
void leave_block_scope(void);
void static_assertion(Token **rest, Token *tok);
Node *declaration(Token **rest, Token *tok, Type *basety, VarAttr *attr);
Node *stmt(Token **rest, Token *tok);

static char *brk_label;
static char *cont_label;
static Node *current_switch;

//
// Labels.  Every label of a function gets a unique assembly name the first
// time it is mentioned (by goto, && or its definition); labels declared with
// __label__ are local to their block.
//

// The variable-length arrays in scope form a chain; a goto may not jump
// into the scope of a VLA (C11 6.8.6.1p1).
typedef struct VlaScope VlaScope;
struct VlaScope {
  VlaScope *parent;
};
static VlaScope *cur_vla;

void note_vla_declared(void) {
  VlaScope *v = xcalloc(1, sizeof(VlaScope));
  v->parent = cur_vla;
  cur_vla = v;
}

typedef struct GotoInfo GotoInfo;
struct GotoInfo {
  GotoInfo *next;
  struct LabelInfo *label;
  VlaScope *vla;
  Token *tok;
};
static GotoInfo *all_gotos;

typedef struct LabelInfo LabelInfo;
struct LabelInfo {
  VlaScope *vla;     // VLAs in scope at the label
  LabelInfo *next;   // every label of the function
  LabelInfo *outer;  // __label__ stack
  char *name;
  char *unique;
  Token *first_use;
  bool defined;
  bool is_local;
};

static HashMap fn_labels;
static LabelInfo *all_labels;
static LabelInfo *local_labels;

void reset_labels(void) {
  fn_labels = (HashMap){0};
  all_labels = NULL;
  local_labels = NULL;
  all_gotos = NULL;
  cur_vla = NULL;
  brk_label = cont_label = NULL;
  current_switch = NULL;
}

static LabelInfo *new_label_info(Token *tok) {
  LabelInfo *li = xcalloc(1, sizeof(LabelInfo));
  li->name = strndup(tok->loc, tok->len);
  li->unique = new_unique_name();
  li->first_use = tok;
  li->next = all_labels;
  all_labels = li;
  return li;
}

static LabelInfo *lookup_label(Token *tok) {
  for (LabelInfo *li = local_labels; li; li = li->outer)
    if (strlen(li->name) == (size_t)tok->len && !strncmp(li->name, tok->loc, tok->len))
      return li;
  LabelInfo *li = hashmap_get2(&fn_labels, tok->loc, tok->len);
  if (!li) {
    li = new_label_info(tok);
    hashmap_put2(&fn_labels, tok->loc, tok->len, li);
  }
  return li;
}

static bool vla_in_chain(VlaScope *v, VlaScope *chain) {
  for (; chain; chain = chain->parent)
    if (chain == v)
      return true;
  return v == NULL;
}

void check_labels(void) {
  for (LabelInfo *li = all_labels; li; li = li->next)
    if (!li->defined)
      error_tok(li->first_use, "label '%s' used but not defined", li->name);
  for (GotoInfo *g = all_gotos; g; g = g->next)
    if (!vla_in_chain(g->label->vla, g->vla))
      error_tok(g->tok, "jump into scope of identifier with variably modified type");
}

// &&label
Node *find_label_value(Token *tok, char *name) {
  if (!current_fn)
    error_tok(tok, "label address outside of a function");
  Node *node = new_node(ND_LABEL_VAL, tok);
  node->label = name;
  node->unique_label = lookup_label(tok)->unique;
  node->ty = pointer_to(ty_void);
  return node;
}

// __label__ a, b;
static Token *local_label_decl(Token *tok) {
  tok = tok->next;
  for (;;) {
    if (tok->kind != TK_IDENT)
      error_tok(tok, "expected an identifier");
    LabelInfo *li = new_label_info(tok);
    li->is_local = true;
    li->outer = local_labels;
    local_labels = li;
    tok = tok->next;
    if (consume(&tok, tok, ";"))
      return tok;
    tok = skip(tok, ",");
  }
}

//
// Statements
//

static Node *new_block(Node *body, Token *tok) {
  Node *node = new_node(ND_BLOCK, tok);
  node->body = body;
  return node;
}

static Node *expr_stmt(Node *e, Token *tok) {
  Node *node = new_node(ND_EXPR_STMT, tok);
  node->lhs = e;
  add_type(node);
  return node;
}

// A controlling expression must be scalar (arrays and functions decay).
static Node *condition(Token **rest, Token *tok) {
  Node *node = complex_as_bool(expr(rest, tok), tok);
  Type *ty = node->ty;
  if (!is_scalar(ty) && !is_array(ty) && ty->kind != TY_FUNC)
    error_tok(tok, "used %s type value where scalar is required",
              is_struct_or_union(ty) ? "struct" : "non-scalar");
  return node;
}

static bool is_declaration_start(Token *tok) {
  while (equal(tok, "__extension__"))
    tok = tok->next;
  if (tok->kind == TK_IDENT && equal(tok->next, ":"))
    return false;
  return is_typename(tok);
}

static Node *local_declaration(Token **rest, Token *tok) {
  VarAttr attr = {0};
  Type *basety = declspec(&tok, tok, &attr);
  if (consume(rest, tok, ";"))
    return new_block(NULL, tok);
  return declaration(rest, tok, basety, &attr);
}

static Node *return_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_RETURN, tok);
  if (!current_fn)
    error_tok(tok, "return outside of a function");
  Type *ret_ty = inline_frame ? inline_frame->ret_ty : current_fn->ty->return_ty;
  if (consume(rest, tok->next, ";")) {
    if (ret_ty->kind != TY_VOID)
      warn_tok(tok, "non-void function should return a value");
    return inline_frame ? inline_return(NULL, tok) : node;
  }
  Node *e = expr(&tok, tok->next);
  *rest = skip(tok, ";");
  add_type(e);
  if (ret_ty->kind == TY_VOID) {
    if (e->ty->kind != TY_VOID)
      warn_tok(e->tok, "void function should not return a value");
    if (inline_frame)
      return inline_return(e, tok);
    Node *blk = new_block(expr_stmt(e, e->tok), node->tok);
    blk->body->next = node;
    return blk;
  }
  node->lhs = cast_for_assign(e, unqual(ret_ty), e->tok);
  return inline_frame ? inline_return(node->lhs, tok) : node;
}

static Node *if_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_IF, tok);
  tok = skip(tok->next, "(");
  node->cond = condition(&tok, tok);
  tok = skip(tok, ")");
  node->then = stmt(&tok, tok);
  if (equal(tok, "else"))
    node->els = stmt(&tok, tok->next);
  *rest = tok;
  return node;
}

static Node *loop_body(Token **rest, Token *tok, Node *node) {
  char *brk = brk_label, *cont = cont_label;
  brk_label = node->brk_label = new_unique_name();
  cont_label = node->cont_label = new_unique_name();
  node->then = stmt(rest, tok);
  brk_label = brk;
  cont_label = cont;
  return node;
}

static Node *for_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_FOR, tok);
  tok = skip(tok->next, "(");
  enter_block_scope();
  VlaScope *saved_vla = cur_vla;
  if (is_declaration_start(tok)) {
    node->init = local_declaration(&tok, tok);
  } else if (!consume(&tok, tok, ";")) {
    Token *start = tok;
    node->init = expr_stmt(expr(&tok, tok), start);
    tok = skip(tok, ";");
  }
  if (!equal(tok, ";"))
    node->cond = condition(&tok, tok);
  tok = skip(tok, ";");
  if (!equal(tok, ")")) {
    node->inc = expr(&tok, tok);
    add_type(node->inc);
  }
  tok = skip(tok, ")");
  loop_body(rest, tok, node);
  cur_vla = saved_vla;
  leave_block_scope();
  return node;
}

static Node *while_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_FOR, tok);
  tok = skip(tok->next, "(");
  node->cond = condition(&tok, tok);
  tok = skip(tok, ")");
  return loop_body(rest, tok, node);
}

static Node *do_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_DO, tok);
  loop_body(&tok, tok->next, node);
  tok = skip(tok, "while");
  tok = skip(tok, "(");
  node->cond = condition(&tok, tok);
  tok = skip(tok, ")");
  *rest = skip(tok, ";");
  return node;
}

static Node *switch_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_SWITCH, tok);
  tok = skip(tok->next, "(");
  node->cond = expr(&tok, tok);
  add_type(node->cond);
  if (!is_integer(node->cond->ty))
    error_tok(node->cond->tok, "switch quantity not an integer");
  convert_to(&node->cond, promoted_type(node->cond));
  tok = skip(tok, ")");

  Node *sw = current_switch;
  char *brk = brk_label;
  current_switch = node;
  brk_label = node->brk_label = new_unique_name();
  node->then = stmt(rest, tok);
  current_switch = sw;
  brk_label = brk;
  return node;
}

// The value of a case label converted to the type of the switch.
static int64_t case_value(Node *e, Type *ty, Token *tok) {
  int64_t v = const_expr_node(e, tok);
  switch (ty->size) {
  case 1: return ty->is_unsigned ? (int64_t)(uint8_t)v : (int64_t)(int8_t)v;
  case 2: return ty->is_unsigned ? (int64_t)(uint16_t)v : (int64_t)(int16_t)v;
  case 4: return ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
  default: return v;
  }
}

// The statement after a case, default or named label.  C11 requires a
// statement; like gcc we also accept a declaration, or nothing before `}`
// (with a warning).
static Node *labeled_body(Token **rest, Token *tok) {
  note_jump_target();
  if (equal(tok, "}")) {
    warn_tok(tok, "label at end of compound statement");
    *rest = tok;
    return new_block(NULL, tok);
  }
  if (is_declaration_start(tok))
    return local_declaration(rest, tok);
  return stmt(rest, tok);
}

static Node *case_stmt(Token **rest, Token *tok) {
  if (!current_switch)
    error_tok(tok, "case label not within a switch statement");
  Node *node = new_node(ND_CASE, tok);
  Type *ty = current_switch->cond->ty;
  Token *start = tok->next;
  node->begin = case_value(conditional(&tok, tok->next), ty, start);
  node->end = node->begin;
  if (equal(tok, "...")) {
    start = tok->next;
    node->end = case_value(conditional(&tok, tok->next), ty, start);
    bool empty = ty->is_unsigned ? (uint64_t)node->end < (uint64_t)node->begin
                                 : node->end < node->begin;
    if (empty)
      warn_tok(start, "empty range specified");
  }
  tok = skip(tok, ":");
  int n = 0;
  for (Node *c = current_switch->case_next; c && n < 5000; c = c->case_next, n++) {
    bool overlap = ty->is_unsigned
        ? (uint64_t)c->begin <= (uint64_t)node->end && (uint64_t)node->begin <= (uint64_t)c->end
        : c->begin <= node->end && node->begin <= c->end;
    if (overlap)
      error_tok(node->tok, "duplicate case value");
  }
  node->label = new_unique_name();
  node->unique_label = node->label;
  node->case_next = current_switch->case_next;
  current_switch->case_next = node;
  node->lhs = labeled_body(rest, tok);
  return node;
}

static Node *default_stmt(Token **rest, Token *tok) {
  if (!current_switch)
    error_tok(tok, "'default' label not within a switch statement");
  if (current_switch->default_case)
    error_tok(tok, "multiple default labels in one switch");
  Node *node = new_node(ND_CASE, tok);
  tok = skip(tok->next, ":");
  node->label = new_unique_name();
  node->unique_label = node->label;
  current_switch->default_case = node;
  node->lhs = labeled_body(rest, tok);
  return node;
}

static Node *goto_stmt(Token **rest, Token *tok) {
  if (equal(tok->next, "*")) {
    Node *node = new_node(ND_GOTO_EXPR, tok);
    node->lhs = expr(&tok, tok->next->next);
    add_type(node->lhs);
    *rest = skip(tok, ";");
    return node;
  }
  Node *node = new_node(ND_GOTO, tok);
  tok = tok->next;
  if (tok->kind != TK_IDENT)
    error_tok(tok, "expected a label name");
  LabelInfo *li = lookup_label(tok);
  node->label = li->name;
  node->unique_label = li->unique;
  GotoInfo *g = xcalloc(1, sizeof(GotoInfo));
  g->label = li;
  g->vla = cur_vla;
  g->tok = tok;
  g->next = all_gotos;
  all_gotos = g;
  *rest = skip(tok->next, ";");
  return node;
}

static Node *label_stmt(Token **rest, Token *tok) {
  LabelInfo *li = lookup_label(tok);
  if (li->defined)
    error_tok(tok, "redefinition of label '%s'", li->name);
  li->defined = true;
  li->vla = cur_vla;
  Node *node = new_node(ND_LABEL, tok);
  node->label = li->name;
  node->unique_label = li->unique;
  tok = attribute_list(tok->next->next, NULL, NULL);
  node->lhs = labeled_body(rest, tok);
  return node;
}

// asm-stmt = "asm" ("volatile" | "inline" | "goto")* "(" string ")" ";"
static Node *asm_stmt(Token **rest, Token *tok) {
  // It could bypass every check (docs/safe-mode.md).
  if (opt_safe)
    error_tok(tok, "inline assembly is not allowed in safe mode");
  Node *node = new_node(ND_ASM, tok);
  tok = tok->next;
  while (equal(tok, "volatile") || equal(tok, "__volatile__") ||
         equal(tok, "__volatile") || equal(tok, "inline") || equal(tok, "goto"))
    tok = tok->next;
  tok = skip(tok, "(");
  node->asm_str = string_literal_text(&tok, tok);
  if (equal(tok, ":")) {
    // Only the operand-free form `asm("" ::: "memory")` is accepted.
    Token *t = tok;
    while (equal(t, ":"))
      t = t->next;
    bool clobbers_only = equal(tok->next, ":") && equal(tok->next->next, ":");
    if (!clobbers_only || *node->asm_str)
      error_tok(tok, "extended asm is not supported");
    tok = tok->next->next->next;
    while (!equal(tok, ")")) {
      if (tok->kind == TK_EOF)
        error_tok(tok, "expected ')'");
      tok = tok->next;
    }
    node->asm_str = "";
  }
  tok = skip(tok, ")");
  *rest = skip(tok, ";");
  return node;
}

static Node *stmt2(Token **rest, Token *tok) {
  if (is_attribute_kw(tok)) {
    tok = attribute_list(tok, NULL, NULL);
    if (consume(rest, tok, ";"))
      return new_block(NULL, tok);
  }
  if (equal(tok, "return"))
    return return_stmt(rest, tok);
  if (equal(tok, "if"))
    return if_stmt(rest, tok);
  if (equal(tok, "switch"))
    return switch_stmt(rest, tok);
  if (equal(tok, "case"))
    return case_stmt(rest, tok);
  if (equal(tok, "default"))
    return default_stmt(rest, tok);
  if (equal(tok, "for"))
    return for_stmt(rest, tok);
  if (equal(tok, "while"))
    return while_stmt(rest, tok);
  if (equal(tok, "do"))
    return do_stmt(rest, tok);
  if (equal(tok, "goto"))
    return goto_stmt(rest, tok);
  if (equal(tok, "asm") || equal(tok, "__asm__") || equal(tok, "__asm"))
    return asm_stmt(rest, tok);
  if (equal(tok, "break")) {
    if (!brk_label)
      error_tok(tok, "break statement not within loop or switch");
    Node *node = new_node(ND_GOTO, tok);
    node->unique_label = brk_label;
    *rest = skip(tok->next, ";");
    return node;
  }
  if (equal(tok, "continue")) {
    if (!cont_label)
      error_tok(tok, "continue statement not within a loop");
    Node *node = new_node(ND_GOTO, tok);
    node->unique_label = cont_label;
    *rest = skip(tok->next, ";");
    return node;
  }
  if (tok->kind == TK_IDENT && equal(tok->next, ":"))
    return label_stmt(rest, tok);
  if (equal(tok, "{"))
    return compound_stmt(rest, tok->next);
  if (equal(tok, ";")) {
    *rest = tok->next;
    return new_block(NULL, tok);
  }
  if (equal(tok, "_Static_assert")) {
    static_assertion(rest, tok);
    return new_block(NULL, tok);
  }
  if (is_declaration_start(tok))
    error_tok(tok, "a declaration is not a statement here");
  Node *e = expr(&tok, tok);
  *rest = skip(tok, ";");
  return expr_stmt(e, e->tok);
}

Node *stmt(Token **rest, Token *tok) {
  enter_nesting(tok);
  Node *node = stmt2(rest, tok);
  leave_nesting();
  return node;
}

// compound-stmt = (declaration | stmt)* "}"   (tok is after the "{")
Node *compound_stmt(Token **rest, Token *tok) {
  Node *node = new_node(ND_BLOCK, tok);
  node->is_scope = true;
  Node head = {0}, *cur = &head;
  enter_nesting(tok);
  enter_block_scope();
  declare_body_params();
  LabelInfo *saved_labels = local_labels;
  VlaScope *saved_vla = cur_vla;

  while (!equal(tok, "}")) {
    if (tok->kind == TK_EOF)
      error_tok(tok, "expected '}'");
    if (equal(tok, "__label__")) {
      tok = local_label_decl(tok);
      continue;
    }
    if (skip_static_assert_or_pragma(&tok, tok))
      continue;
    if (is_declaration_start(tok)) {
      Node *d = local_declaration(&tok, tok);
      if (d->body || d->kind != ND_BLOCK)
        cur = cur->next = d;
      for (Node *n = d->kind == ND_BLOCK ? d->body : d; n; n = n->next)
        if (n->kind == ND_DECL)
          n->var->decl_stmt = d;
      continue;
    }
    cur = cur->next = stmt(&tok, tok);
  }

  local_labels = saved_labels;
  cur_vla = saved_vla;
  leave_block_scope();
  leave_nesting();
  node->body = head.next;
  *rest = tok->next;
  return node;
}

// The body of a function whose call parse_inline.c expands, parsed
// again from its "{" as the first parse saw it: in a scope of the
// file-scope names and the parameters (each name of the list params
// standing for vars[i]), with no loop, switch or label of the caller
// around it.  Warnings were given by the first parse and are not
// repeated.
Node *parse_inline_body(Token *lbrace, Obj *params, Obj **vars) {
  char *brk = brk_label, *cont = cont_label;
  Node *sw = current_switch;
  VlaScope *vla = cur_vla;
  LabelInfo *labels = local_labels;
  int stmt_exprs = stmt_expr_depth;
  bool quiet = opt_w;
  brk_label = cont_label = NULL;
  current_switch = NULL;
  cur_vla = NULL;
  local_labels = NULL;
  stmt_expr_depth = 0;
  opt_w = true;

  void *saved_scope = enter_file_scope();
  int i = 0;
  for (Obj *p = params; p; p = p->next)
    push_scope(p->name)->var = vars[i++];
  Token *end;
  Node *body = compound_stmt(&end, lbrace->next);
  leave_file_scope(saved_scope);

  brk_label = brk;
  cont_label = cont;
  current_switch = sw;
  cur_vla = vla;
  local_labels = labels;
  stmt_expr_depth = stmt_exprs;
  opt_w = quiet;
  return body;
}
