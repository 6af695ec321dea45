// x86.h — declarations shared by the files of the x86_64 backend.  All
// are static: the files are compiled as one translation unit (x86_64.c),
// whose only global symbol is target_x86_64.
//
// The code generator is a stack machine.  After an expression has been
// generated its value is in a "result register" chosen by its type:
//
//   integers of 1..8 bytes, pointers   %rax (sign- or zero-extended)
//   __int128                           %rax (low half) and %rdx (high half)
//   float, double                      %xmm0
//   long double                        x87 %st(0)
//   struct, union, array, function     %rax holds the object's address
//
// A temporary that waits for another operand goes to a free register when
// that operand cannot disturb it (temps.c), and to the machine stack
// (push/pop) otherwise; `depth` counts the bytes pushed beyond the fixed
// frame so that calls can keep %rsp 16-aligned.  Some locals live in
// callee-saved registers for a whole function (regalloc.c).

#ifndef X86_H
#define X86_H

#include "../src/codegen.h"

// General-purpose registers, named by size through reg_name().
typedef enum { RAX, RCX, RDX, RBX, RSI, RDI, R8, R9, R10, R11, RBP, R12, R13, R14, R15 } Reg;

// SysV classes of an eightbyte.
// CLASS_COMPLEX_X87: a returned long double _Complex, real part in
// %st(0) and imaginary part in %st(1) (passed, it goes in memory).
typedef enum { CLASS_NONE, CLASS_INT, CLASS_SSE, CLASS_X87, CLASS_X87UP, CLASS_COMPLEX_X87 } ArgClass;

// How a value of some type travels in registers: `count` eightbytes with
// their classes, or count == 0 when it goes through memory.
typedef struct {
  int count;
  ArgClass cls[2];
} Classification;

// Where one argument (or parameter) is passed: in registers (gp[] and
// xmm[] indexed by eightbyte) or in the stack argument area at stack_offset.
typedef struct {
  Type *ty;
  Classification c;
  bool on_stack;
  int stack_offset;
  Reg gp[2];
  int xmm[2];
} ArgLoc;

// Facts about the function being generated, computed by layout_frame().
typedef struct {
  Obj *fn;
  int stack_size;        // bytes below %rbp, a multiple of 16
  int reg_save_offset;   // variadic: %rbp offset of the 176-byte register save area
  int hidden_ret_offset; // struct return in memory: slot of the hidden pointer
  int named_gp;          // GP registers taken by named parameters (and hidden ptr)
  int named_fp;          // SSE registers taken by named parameters
  int named_stack;       // bytes of named parameters passed on the stack
  char *return_label;
  char *epilogue_text; // the epilogue as text, once a return copied it
  // Loops and switches whose body declares a VLA (and calls no alloca)
  // get a slot holding %rsp at entry, restored at every iteration and at
  // the exit, so that VLAs do not pile up on the stack.
  Node **vla_scopes;
  int *vla_scope_slots;
  int num_vla_scopes;
  // Locals aligned beyond 16 bytes live in memory allocated (aligned) by
  // the prologue; their frame slot holds the address, as for VLAs.
  Obj **overaligned;
  int num_overaligned;
  // Safe mode: slots holding the caller's argument word count W, the
  // address of its capability words, and the variadic arguments object.
  int arg_count_offset;
  int arg_caps_offset;
  int va_area_offset;
  // Locals kept in callee-saved registers (regalloc.c), their registers,
  // and the slots where the prologue saves those registers.
  // Safe mode: a pointer register local's capability is in cap_regs[i]
  // (-1 for integers), saved in cap_save_slots[i].
  Obj *reg_vars[5];
  Reg var_regs[5];
  int cap_regs[5];
  int reg_save_slots[5];
  int cap_save_slots[5];
  int num_reg_vars;
  // Plain mode: locals sharing the register of reg_vars[shared[k].with],
  // their scopes disjoint from its and from each other's (src/locals.c).
  SharedLocal *shared;
  int num_shared;
  // Float and double locals kept in %xmm8-%xmm15, float_vars[i] in
  // %xmm(8 + i), in functions that call nothing (regalloc.c).
  Obj *float_vars[8];
  int num_float_vars;
} Frame;

// emit.c: output primitives
static int depth;
static Frame *cur_frame;
static char *reg_name(Reg r, int size);
static char suffix_of(int size);
static int align_to(int n, int align);
static void push_reg(Reg r);
static void pop_reg(Reg r);
static void push_value(Type *ty);
static void move_to_secondary(Type *ty);
static void adjust_stack(int bytes);
static void mov_imm(Reg r, int64_t val);
static void load_bytes(Reg dst, Reg base, int offset, int n);
static void store_bytes(Reg src, Reg base, int offset, int n);
static void copy_memory(Reg src, Reg dst, int size);
static void call_helper(char *name);
static void call_runtime_that_frees_nothing(char *name);

// temps.c: temporaries in free registers instead of pushed
static bool is_sse_type(Type *ty);
static int hold_value(Type *ty, bool calls_nothing);
static void release_value(Type *ty, int held);
static void release_lhs(Type *ty, int held);
static void end_hold(Type *ty, int held);
static bool temps_all_free(void);

// expr.c: expressions
static void load_extended(Type *ty, char *src, Reg dst);
static void load_at(Type *ty, Reg base, int offset, bool secondary);
static void store(Type *ty);
static void store_at(Type *ty, Reg base, int offset);
static Reg mem_base(Mem *m, Reg scratch, int *offset, Type *ty);
static void var_address(Obj *var, Reg dst);
static void zero_at_rdi(int size);
static void pop_value(Type *ty);
static void gen_to_bool(Type *ty);

// safe.c: safe mode (docs/safe-mode.md)
static bool is_ptr_ty(Type *ty);
static char *cap_reg(Reg base);
static void clear_cap(char *cap);
static void set_access_base(Obj *var, Reg reg, int offset);
static bool emit_access_check(Reg base, int offset, int64_t size, bool is_write);
static void emit_call_check(void);
static void load_cap(Reg base, int offset, char *dst);
static void load_cap_at_r11(char *cap, char *dst, int bias);
static void store_cap(Reg base, int offset, char *value_cap);
static void store_cap_after(Reg base, int offset, char *value_cap, bool r11_at_end);
static void copy_caps(int64_t size);
static void alloc_object(int64_t size, int align, int kind, bool size_in_rax);
static char *make_linked_frame_object(Obj *var);
// Set by the safe prologue (safe_call.c): %r10 still holds the caller's
// word count and %r11 the address of the capability words, as they were
// stored in the frame.  The parameters' copies read them there instead of
// from the frame, until something that may change them (a call, a copy
// of memory, a capability's store) clears this.  Only the function's
// entry reads it.
static bool arg_regs_live;
static void begin_cold_code(void);
static void end_cold_code(void);
static void clear_frame_object_caps(Obj *var);
static void write_frame_object_header(Obj *var);
static void emit_safepoint(char *resume);
static void emit_safe_stubs(void);
static void move_addr_to_rdi(void);

// safe_call.c: the safe calling convention
static void gen_return_value_safe(Type *ty);
static void safe_prologue(Obj *fn, Frame *frame);
static void layout_frame_safe(Obj *fn, Frame *frame);
static void load_va_area(void);

// arith.c: binary and unary operators
static void unary_op(NodeKind kind, Type *ty);

// convert.c: casts
static void gen_cast(Type *from, Type *to);

// abi.c: classification, calls, returns, parameters, va_arg
static Classification classify(Type *ty, bool for_return);
static bool returns_in_memory(Type *ty);
static void extend_return(Type *ty);
static void gen_return_value(Type *ty);
static int place_args(Token *tok, ArgLoc *locs, int n, bool hidden_ret, int *gp_used, int *fp_used);
static void store_params(Obj *fn, Frame *frame);
static void va_list_start(void);
static void va_list_arg(Type *ty, Obj *tmp);
static void va_list_copy(int dst);

// builtins.c: atomics, bit operations, overflow checks, alloca
static void bit_op(NodeKind kind, Type *ty);
static void square_root(Type *ty);

// regalloc.c: locals in callee-saved registers
static void choose_register_vars(Obj *fn, Frame *frame);
static int var_register_in(Frame *frame, Obj *var);
static int var_register(Obj *var);
static bool is_reg_var(Node *node, Reg *reg);
static int float_var_register(Obj *var);
static bool is_float_reg_var(Node *node, int *xmm);
static bool is_register_local(Frame *frame, Obj *var);
static int reg_var_cap(Reg value);
static void load_reg_var(Type *ty, Reg src, Reg dst);
static void store_reg_var(Reg dst);
static void save_callee_saved(Frame *frame);
static void restore_callee_saved(Frame *frame);

// function.c and stmt.c
static void layout_frame(Obj *fn, Frame *frame);
static int vla_scope_slot(Node *loop);
static char *epilogue_copy(Frame *frame);

#endif
