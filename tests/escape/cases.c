// tests/escape/cases.c — compiled to assembly in safe mode by
// tests/run-driver.sh, never run.  Each function frame_NAME has locals
// that are objects (arrays, structs, address taken) whose address provably
// stays inside the call: they must live in the frame, so the function
// allocates nothing (no call of sc.rt.alloc).  Each heap_NAME has a
// local whose address escapes by one route: it must be allocated on the
// GC heap (src/escape.c, docs/safe-mode.md "Frame objects").  Each
// linked_NAME passes a local to a function of another unit (or one that
// another unit may replace): the object lives in the frame when the link
// defines that function's marker, so the function must test the marker
// and keep the heap allocation for when it is missing.  Each declared_NAME
// passes it for a parameter declared noescape: the frame, and no test
// (docs/safe-mode.md "Escape facts across units").  export_NAME and
// keeper_NAME are definitions: the first exports its parameter's marker,
// the second keeps its parameter and must not.
#include <stdarg.h>
#include <stddef.h>

struct S { int x, y; char *name; };
struct T { char arr[8]; int n; };

int *gp;
void *gv;
char *gc;
struct S gs;
int *(*fp)(int *);
void ext(char *);
void ext_declared(__attribute__((noescape)) int *p, int *q);

// Helpers of this unit that do not keep their pointer parameters.
static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
static void inner(int *p) { (*p)++; }
static void outer(int *p) { inner(p); inner(p); }
static void rec(int *p, int k) {
  if (k > 0) {
    *p += k;
    rec(p, k - 1);
  }
}
static size_t my_strlen(const char *s) {
  const char *q = s;
  while (*q)
    q++;
  return q - s;
}
static void bump(struct S *p) { p->x += 2; p->y++; }
static struct S make(void) { struct S s = {1, 2, 0}; return s; }
static struct T make_t(void) { struct T t = {"abc", 3}; return t; }

// Helpers that keep their parameter.
static int *id(int *p) { return p; }
static void keep(int *p) { gp = p; }
static void keep_via_local(int *p) { int *q = p; q++; gp = q - 1; }
static void keep_member(struct S *s, char *c) { s->name = c; gs = *s; }
static void keep_chain(int *p) { keep(p); }
static void vf(int n, ...) { va_list ap; va_start(ap, n); gp = va_arg(ap, int *); va_end(ap); }
__attribute__((weak)) void weak_reader(int *p) { (void)*p; }
static void keep_by_address(int *p) { int **pp = &p; gp = *pp; }

int frame_array_indexed(int k) {
  int a[8];
  for (int i = 0; i < 8; i++)
    a[i] = i * k;
  return a[3];
}
int frame_struct_member(void) { struct S s; s.x = 1; s.y = 2; return s.x + s.y; }
int frame_passed_to_reader(void) { int a[4] = {1, 2, 3, 4}; return sum(a, 4); }
int frame_passed_through_chain(void) { int n = 1; outer(&n); return n; }
int frame_recursive_callee(void) { int n = 0; rec(&n, 5); return n; }
size_t frame_pointer_walk(void) { char s[8] = "abc"; return my_strlen(s); }
int frame_compound_assign_in_callee(void) { struct S s = {0}; bump(&s); return s.x; }
int frame_struct_return(void) { struct S s = make(); return s.x; }
int frame_address_compared(void) { int x = 0; int *p = &x; return p == 0; }
int frame_cast_to_integer(void) { int x = 0; return (long)&x != 0; }
void frame_struct_copied_out(void) { struct S s = {1, 2, 0}; gs = s; }
int frame_pointer_local_loop(void) {
  int a[6] = {1, 2, 3, 4, 5, 6}, s = 0;
  for (int *p = a; p < a + 6; p++)
    s += *p;
  return s;
}

int heap_returned_by_callee(void) { int x = 1; int *p = id(&x); return *p; }
void heap_stored_global(void) { int x = 1; gp = &x; }
void heap_stored_by_callee(void) { int x = 1; keep(&x); }
void heap_stored_through_chain(void) { int x = 1; keep_chain(&x); }
void heap_stored_via_local_in_callee(void) { int x = 1; keep_via_local(&x); }
void linked_external_call(void) { char buf[8]; ext(buf); }
char *ext_returning(char *);
void linked_value_discarded(void) { char buf[8]; ext_returning(buf); }
void linked_value_used(void) { char buf[8]; gc = ext_returning(buf); }
void linked_stmt_expr_value(void) { char buf[8]; gc = ({ ext_returning(buf); }); }
void heap_via_local_pointer(void) { int x = 1; int *p = &x; gp = p; }
void heap_post_increment_value(void) { int a[4] = {0}; int *p = a; gp = p++; (void)p; }
void heap_through_cond(int c) { int x = 1; gp = c ? &x : 0; }
void heap_through_stmt_expr(void) { int x = 1; gp = ({ &x; }); }
void heap_member_array_decays(void) { struct T t = {"ab", 1}; gc = t.arr; }
void heap_member_stored_by_callee(void) { struct S s = {0}; char c[4] = "xy"; keep_member(&s, c); }
int *heap_returned(void) { static int *r; int x = 1; r = &x; return r; }
void heap_variadic_callee(void) { int x = 1; vf(1, &x); }
void heap_function_pointer(void) { int x = 1; fp(&x); }
void linked_weak_callee(void) { int x = 1; weak_reader(&x); }
int declared_noescape_parameter(void) { int x = 1; ext_declared(&x, 0); return x; }
void linked_parameter_not_declared(void) { int y = 1; ext_declared(0, &y); }
int export_reader(const int *p) { return p ? *p : 0; }
void keeper_stores(int *p) { gp = p; }
void heap_stored_in_struct_field(void) { int x = 1; struct S s = {0}; s.name = (char *)&x; gs = s; }
void heap_cast_chain(void) { int x = 1; gv = (void *)(char *)&x; }
void heap_result_member_decays(void) { gc = make_t().arr; }
void heap_atomic_exchange(void) { int x = 1; __atomic_exchange_n(&gp, &x, __ATOMIC_SEQ_CST); }
void heap_callee_takes_param_address(void) { int x = 1; keep_by_address(&x); }

// A local on the heap is allocated where its declaration is reached, not
// by the prologue, when no jump can skip the declaration (body_NAME: the
// allocation comes after the entry's safepoint poll); a label or case in
// its scope keeps the allocation in the prologue (entry_NAME), because C
// lets a jump enter the scope past the declaration.
void body_declared_in_branch(int c) {
  if (c) {
    int x = c;
    keep(&x);
  }
}
void body_label_before_declaration(int c) {
again:
  if (c--) {
    int x = c;
    keep(&x);
    goto again;
  }
}
void entry_label_after_declaration(int c) {
  {
    int x = 1;
  in:
    keep(&x);
    if (c--)
      goto in;
  }
}
int entry_declared_before_case(int c) {
  switch (c) {
    int y;
  case 1:
    y = 5;
    keep(&y);
    return *gp;
  default:
    return 0;
  }
}
