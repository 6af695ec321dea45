// switch.c — how a switch statement dispatches: a table of jump targets
// when the case values are dense, otherwise a chain of compares (the
// backend's).  The choice and the table are target-independent; the
// backend emits the indexed jump (Target code, docs/codegen-interface.md).

#include "codegen.h"

// A case value as a value of the controlling type.
static int64_t case_value(int64_t v, Type *ty) {
  if (operation_width(ty) == 8)
    return v;
  return ty->is_unsigned ? (int64_t)(uint32_t)v : (int64_t)(int32_t)v;
}

// Fills *jt for the switch `node` when its cases (counting each value of a
// GNU case range) number at least 4 and cover at least a third of the
// span between the smallest and the largest, minus some slack; returns
// false, filling nothing, when a table would be too sparse for that.
// Values without a case jump to `otherwise`.
bool plan_jump_table(Node *node, char *otherwise, JumpTable *jt) {
  if (!opt_jump_tables)
    return false;
  Type *ty = node->cond->ty;
  int64_t min = 0, max = 0, count = 0;
  for (Node *c = node->case_next; c; c = c->case_next) {
    int64_t b = case_value(c->begin, ty), e = case_value(c->end, ty);
    if (e < b || e - b > 100000)
      return false;
    min = count ? MIN(min, b) : b;
    max = count ? MAX(max, e) : e;
    count += e - b + 1;
  }
  if (count < 4 || (uint64_t)(max - min) > (uint64_t)count * 3 + 16)
    return false;
  jt->min = min;
  jt->span = (int)(max - min) + 1;
  jt->targets = xcalloc(jt->span, sizeof(char *));
  for (int i = 0; i < jt->span; i++)
    jt->targets[i] = otherwise;
  for (Node *c = node->case_next; c; c = c->case_next)
    for (int64_t v = case_value(c->begin, ty); v <= case_value(c->end, ty); v++)
      jt->targets[v - min] = c->label;
  return true;
}
