// escape_routes.c (safe C) — a local whose address leaves its call by any
// route outlives the call with its value, across stack reuse and
// collections: src/escape.c must see the route and keep the local on the
// GC heap (a local wrongly kept in the frame is overwritten by clobber()
// or its header is, and the check fails or traps).  The routes are those
// of tests/escape/cases.c's heap_ functions.  Also: locals that stay in
// the frame hold capabilities stored by callees across collections.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int *gp;
static void *gv;
static char *gc;
static int *(*fp)(int *);
struct S { int x; char *name; };
struct T { char arr[8]; int n; };
static struct S gs;
static int bad;

static void expect(const char *route, int got, int want) {
  if (got != want) {
    printf("%s: expected %d, got %d\n", route, want, got);
    bad++;
  }
}

// Reuses the stack the routes' frames were on, and allocates so that
// collections run (SAFECC_GC_EVERY makes them frequent).
static int clobber(int depth) {
  volatile char pad[512];
  for (int i = 0; i < 512; i++)
    pad[i] = (char)(0x5a ^ i);
  char *junk = malloc(64);
  junk[0] = pad[3];
  free(junk);
  return depth > 0 ? clobber(depth - 1) + pad[7] : pad[5];
}

static int *id(int *p) { return p; }
static void keep(int *p) { gp = p; }
static void keep_chain(int *p) { keep(p); }
static void keep_via_local(int *p) { int *q = p; q++; gp = q - 1; }
static void keep_by_address(int *p) { int **pp = &p; gp = *pp; }
static void vf(int n, ...) { va_list ap; va_start(ap, n); gp = va_arg(ap, int *); va_end(ap); }
static int *fp_keep(int *p) { gp = p; return p; }
static struct T make_t(int n) { struct T t = {"route", n}; return t; }

static int *route_returned_by_callee(int v) { int x = v; return id(&x); }
static void route_stored_global(int v) { int x = v; gp = &x; }
static void route_stored_by_callee(int v) { int x = v; keep(&x); }
static void route_stored_through_chain(int v) { int x = v; keep_chain(&x); }
static void route_stored_via_local(int v) { int x = v; keep_via_local(&x); }
static void route_via_local_pointer(int v) { int x = v; int *p = &x; gp = p; }
static void route_post_increment(int v) { int a[2] = {v, v + 1}; int *p = a; gp = p++; (void)p; }
static void route_through_cond(int v) { int x = v; gp = v ? &x : 0; }
static void route_through_stmt_expr(int v) { int x = v; gp = ({ &x; }); }
static void route_member_array(int v) { struct T t = {"abc", v}; t.arr[0] = (char)v; gc = t.arr; }
static void route_variadic(int v) { int x = v; vf(1, &x); }
static void route_function_pointer(int v) { int x = v; fp(&x); }
static void route_struct_field(int v) { int x = v; struct S s = {0, 0}; s.name = (char *)&x; gs = s; }
static void route_cast_chain(int v) { int x = v; gv = (void *)(char *)&x; }
static void route_result_member(int v) { gc = make_t(v).arr; }
static void route_atomic_exchange(int v) { int x = v; __atomic_exchange_n(&gp, &x, __ATOMIC_SEQ_CST); }
static void route_param_address(int v) { int x = v; keep_by_address(&x); }

// Frame objects: a callee stores heap pointers into them (their aux
// arrays are made on the way), then collections run before they are used.
struct Node { struct Node *next; char *text; };
static void link_up(struct Node *a, struct Node *b, const char *text) {
  a->text = malloc(16);
  strcpy(a->text, text);
  a->next = malloc(sizeof *a->next);
  a->next->text = b->text;
  a->next->next = 0;
}
static int frame_objects_hold_pointers(int round) {
  struct Node a, b;
  char *names[4];
  b.text = "tail";
  link_up(&a, &b, "head");
  for (int i = 0; i < 4; i++) {
    names[i] = malloc(8);
    snprintf(names[i], 8, "n%d", i + round);
  }
  clobber(4);
  int ok = !strcmp(a.text, "head") && !strcmp(a.next->text, "tail");
  for (int i = 0; i < 4; i++) {
    char want[8];
    snprintf(want, 8, "n%d", i + round);
    ok &= !strcmp(names[i], want);
  }
  return ok;
}

int main(void) {
  fp = fp_keep;
  for (int round = 0; round < 50; round++) {
    int v = 1000 + round;
    int *p = route_returned_by_callee(v);
    clobber(3);
    expect("returned by a callee", *p, v);
    route_stored_global(v); clobber(3); expect("stored to a global", *gp, v);
    route_stored_by_callee(v); clobber(3); expect("stored by a callee", *gp, v);
    route_stored_through_chain(v); clobber(3); expect("stored through a chain", *gp, v);
    route_stored_via_local(v); clobber(3); expect("stored via a callee's local", *gp, v);
    route_via_local_pointer(v); clobber(3); expect("via a local pointer", *gp, v);
    route_post_increment(v); clobber(3); expect("value of p++", *gp, v);
    route_through_cond(v); clobber(3); expect("through ?:", *gp, v);
    route_through_stmt_expr(v); clobber(3); expect("through ({ })", *gp, v);
    route_member_array(v); clobber(3); expect("member array", gc[0], (char)v);
    route_variadic(v); clobber(3); expect("variadic callee", *gp, v);
    route_function_pointer(v); clobber(3); expect("function pointer", *gp, v);
    route_struct_field(v); clobber(3); expect("struct field", *(int *)gs.name, v);
    route_cast_chain(v); clobber(3); expect("cast chain", *(int *)gv, v);
    route_result_member(v); clobber(3); expect("call result member", gc[0] == 'r', 1);
    route_atomic_exchange(v); clobber(3); expect("atomic exchange", *gp, v);
    route_param_address(v); clobber(3); expect("callee takes its parameter's address", *gp, v);
    expect("frame objects holding pointers", frame_objects_hold_pointers(round), 1);
  }
  if (bad)
    printf("%d failures\n", bad);
  return bad != 0;
}
