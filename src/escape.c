// escape.c — safe mode: which local objects' addresses may outlive the
// call that made them (docs/safe-mode.md, "Frame objects").
//
// A local that is an object (an array, struct or union, or a local whose
// address is taken: locals.c's is_object_local) lives on the GC heap so
// that no pointer to it can outlive it.  When this analysis proves that
// its address never leaves the function except into functions of the same
// translation unit that do not keep it, the object can live in the frame
// instead, with its header beside it (frame objects, -fno-frame-objects).
//
// The analysis is over the whole translation unit and errs on the side of
// "escapes".  The address of an object flows through values: `&x`, an
// array that decays, pointer arithmetic, casts to pointers, `?:`, `,`,
// statement expressions and assignments pass it on; a dereference, a
// member access, a comparison, arithmetic or a cast to an integer (which
// drops the capability in safe mode) consume it.  It escapes when it
// reaches a sink:
//   - a store anywhere but into a pointer local whose address is not
//     taken (a "tracked" pointer local);
//   - `return`;
//   - an argument, unless the callee is a function defined and emitted in
//     this unit that no other definition can replace, and its parameter
//     does not capture;
//   - the new value of an atomic exchange or compare-and-swap;
//   - any node this file does not know (the whole function gives up).
// A tracked pointer local that is itself passed to a sink "leaks": every
// value assigned to it escapes.  A parameter that leaks "captures": the
// addresses passed for it escape in the caller.  Both facts only grow, so
// the functions are analysed again until nothing changes (the greatest
// fixed point, which is what recursion needs: a function that only passes
// its parameter to itself does not capture it).
//
// Across units (docs/safe-mode.md, "Escape facts across units"): every
// definition other units may call by its name (not static, weak or an
// alias) exports a marker symbol for each pointer parameter that does not
// capture, `sc.noescape.<name>.<i>` (hidden, so that the fact never
// crosses a shared library's boundary).  A call of a function of another
// unit may use it two ways:
//   - the declaration says `__attribute__((noescape))` for the parameter:
//     the argument does not escape, and the unit refers to the marker, so
//     the link fails if the definition linked in did not prove it (the
//     definition itself must prove it: a declared parameter that captures
//     is an error there);
//   - otherwise the object whose address is passed is "linked": it lives
//     in the frame when every marker it depends on is defined at link
//     time by the definition linked in (the marker's value is that
//     definition's address), on the heap otherwise.  Its code tests weak
//     references to the markers (the backend's alloc_local_object).
// A second marker, `sc.nokeep.<name>.<i>`, says less: the function does
// not keep the pointer, but may return it (memcpy, memmove and memset
// return their destination).  A call whose value is discarded
// (`memset(&s, 0, sizeof s);`) depends on that one instead, since what it
// returns goes nowhere.  Every definition that exports sc.noescape for a
// parameter exports sc.nokeep too; the runtime's entries export it for
// the destinations of memcpy, memmove and memset.
// Only objects reached directly by such an argument become linked: a
// tracked pointer local passed there still leaks, so a function's own
// markers never depend on another unit's.

#include "codegen.h"

// An assignment of `value` to the tracked pointer local `var`: once var
// leaks, value escapes.
typedef struct {
  Obj *var;
  Node *value;
  bool done;
} Flow;

typedef struct {
  Flow *flows;
  int num_flows, cap_flows;
  bool give_up;  // a node this file does not understand
  bool changed;  // some fact became true during this pass
  char *marker;  // set while a value escapes only if this marker is missing
  Node *discarded_call; // the call whose value the expression statement
                        // just visited discards
  Node **used_values;   // the value expressions of statement expressions
  int num_used_values, cap_used_values;
} Scan;

StringArray noescape_markers_defined;
StringArray noescape_markers_required;
StringArray noescape_markers_tested;

// marker -> the symbol of the function it is about
static HashMap marker_functions;

static char *marker_of(char *fact, Obj *fn, int index) {
  char *marker = format("sc.%s.%s.%d", fact, fn->asm_name ? fn->asm_name : fn->name, index);
  hashmap_put(&marker_functions, marker, symbol_name(fn));
  return marker;
}

// The marker a definition of fn exports when its parameter number `index`
// does not capture.  Its value is the address of that definition, so that
// a test of it can tell the definition linked in (a program may replace a
// weak one) from another.
char *noescape_marker(Obj *fn, int index) {
  return marker_of("noescape", fn, index);
}

// The marker of the weaker fact: not kept, but maybe returned.
static char *nokeep_marker(Obj *fn, int index) {
  return marker_of("nokeep", fn, index);
}

char *noescape_marker_function(char *marker) {
  return hashmap_get(&marker_functions, marker);
}

static void add_once(StringArray *arr, char *s) {
  for (int i = 0; i < arr->len; i++)
    if (!strcmp(arr->data[i], s))
      return;
  strarray_push(arr, s);
}

// A pointer local the analysis follows: its value is reachable only by
// name, so every assignment to it and every use of it is in the tree.
static bool is_tracked_pointer_local(Obj *var) {
  return var->is_local && var->ty->kind == TY_PTR && !var->is_addr_taken;
}

static void set_fact(Scan *s, bool *fact) {
  if (!*fact) {
    *fact = true;
    s->changed = true;
  }
}

// The value of the last expression statement of a statement expression.
static Node *stmt_expr_value(Node *node) {
  Node *last = node->body;
  while (last && last->next)
    last = last->next;
  while (last && last->kind == ND_LABEL)
    last = last->lhs;
  return last && last->kind == ND_EXPR_STMT ? last->lhs : NULL;
}

// A value or an lvalue whose address escapes, waiting in the work list.
typedef struct {
  Node *node;
  bool is_lvalue;
} Item;

// Nodes that pass on what they get, a value or an lvalue alike: fills
// next[] with where it goes and returns how many, or -1 for other kinds.
static int pass_on(Scan *s, Node *node, bool is_lvalue, Item *next) {
  switch (node->kind) {
  case ND_COMMA:
    next[0] = (Item){node->rhs, is_lvalue};
    return 1;
  case ND_CAST:
    next[0] = (Item){node->lhs, is_lvalue};
    return 1;
  case ND_COND:
    next[0] = (Item){node->then, is_lvalue};
    next[1] = (Item){node->els, is_lvalue};
    return 2;
  case ND_STMT_EXPR: {
    Node *value = stmt_expr_value(node);
    if (!value) {
      s->give_up = true;
      return 0;
    }
    next[0] = (Item){value, is_lvalue};
    return 1;
  }
  case ND_VA_ARG: // it may yield the address of its own local
    if (node->var)
      set_fact(s, &node->var->address_escapes);
    return 0;
  default:
    return -1;
  }
}

// The object of lvalue `node` has its address escape.
static int lvalue_step(Scan *s, Node *node, Item *next) {
  switch (node->kind) {
  case ND_VAR:
    if (node->var->is_local && s->marker)
      add_once(&node->var->noescape_markers, s->marker);
    else if (node->var->is_local)
      set_fact(s, &node->var->address_escapes);
    return 0;
  case ND_MEMBER:
    next[0] = (Item){node->lhs, true};
    return 1;
  case ND_DEREF:
    next[0] = (Item){node->lhs, false};
    return 1;
  case ND_ASSIGN: // a struct assignment's value is its left side
    next[0] = (Item){node->lhs, true};
    next[1] = (Item){node->rhs, true};
    return 2;
  case ND_FUNCALL: // a struct result is the caller's return buffer
    if (node->ret_buffer)
      set_fact(s, &node->ret_buffer->address_escapes);
    return 0;
  default:
    s->give_up = true;
    return 0;
  }
}

// The pointer value of `node` escapes.
static int pointer_step(Scan *s, Node *node, Item *next) {
  switch (node->kind) {
  case ND_VAR:
    if (is_tracked_pointer_local(node->var))
      set_fact(s, &node->var->pointee_escapes);
    return 0; // other variables are memory: what they hold escaped already
  case ND_ADDR:
    next[0] = (Item){node->lhs, true};
    return 1;
  case ND_PTR_ADD:
    next[0] = (Item){node->lhs, false};
    return 1;
  case ND_ASSIGN: // the stored value
    next[0] = (Item){node->rhs, false};
    return 1;
  // Values that come from memory, a call or nowhere: no object of this
  // function reaches them without having escaped already.
  case ND_NUM: case ND_DEREF: case ND_MEMBER: case ND_FUNCALL:
  case ND_LABEL_VAL: case ND_ALLOCA: case ND_FRAME_ADDR:
  case ND_EXCH: case ND_CAS: case ND_FETCH_OP:
    return 0;
  default:
    s->give_up = true;
    return 0;
  }
}

// Pushes what `node` passes its value (or, as an lvalue, its object's
// address) on to; marks the objects it ends at.  Integers, floats and
// struct values carry no address: a struct value is copied by whatever
// takes it, and a pointer cast to an integer loses its capability.
static void escape_step(Scan *s, Item it, Item **list, int *len, int *cap) {
  Node *node = it.node;
  Type *ty = node->ty;
  Item next[2];
  int n = 0;
  if (!it.is_lvalue && ty && ty->kind == TY_ARRAY) {
    next[n++] = (Item){node, true}; // the array decays to its address
  } else if (it.is_lvalue || (ty && ty->kind == TY_PTR)) {
    n = pass_on(s, node, it.is_lvalue, next);
    if (n < 0)
      n = it.is_lvalue ? lvalue_step(s, node, next) : pointer_step(s, node, next);
  }
  if (*len + n > *cap) {
    *cap = (*len + n) * 2;
    *list = xrealloc(*list, sizeof(Item) * *cap);
  }
  for (int i = 0; i < n; i++)
    if (next[i].node)
      (*list)[(*len)++] = next[i];
}

// The value of `node` escapes.  A work list rather than recursion: chains
// of casts, commas and pointer additions can be long.
static void escape_value(Scan *s, Node *node) {
  if (!node)
    return;
  int len = 0, cap = 16;
  Item *list = xcalloc(cap, sizeof(Item));
  list[len++] = (Item){node, false};
  while (len > 0 && !s->give_up)
    escape_step(s, list[--len], &list, &len, &cap);
  free(list);
}

// How a call treats the address passed as its argument number `index`.
typedef enum {
  ARG_KEPT,        // the callee may keep it
  ARG_NOT_KEPT,    // a definition of this unit that does not capture it,
                   // or a declared noescape parameter
  ARG_IF_LINKED,   // a function of another unit: kept unless its marker is
                   // defined at link time
} ArgFate;

// Only a definition of this unit that is emitted here and that no other
// unit can replace is known; another unit's function is known through
// its markers, unless it may be a different definition at run time
// (-fPIC, preemptible).
static ArgFate argument_fate(Node *call, int index) {
  Obj *fn = direct_callee(call);
  if (!fn || (opt_fpic && is_preemptible(fn)))
    return ARG_KEPT;
  Obj *param = fn->params;
  for (int i = 0; param && i < index; i++)
    param = param->next;
  bool replaceable = fn->alias_target || fn->is_weak;
  if (fn->is_definition && fn->is_live && fn->body && !replaceable) {
    if (!param) // a variadic or unprototyped extra argument
      return ARG_KEPT;
    return param->pointee_escapes || !is_tracked_pointer_local(param) ? ARG_KEPT
                                                                      : ARG_NOT_KEPT;
  }
  if (fn->is_static || fn->alias_target || !fn->ty->has_proto || index >= 64)
    return ARG_KEPT;
  int nparams = 0;
  for (Type *t = fn->ty->params; t; t = t->next)
    nparams++;
  if (index >= nparams)
    return ARG_KEPT;
  if (fn->noescape_params >> index & 1) {
    add_once(&noescape_markers_required, noescape_marker(fn, index));
    return ARG_NOT_KEPT;
  }
  return opt_cross_unit_escape ? ARG_IF_LINKED : ARG_KEPT;
}

static void note_flow(Scan *s, Obj *var, Node *value) {
  if (s->num_flows == s->cap_flows) {
    s->cap_flows = s->cap_flows ? 2 * s->cap_flows : 16;
    s->flows = xrealloc(s->flows, sizeof(Flow) * s->cap_flows);
  }
  s->flows[s->num_flows++] = (Flow){var, value, false};
}

// The sinks of one node of the function.
static void scan_node(Node *node, int loop_depth, void *ctx) {
  (void)loop_depth;
  Scan *s = ctx;
  switch (node->kind) {
  case ND_STMT_EXPR: // its last expression statement is its value
    if (s->num_used_values == s->cap_used_values) {
      s->cap_used_values = s->cap_used_values ? 2 * s->cap_used_values : 8;
      s->used_values = xrealloc(s->used_values, sizeof(Node *) * s->cap_used_values);
    }
    s->used_values[s->num_used_values++] = stmt_expr_value(node);
    return;
  case ND_EXPR_STMT: {
    // (the walk visits a node before its operands, and a statement
    // expression before its statements)
    Node *value = node->lhs;
    for (int i = 0; i < s->num_used_values; i++)
      if (s->used_values[i] == value)
        value = NULL;
    while (value && value->kind == ND_CAST && value->ty->kind == TY_VOID)
      value = value->lhs;
    s->discarded_call = value && value->kind == ND_FUNCALL ? value : NULL;
    return;
  }
  case ND_ASSIGN:
    if (node->lhs->kind == ND_VAR && is_tracked_pointer_local(node->lhs->var))
      note_flow(s, node->lhs->var, node->rhs);
    else
      escape_value(s, node->rhs);
    return;
  case ND_RETURN:
    escape_value(s, node->lhs);
    return;
  case ND_FUNCALL: {
    int i = 0;
    for (Node *arg = node->args; arg; arg = arg->next, i++) {
      ArgFate fate = argument_fate(node, i);
      if (fate == ARG_NOT_KEPT)
        continue;
      if (fate == ARG_IF_LINKED)
        s->marker = node == s->discarded_call ? nokeep_marker(direct_callee(node), i)
                                              : noescape_marker(direct_callee(node), i);
      escape_value(s, arg);
      s->marker = NULL;
    }
    return;
  }
  case ND_CAS:
    escape_value(s, node->cas_new);
    return;
  case ND_EXCH:
    escape_value(s, node->rhs);
    return;
  case ND_ASM:
    s->give_up = true;
    return;
  default:
    return;
  }
}

// One pass over fn; returns whether a fact changed.
static bool scan_function(Obj *fn) {
  Scan s = {0};
  // Both forms of x++: the one whose value is used assigns the old value
  // to a temporary, and that temporary is the value.
  walk_every_form(fn->body, scan_node, &s);
  for (bool again = true; again && !s.give_up;) {
    again = false;
    for (int i = 0; i < s.num_flows; i++) {
      Flow *f = &s.flows[i];
      if (f->done || !f->var->pointee_escapes)
        continue;
      f->done = true;
      escape_value(&s, f->value);
      again = true;
    }
  }
  if (s.give_up)
    for (Obj *var = fn->locals; var; var = var->next) {
      set_fact(&s, &var->address_escapes);
      set_fact(&s, &var->pointee_escapes);
    }
  free(s.flows);
  free(s.used_values);
  return s.changed;
}

// The markers fn exports: one for each pointer parameter that does not
// capture, when fn is a definition other units call by its name and no
// other definition replaces.  A parameter declared noescape that
// captures is an error.
static void export_markers(Obj *fn) {
  bool exported = !fn->is_static && !fn->is_weak && !fn->alias_target;
  int i = 0;
  for (Obj *param = fn->params; param && i < 64; param = param->next, i++) {
    bool kept = param->pointee_escapes || !is_tracked_pointer_local(param);
    if ((fn->noescape_params >> i & 1) && kept)
      error_tok(param->tok ? param->tok : fn->tok,
                "parameter '%s' of '%s' is declared noescape, but what it points to "
                "may outlive the call",
                param->name, fn->name);
    if (exported && !kept) {
      add_once(&noescape_markers_defined, noescape_marker(fn, i));
      add_once(&noescape_markers_defined, nokeep_marker(fn, i));
    }
  }
}

// Computes Obj.address_escapes for every local, Obj.pointee_escapes for
// every pointer local and parameter, and Obj.noescape_markers for the
// linked objects, of the functions of `prog`; lists the markers the unit
// exports, requires and tests.
void find_escaping_objects(Obj *prog) {
  for (bool changed = true; changed;) {
    changed = false;
    for (Obj *fn = prog; fn; fn = fn->next)
      if (fn->is_function && fn->is_definition && fn->is_live && fn->body)
        changed |= scan_function(fn);
  }
  for (Obj *fn = prog; fn; fn = fn->next) {
    if (!fn->is_function || !fn->is_definition || !fn->is_live || !fn->body)
      continue;
    export_markers(fn);
    for (Obj *var = fn->locals; var; var = var->next)
      if (is_linked_frame_object(var))
        for (int i = 0; i < var->noescape_markers.len; i++)
          add_once(&noescape_markers_tested, var->noescape_markers.data[i]);
  }
}
