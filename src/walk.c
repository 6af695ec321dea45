// walk.c — facts about a function's tree that the code generator's
// policies need: a walk over every node with its loop depth, and the
// function a call names directly.

#include "codegen.h"

// A node to visit and the number of loops (for, while, do) around it.
typedef struct {
  Node *node;
  int loop_depth;
} WalkItem;

// Calls visit(node, loop_depth, ctx) for every node of the tree.
// Iterative, since expression trees can be very deep (a + b + c + ...
// with 100000 terms).  x++ is seen in its form for an unused value
// (Node.discarded) unless both_forms: the other form differs only by a
// temporary holding the old value.
static void walk_tree(Node *root, int root_depth, void (*visit)(Node *, int, void *), void *ctx,
                      bool both_forms) {
  int len = 0, cap = 64;
  WalkItem *stack = xcalloc(cap, sizeof(WalkItem));
  if (root)
    stack[len++] = (WalkItem){root, root_depth};
  while (len > 0) {
    WalkItem item = stack[--len];
    Node *node = item.node;
    if (node->discarded) {
      if (both_forms)
        walk_tree(node->discarded, item.loop_depth, visit, ctx, true);
      else
        node = node->discarded;
    }
    visit(node, item.loop_depth, ctx);
    Node *kids[] = {node->init, node->lhs, node->rhs, node->cond, node->then, node->els,
                    node->inc, node->cas_addr, node->cas_old, node->cas_new};
    int nkids = sizeof(kids) / sizeof(kids[0]);
    // The kids of a loop after its `init` run once per iteration.
    bool is_loop = node->kind == ND_FOR || node->kind == ND_DO;
    int n = nkids;
    for (Node *b = node->body; b; b = b->next)
      n++;
    for (Node *a = node->args; a; a = a->next)
      n++;
    if (len + n > cap) {
      cap = (len + n) * 2;
      stack = xrealloc(stack, sizeof(WalkItem) * cap);
    }
    for (int i = 0; i < nkids; i++)
      if (kids[i])
        stack[len++] = (WalkItem){kids[i], item.loop_depth + (is_loop && i > 0)};
    for (Node *b = node->body; b; b = b->next)
      stack[len++] = (WalkItem){b, item.loop_depth};
    for (Node *a = node->args; a; a = a->next)
      stack[len++] = (WalkItem){a, item.loop_depth};
  }
  free(stack);
}

void walk(Node *root, void (*visit)(Node *, int, void *), void *ctx) {
  walk_tree(root, 0, visit, ctx, false);
}

// The same, visiting both forms of x++: for facts that must hold whichever
// form the backend generates.
void walk_every_form(Node *root, void (*visit)(Node *, int, void *), void *ctx) {
  walk_tree(root, 0, visit, ctx, true);
}

// The callee when the call names a function directly (a `call sym`).
Obj *direct_callee(Node *node) {
  Node *fn = node->lhs;
  if (fn->kind == ND_VAR && fn->var->is_function && !fn->var->is_local)
    return fn->var;
  return NULL;
}
