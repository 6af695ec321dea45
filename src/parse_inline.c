// parse_inline.c — calls of small static functions expanded in place
// (-finline, docs/codegen-x86_64.md "Inlining").
//
// A call costs a frame, a prologue and an epilogue, and in safe mode the
// argument words with their capabilities and a safepoint poll: about 17
// instructions for a one-line function in plain mode and 33 in safe mode.
// A call of a small static function defined earlier in the translation
// unit becomes a statement expression instead:
//
//     f(a1, a2)   ->   ({ P1 p1 = a1; P2 p2 = a2; body; })
//
// where each `return e;` of the body sets the result and jumps to the
// end, or, when it is the body's only return and its last statement, is
// the value of the statement expression itself.
//
// The body is parsed again from its tokens at each call, in a scope that
// holds the file-scope names and the parameters, not the caller's locals;
// so every local, label and string of the copy is its own, exactly as the
// first parse made them.  The arguments are evaluated first, in the
// caller, and converted as for the call, so the expansion behaves as the
// call would: the same values, the same order of side effects, and (in
// safe mode) the same checks, which report the lines of the callee.
//
// A function is expanded only when nothing in it could behave otherwise
// in another function's frame (note_inline_candidate): it must be static (no
// other definition can replace it), not variadic, not old-style, defined
// before the call, small (MAX_NODES), without labels, gotos, asm, static
// or VLA locals, alloca, setjmp, __func__ or the frame's address, not
// returning a struct or union, not marked noinline, and not calling
// itself.  Expansions nest up to MAX_DEPTH deep, and never expand a
// function inside its own expansion.

#include "parse.h"

bool opt_inline = true;

// Bodies of at most this many nodes (after their own expansions) are
// copied: one-line accessors and predicates, a few statements, a small
// loop (a string hash is about 30).  Of 40, 80 and 120 on the benchmark
// suite (bench/run-suite.sh, safe mode, instructions), 40 left Lua's
// gains out (2.2% on fib); 120 ran at most 0.3% fewer than 80 on four
// rows but 2.6% more on SQLite, whose interpreter loop took in so many
// locals that fewer of its own got registers.
enum { MAX_NODES = 80, MAX_DEPTH = 3 };

InlineFrame *inline_frame;
static int depth;

// Names whose meaning depends on the function they are written in, or
// that need a frame of their own.
static bool is_frame_bound_name(Token *tok) {
  static char *names[] = {
      "static", "extern", "goto", "asm", "__asm", "__asm__", "__label__",
      "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__",
      "alloca", "__builtin_alloca", "setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp",
      "__builtin_setjmp", "savectx", "vfork", "getcontext",
      "__builtin_frame_address", "__builtin_return_address", NULL};
  if (tok->kind != TK_IDENT && tok->kind != TK_KEYWORD)
    return false;
  for (char **n = names; *n; n++)
    if (equal(tok, *n))
      return true;
  return false;
}

// Does the token range of a body, from its "{" to the matching "}", name
// anything is_frame_bound_name refuses?
static bool names_frame_bound(Token *lbrace) {
  int level = 0;
  for (Token *t = lbrace; t->kind != TK_EOF; t = t->next) {
    if (equal(t, "{"))
      level++;
    else if (equal(t, "}") && --level == 0)
      return false;
    else if (is_frame_bound_name(t))
      return true;
  }
  return true;
}

// Does pred hold for some node of the tree, or of the statements or
// arguments after it (`next`)?  At most *budget nodes are looked at, and
// a tree with more counts as one for which it holds (so that recursion
// stays that shallow: an argument can be a + a + ... with 100,000
// terms).
static bool any_node(Node *node, bool (*pred)(Node *, void *), void *ctx, int *budget) {
  for (; node; node = node->next) {
    if (--*budget < 0 || pred(node, ctx))
      return true;
    Node *kids[] = {node->init, node->lhs, node->rhs, node->cond, node->then, node->els,
                    node->inc, node->cas_addr, node->cas_old, node->cas_new, node->body,
                    node->args};
    for (int i = 0; i < (int)(sizeof(kids) / sizeof(kids[0])); i++)
      if (any_node(kids[i], pred, ctx, budget))
        return true;
  }
  return false;
}

// A node a copy of fn's body cannot have.  (break and continue are
// ND_GOTOs too, and stay: a goto of the user's is refused by its name.)
static bool cannot_be_copied(Node *node, void *fn) {
  switch (node->kind) {
  case ND_LABEL: case ND_GOTO_EXPR: case ND_LABEL_VAL: case ND_ASM:
  case ND_ALLOCA: case ND_VLA_ALLOC: case ND_VA_START: case ND_FRAME_ADDR:
    return true;
  case ND_FUNCALL:
    return node->lhs->kind == ND_VAR && node->lhs->var == fn;
  default:
    return false;
  }
}

// A type that mentions a variable-length array (`int (*)[n]`): its
// length belongs to the first parse's parameters.
static bool is_variably_modified(Type *ty) {
  for (; ty; ty = ty->base) {
    if (ty->kind == TY_VLA)
      return true;
    if (ty->kind != TY_PTR && ty->kind != TY_ARRAY)
      return false;
  }
  return false;
}

// Called when fn's definition has been parsed, its body starting at the
// token lbrace: may calls of fn be expanded?
void note_inline_candidate(Obj *fn, Token *lbrace, bool old_style) {
  fn->inline_body = NULL;
  Type *ty = fn->ty;
  if (!fn->is_static || fn->is_noinline || fn->is_weak || fn->alias_target || old_style ||
      ty->is_variadic || is_struct_or_union(ty->return_ty))
    return;
  for (Obj *p = fn->params; p; p = p->next)
    if (!*p->name || is_variably_modified(p->ty))
      return;
  for (Obj *v = fn->locals; v; v = v->next)
    if (v->ty->kind == TY_VLA)
      return;
  int budget = MAX_NODES;
  if (any_node(fn->body, cannot_be_copied, fn, &budget) || names_frame_bound(lbrace))
    return;
  fn->inline_body = lbrace;
}

// `return` inside an expansion: the result goes to the frame's result
// local (made at the first return that needs it) and control to the end.
// Which of those a return needs is known only when the whole body is
// parsed, so each return becomes an empty block that finish_returns
// fills.
Node *inline_return(Node *value, Token *tok) {
  InlineFrame *f = inline_frame;
  if (f->num_returns == f->cap_returns) {
    f->cap_returns = f->cap_returns ? 2 * f->cap_returns : 4;
    f->returns = xrealloc(f->returns, sizeof(Node *) * f->cap_returns);
    f->values = xrealloc(f->values, sizeof(Node *) * f->cap_returns);
  }
  Node *slot = new_node(ND_BLOCK, tok);
  f->returns[f->num_returns] = slot;
  f->values[f->num_returns++] = value;
  return slot;
}

static Node *stmt_of(Node *e, Token *tok) {
  Node *node = new_node(ND_EXPR_STMT, tok);
  node->lhs = e;
  add_type(node);
  return node;
}

// The body's statements, ending in the statement expression's value (an
// empty statement for a void function, so that the expression is void as
// the call was).  A body whose one return is its last statement ends in
// that return's value; otherwise each return stores its value in a result
// local and jumps past the body, and the expression ends in the result.
static Node *finish_returns(InlineFrame *f, Node *body, Token *tok) {
  bool is_void = f->ret_ty->kind == TY_VOID;
  Node *last = body->body;
  while (last && last->next)
    last = last->next;
  bool final_only = f->num_returns == 1 && last == f->returns[0] && (is_void || f->values[0]);
  if (final_only || (is_void && f->num_returns == 0)) {
    if (final_only)
      *last = f->values[0] ? *stmt_of(f->values[0], tok) : *new_node(ND_BLOCK, tok);
    if (!is_void)
      return body->body;
    body->next = new_node(ND_BLOCK, tok);
    return body;
  }
  char *end = new_unique_name();
  Obj *result = is_void ? NULL : new_lvar("", f->ret_ty);
  for (int i = 0; i < f->num_returns; i++) {
    Node *jump = new_node(ND_GOTO, tok);
    jump->unique_label = end;
    Node *value = f->values[i];
    if (value && result) {
      value = new_binary(ND_ASSIGN, new_var_node(result, tok), value, tok);
      add_type(value);
    }
    if (value) {
      f->returns[i]->body = stmt_of(value, tok);
      f->returns[i]->body->next = jump;
    } else {
      f->returns[i]->body = jump;
    }
  }
  Node *label = new_node(ND_LABEL, tok);
  label->unique_label = end;
  label->lhs = new_node(ND_BLOCK, tok);
  body->next = label;
  label->next = result ? stmt_of(new_var_node(result, tok), tok) : new_node(ND_BLOCK, tok);
  return body;
}

// Does the node assign to `var` or take its address (a sign that it may
// change, for a scalar var), or assign to anything at all when var is
// NULL?
static bool assigns(Node *node, void *var) {
  if ((node->kind == ND_ASSIGN || node->kind == ND_ADDR) &&
      (!var || (node->lhs->kind == ND_VAR && node->lhs->var == var)))
    return true;
  return node->kind == ND_MEMZERO && (!var || node->var == var);
}

// The caller's local that parameter p of fn may stand for itself, with no
// copy: the argument is that local, of p's type, whose value nothing can
// change while the body runs (its address is not taken, so only the
// caller's assignments could, and no argument assigns anything), and the
// body never assigns p or takes its address.  Then the body reads the
// caller's local, which may be in a register, and in safe mode keeps
// what the caller's checks of it showed.  NULL when p needs its copy.
static Obj *shared_local(Obj *fn, Obj *p, Node *arg, bool args_assign) {
  while (arg->kind == ND_CAST && is_compatible(arg->ty, arg->lhs->ty))
    arg = arg->lhs;
  // (A scalar: a struct could change through its members.)
  if (args_assign || arg->kind != ND_VAR || !is_scalar(p->ty) ||
      !is_compatible(arg->ty, unqual(p->ty)))
    return NULL;
  Obj *v = arg->var;
  int budget = MAX_NODES;  // (as many as the body may have)
  if (!v->is_local || v->is_addr_taken || v->ty->is_volatile || p->is_addr_taken ||
      any_node(fn->body, assigns, p, &budget))
    return NULL;
  return v;
}

// The call `call` of fn, whose arguments are parsed and converted, as
// the expansion of fn's body; or the call itself when fn is not expanded
// here.
Node *inline_call(Node *call) {
  Node *callee = call->lhs;
  if (!opt_inline || !current_fn || callee->kind != ND_VAR || depth >= MAX_DEPTH)
    return call;
  Obj *fn = callee->var;
  if (!fn->is_function || !fn->inline_body || fn->is_being_inlined || !call->func_ty->has_proto)
    return call;
  // (A prototyped call has one argument per parameter; checked anyway.)
  int nargs = 0, nparams = 0;
  for (Node *a = call->args; a; a = a->next)
    nargs++;
  for (Obj *p = fn->params; p; p = p->next)
    nparams++;
  if (nargs != nparams)
    return call;

  Token *tok = call->tok;
  Node head = {0}, *cur = &head;
  // The parameters as new locals, set from the arguments in order.
  Obj **params = xcalloc(nparams + 1, sizeof(Obj *));
  int n = 0;
  int budget = MAX_NODES;
  bool args_assign = any_node(call->args, assigns, NULL, &budget);
  Node *arg = call->args;
  for (Obj *p = fn->params; p; p = p->next, arg = arg->next) {
    Obj *shared = shared_local(fn, p, arg, args_assign);
    if (shared) {
      params[n++] = shared;
      continue;
    }
    Obj *local = params[n++] = new_lvar("", unqual(p->ty));
    // (Its first mention is this store: no zeroing of its slot needed.)
    local->is_assigned_first = true;
    Node *set = new_binary(ND_ASSIGN, new_var_node(local, tok), arg, tok);
    add_type(set);
    cur = cur->next = stmt_of(set, tok);
  }

  InlineFrame frame = {.ret_ty = unqual(fn->ty->return_ty)}, *outer = inline_frame;
  inline_frame = &frame;
  fn->is_being_inlined = true;
  depth++;
  Node *body = parse_inline_body(fn->inline_body, fn->params, params);
  depth--;
  fn->is_being_inlined = false;
  inline_frame = outer;
  free(params);

  cur->next = finish_returns(&frame, body, tok);
  free(frame.returns);
  free(frame.values);
  Node *node = new_node(ND_STMT_EXPR, tok);
  node->body = head.next;
  add_type(node);
  return node;
}
