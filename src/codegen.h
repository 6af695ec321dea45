// codegen.h — the target-independent part of code generation, shared by
// src/ and the backends: the assembly output, labels, symbols, and the
// data of a translation unit (docs/codegen-interface.md says where the rest
// of the generator is going).  A backend includes this and backend.h.

#ifndef CODEGEN_H
#define CODEGEN_H

#include "safecc.h"
#include "backend.h"

// Safe mode (docs/safe-mode.md): the tag bits and object kinds in the aux
// word of an object's header, as the runtime reads them.
enum { SC_TAG_FREED = 1, SC_TAG_READONLY = 2, SC_TAG_FUNCTION = 4 };
enum { SC_KIND_HEAP = 0, SC_KIND_STACK = 1 << 3, SC_KIND_GLOBAL = 2 << 3, SC_KIND_LITERAL = 3 << 3 };

// emit.c: the output
void emit(char *fmt, ...) __attribute__((format(printf, 1, 2)));
// Text written as it is (inline assembly, sections); emit indents.
void emit_raw(char *fmt, ...) __attribute__((format(printf, 1, 2)));
// `jmp label`, dropped when label is the next line (see emit.c).
void emit_jump(char *label);
// The same, written as `copy` (the code at label, ending in a jump or
// return of its own) instead of the jmp when it is not dropped.
void emit_jump_or_copy(char *label, char *copy);
// An instruction that only makes the value of an expression, left out
// when emit_drop_value comes next (the value is discarded).
void emit_value(char *instruction);
void emit_drop_value(void);
void emit_label(char *label);
FILE *emit_switch_output(FILE *out);
// A debugging directive, written before the next line whatever that is;
// it changes none of the peepholes' decisions (see emit.c).  Nothing
// without -g.
void emit_directive(char *fmt, ...) __attribute__((format(printf, 1, 2)));
// How many labels emit_label has written.  Code after a label may be
// reached by a jump, so what the code before it established (a checked
// access, for one) stops holding when this changes.
extern int labels_emitted;
// How many lines (instructions, labels, raw text) have been written: a
// backend that remembers what its last instruction left in a register
// knows that still holds while this has not changed.
extern int lines_emitted;
void emit_join_label(char *label);
char *new_label(void);

// debug.c: -g (docs/debugging.md)
void debug_line(Token *tok);
void debug_function_begin(Obj *fn);
void debug_function_locals(Obj *fn);
void debug_function_end(void);
bool debug_scope_begin(Node *node);
void debug_scope_end(void);
void debug_unit_end(Obj *prog);

// sites.c: trap site descriptors, and a growing text buffer
typedef struct {
  char *data;
  size_t len, cap;
} TextBuf;
void buf_printf(TextBuf *buf, char *fmt, ...) __attribute__((format(printf, 2, 3)));
void buf_vprintf(TextBuf *buf, char *fmt, va_list ap);
void buf_quote_string(TextBuf *buf, char *s);
char *new_site(Token *tok, int64_t size, bool is_write);
void emit_sites(void);

// data.c: symbols and global data
char *label_symbol(char *asm_name);
char *operand_symbol(char *sym);
char *symbol_name(Obj *obj);
bool is_preemptible(Obj *obj);
void emit_symbol_attributes(Obj *obj, char *sym, bool is_function);
void emit_data(Obj *prog);

// walk.c: facts about a function's tree
void walk(Node *root, void (*visit)(Node *, int, void *), void *ctx);
void walk_every_form(Node *root, void (*visit)(Node *, int, void *), void *ctx);
Obj *direct_callee(Node *call);

// locals.c: where locals live (a register, a frame slot, or in safe mode
// an object in the frame or on the GC heap)
bool is_object_local(Obj *var);
bool is_frame_object(Obj *var);
bool is_linked_frame_object(Obj *var);
int frame_aux_words(Obj *var);
int frame_aux_bytes(Obj *var);
bool is_boxed(Obj *var);
bool is_allocated_at_declaration(Obj *var);
bool is_frame_object_made_at_declaration(Obj *var);
enum { MAX_REGISTER_LOCALS = 8 };
// The kinds of locals a call of choose_register_locals may put in registers.
typedef enum {
  REGISTER_INTEGERS = 1, // integers and enums of at most 8 bytes
  REGISTER_POINTERS = 2,
  REGISTER_FLOATS = 4,   // float and double
} RegisterKinds;
// A local that lives in the register of chosen[with], the scopes of the
// two being disjoint.
typedef struct {
  Obj *var;
  int with;
} SharedLocal;
int choose_register_locals(Obj *fn, int max, int kinds, Obj **chosen, SharedLocal **shared,
                           int *num_shared);

// checks.c: safe mode's redundant access checks
void note_call_emitted(void);
void forget_checks(void);
void forget_checks_of(Obj *var);
void shift_checks_of(Obj *var, int64_t delta);
// The parts of an access check still needed (checks.c check_needed).
typedef struct {
  bool start;    // the first byte is not below the object's start
  bool end;      // the last byte is below the end of a live object
  bool writable; // the object is not read-only
} CheckNeed;
CheckNeed check_needed(Obj *var, int64_t lo, int64_t hi, bool write);
void remember_check(Obj *var, int64_t lo, int64_t hi, bool write);
// A rotated loop's condition (gen_stmt.c): the accesses its first test
// checks, and what they showed, again at the top of the body.
typedef struct CheckRecord CheckRecord;
void start_recording_checks(void);
CheckRecord *stop_recording_checks(void);
void restore_recorded_checks(CheckRecord *rec);
// A label only the code generator's own jumps reach, each noted.
void track_join(char *label);
void note_jump_to_join(char *label);
void place_join(char *label, bool falls_through);

// hoist.c: safe mode's checks hoisted out of counted loops
typedef struct HoistPlan HoistPlan;
HoistPlan *plan_hoisted_checks(Node *loop);
void gen_hoisted_checks(HoistPlan *plan, char *fail);
void begin_hoisted(HoistPlan *plan, char *cont);
void end_hoisted(HoistPlan *plan);
void free_hoist_plan(HoistPlan *plan);
bool access_prechecked(Node *lvalue);

// escape.c: safe mode's objects whose address may outlive their call
void find_escaping_objects(Obj *prog);
char *noescape_marker(Obj *fn, int index);
char *noescape_marker_function(char *marker);
extern StringArray noescape_markers_defined;  // this unit's definitions export these
extern StringArray noescape_markers_required; // calls rely on these (declared noescape)
extern StringArray noescape_markers_tested;   // linked frame objects test these
void emit_noescape_markers(void);

// switch.c: a dense switch's jump table
bool plan_jump_table(Node *sw, char *otherwise, JumpTable *jt);

// frame.c: frame layout policy
bool is_param(Obj *fn, Obj *var);
int local_align(Obj *var);
int stack_bytes(Token *tok, int64_t bytes, char *what);
bool is_overaligned_local(Obj *fn, Obj *var);
int64_t place_local(Obj *fn, Obj *var, int64_t bottom, bool *indirect);
int find_vla_scopes(Node *body, Node ***scopes);
bool slot_must_be_zero(Obj *fn, Obj *var);
bool is_stored_at_declaration(Obj *var);

// gen_stmt.c, gen_branch.c: statements, and conditions as jumps
void gen_stmt(Node *node);
void gen_branch(Node *cond, char *label, bool when);

// gen_expr.c: expressions.  site_tok is the token of the expression being
// generated, the location a trap in its code reports; gen_expr sets it
// (and so does the backend's address generation) and restores it after.
extern Token *site_tok;
void gen_expr(Node *node);
void float_constant_bytes(Type *ty, long double v, uint8_t bytes[16]);
// Safe mode: a pointer whose value is needed only for its address bits
// (a truth test, `!p`, `goto *p`): gen_without_capability generates it
// with capability_unused set to it, and a target may then skip loading
// its capability.
extern Node *capability_unused;
void gen_without_capability(Node *node);
void gen_discard(Node *node);
void gen_zero_local(Obj *var);
extern Obj *zeroed_already;
void gen_comma_prefix(Node *node);
Node **left_spine(Node *node, NodeKind kind, int *len);

// gen_lvalue.c: loads, addresses and assignments
void gen_addr(Node *node);
void gen_lvalue_load(Node *node);
void gen_lvalue_expr(Node *node);

// gen_builtin.c: GCC builtins, va_* and alloca
void gen_builtin(Node *node);
void inline_library_calls(Obj *prog);

// operands.c: an operand before it is generated
int64_t const_value(Node *node);
Value operand_value(Node *node);
bool is_frame_slot_var(Node *node);
bool lives_in_register(Node *node);
bool is_one_word_scalar(Type *ty);
bool simple_place(Node *node, Mem *m);
bool is_simple_pointer_read(Node *node);
bool is_light(Node *node);
bool node_calls_nothing(Node *node);
bool leaves_temps_alone(Node *node);
bool is_atomic_pointer_read(Node *node);
// base + index * scale, a pointer addition a target may do in one
// instruction (x86_64 lea, AArch64 add with a shifted register).
typedef struct {
  // The place base[index]: a local array in the frame (MEM_LOCAL), a
  // global array (MEM_VAR, plain mode) or where a pointer local points
  // (MEM_POINTED), with `scale` set (and in_bounds when it needs no
  // check).
  Mem base;
  Node *index; // not generated yet
  int scale;
} Indexed;
bool match_indexed(Node *ptr_add, Indexed *ix, bool unchecked);
bool indexed_place(Node *lvalue, Indexed *ix, Mem *m);

// divide.c: n / d and n % d for a constant d as a multiplication.  With
// n a 64-bit operand (a 32-bit one extended by its signedness):
//   unsigned: t = high 64 bits of multiplier * n (unsigned);
//             q = (t + ((n - t) >> 1)) >> shift
//   signed:   q = (n + high 64 bits of multiplier * n (signed)) >> shift
//             (arithmetic), minus (n >> 63); negated when `negative`
// and n % d = n - q * d.  When |d| is 2^power (power > 0) no
// multiplication is needed: unsigned, q = n >> power; signed,
// q = (n + ((n >> 63) logically shifted right by 64 - power)) >> power
// (arithmetic), negated when `negative`.
typedef struct {
  uint64_t multiplier;
  int shift;
  bool negative; // signed: d < 0
  int power;     // |d| == 2^power, or 0
} DivideMagic;
bool divides_by_multiplying(int64_t d, bool is_unsigned);
DivideMagic divide_magic(int64_t d, bool is_unsigned);

// gen_arith.c: binary operators, pointer addition, and comparisons fused
// with a branch
void gen_binary(Node *node);
void gen_ptr_add(Node *node);
bool gen_compare_branch(Node *cond, char *label, bool when);

// gen_update.c: assignments done in place on the object
typedef struct {
  NodeKind op;   // ND_ADD, ND_SUB, ND_BITAND, ND_BITOR or ND_BITXOR
  Node *operand; // x = x op operand
} Update;
bool match_update_in_place(Node *node, Update *u);
void gen_update_in_place(Node *node, Update *u);
bool gen_post_update(Node *node);
bool gen_effect_in_place(Node *node);

// gen_call.c: calls in the platform ABI, and safe mode's calls and their
// argument words
void gen_platform_call(Node *node);
int safe_arg_words(Type *ty);
void gen_safe_call(Node *node);
void safe_function_entry(Obj *fn);

// codegen.c: the translation unit, function by function; the function
// being generated
extern Obj *current_function;
char *function_object_symbol(char *sym);
void codegen(Obj *prog, FILE *out);

#endif
