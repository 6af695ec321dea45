// backend.h — the interface between the target-independent compiler (src/)
// and one instruction-set backend (backend-<isa>/).
//
// A backend is one `Target` value.  The front end asks it for the few facts
// that change the language (the signedness of plain char and wchar_t, the
// long double format, the predefined macros, the va_list type), and the
// code generator (codegen.c) asks it for the body of each function.  The
// driver asks it how to assemble and link.  Adding a backend means writing
// one new directory and adding its Target to the table in
// driver_options.c; nothing in the parser changes
// (docs/codegen-interface.md, "Adding a backend").

#ifndef BACKEND_H
#define BACKEND_H

#include "safecc.h"

// How the target lays out a long double (ldouble.c encodes constants).
typedef enum {
  LDOUBLE_X87,       // x87 80-bit extended, padded to 16 bytes (x86_64)
  LDOUBLE_BINARY128, // IEEE 754 binary128 (AArch64)
} LdoubleFormat;

// A dense switch's table of jump targets (switch.c).
typedef struct {
  int64_t min;    // the case value of targets[0]
  int span;       // number of targets
  char **targets; // label per value min, min + 1, ... (the default's where no case)
} JumpTable;

// A place in memory a load or store reaches (src/gen_lvalue.c builds
// it, docs/codegen-interface.md "Places"): `offset` bytes from a base.
typedef enum {
  MEM_LOCAL,   // local `var` itself: its register, or its own frame slot
               // (the compiler's: never checked in safe mode)
  MEM_VAR,     // variable `var` reached through its address: a global, or a
               // local reached through its slot or as an object
  MEM_POINTED, // where pointer local `var` points: a register local, or in
               // plain mode a frame slot (the pointer is loaded first)
  MEM_RESULT,  // the address in the result location, with its capability
  MEM_ASIDE,   // the address address_aside set aside
} MemBase;

typedef struct {
  MemBase base;
  Obj *var;   // MEM_LOCAL, MEM_VAR, MEM_POINTED
  int offset; // added to the base's address
  // Plain mode: plus index * scale (scale 0: no index).  The index is the
  // value in the result location for a load, and set aside by
  // index_aside for a store.
  int scale;
  // Safe mode.  in_bounds: the access needs no check (a named object of
  // this unit, or hoist.c checked it before the loop).
  // without_capability: a pointer load whose capability nothing reads.
  // tracked: the base's address is pointer local `tracked`'s value plus
  // tracked_offset, so src/checks.c may know the access checked already.
  bool in_bounds;
  bool without_capability;
  Obj *tracked;
  int tracked_offset;
} Mem;

// A bitfield's bytes (src/gen_lvalue.c): n bytes from byte `start` of
// the struct, the field's `width` bits beginning at bit `shift` of the
// first byte.
typedef struct {
  int start, shift, n, width;
  bool is_signed;
} BitField;

// An operand src/ offers an operation before generating it (operands.c,
// docs/codegen-interface.md "Values"): the target takes it as an
// immediate, a register or a memory operand, or declines and src/
// generates it.
typedef enum {
  V_CONST, // the integer constant `imm` (const_value of the node)
  V_VAR,   // the value of local variable `node` (an ND_VAR): in a register or its slot
  V_MEM,   // the value at place `mem`, a fixed offset from a local or,
           // in plain mode, from where a pointer local points (s.m, p->m, *p)
  V_EXPR,  // the value of expression `node`, not generated yet
} ValueKind;

typedef struct {
  ValueKind kind;
  Type *ty;    // the operand's own type
  int64_t imm; // V_CONST
  Node *node;  // the operand
  // V_MEM, and V_VAR of a local in a register or a plain frame slot: one
  // instruction reaches the value at `mem` (in_place is then true).
  bool in_place;
  Mem mem;
} Value;

typedef struct {
  // Name used by --target= and in diagnostics, e.g. "x86_64".
  const char *name;

  // C source text preprocessed before every translation unit: #defines of
  // the target's predefined macros (__x86_64__, __SIZEOF_LONG_DOUBLE__ ...)
  // and `typedef ... __builtin_va_list;` with the ABI's va_list layout.
  const char *predefines;
  // The same for safe mode (docs/safe-mode.md): __SAFECC_SAFE__ and the
  // safe world's va_list, a one-element array holding a checked pointer
  // into the variadic arguments.
  const char *safe_predefines;

  // Plain `char` is signed on x86_64, unsigned on aarch64.
  bool char_is_signed;
  // wchar_t (the elements of L"..." and the type of L'x') is int on
  // x86_64, unsigned int on aarch64.  predefines says so to the headers
  // (__WCHAR_TYPE__, __WCHAR_MAX__, __WCHAR_MIN__).
  bool wchar_is_unsigned;
  LdoubleFormat ldouble_format;

  // A function's code is prologue(fn), its statements (gen_stmt.c), then
  // epilogue(fn); codegen.c emits the section, the symbol, the alignment
  // before it and the size after it.  The prologue lays out the frame
  // (Obj.offset, Obj.stack_size; src/frame.c places the locals), sets it
  // up and stores the parameters; the epilogue is where every return
  // jumps, and is followed by the function's out-of-line code.
  void (*prologue)(Obj *fn);
  void (*epilogue)(Obj *fn);
  // The last of the prologue, after the parameters are in place (safe
  // mode: after src/gen_call.c's safe_function_entry): on x86_64 the
  // memory of over-aligned locals and the VLA scope slots.
  void (*begin_body)(Obj *fn);

  // The operations src/gen_stmt.c and src/gen_branch.c lower statements
  // with.
  void (*jump)(char *label);
  // A condition's leaf that is not a comparison gen_arith.c fuses with
  // its jump: branch_on_value jumps on the scalar value of type ty just
  // generated when its truth is `when`.
  void (*branch_on_value)(Type *ty, char *label, bool when);
  void (*jump_to_value)(void);            // goto *value: to the address just generated
  void (*drop_value)(Type *ty);           // the value just generated is not used
  // `return expr`: the value just generated, of the function's return
  // type ty, goes where the ABI returns it (a struct through the hidden
  // pointer); then jump_to_epilogue leaves the function.
  void (*return_value)(Type *ty);
  void (*jump_to_epilogue)(void);
  // A loop or switch of frame.c's find_vla_scopes saves the stack pointer
  // on entry and restores it; save_stack returns the slot (0: none).
  int (*save_stack)(Node *scope);
  void (*restore_stack)(int slot);
  // Safe mode's poll (DESIGN §5); after the runtime ran, execution
  // continues at `resume`, or right after the poll when it is NULL.
  void (*safepoint)(char *resume);
  // Safe mode, src/hoist.c's test before a loop: the pointer just
  // generated (hi), with its capability, reaches `size` bytes inside a
  // live object (writable when `write`), and the address held as an
  // integer (lo, by hold_value) is in that object and not above hi;
  // otherwise jump to `fail`.  Ends the hold.  The access check's
  // sequence on hi, and two compares.
  void (*check_range)(int64_t size, bool write, int held, char *fail);
  // Safe mode's object locals (src/locals.c): alloc_local_object gives a
  // heap local a new object (its address in the local's slot); for a
  // linked frame object it first tests the markers the object depends on
  // (Obj.noescape_markers against their functions, src/escape.c's
  // noescape_marker_function) and, when all were defined by the functions
  // linked in, makes the object in its frame area (Obj.linked_offset:
  // header written, payload zeroed) instead;
  // clear_object_capabilities drops every capability stored in a frame
  // object (an aux word without an aux array, or pointing to its zeroed
  // aux array in the frame: src/locals.c's frame_aux_words and
  // frame_aux_bytes).
  void (*alloc_local_object)(Obj *var);
  void (*clear_object_capabilities)(Obj *var);
  // Zeroing a local (ND_MEMZERO): zero_register_local clears a register
  // local, or returns false when var is in memory; zero_local clears the
  // first `size` bytes of its storage.
  bool (*zero_register_local)(Obj *var);
  void (*zero_local)(Obj *var, int size);
  // A switch: after the controlling value is generated, either
  // jump_table dispatches through a table (switch.c) or one case_test per
  // case jumps to its label when the value is in begin..end (a GNU case
  // range; begin == end for a plain case), and a jump goes to `otherwise`.
  void (*jump_table)(Type *ty, JumpTable *jt, char *otherwise);
  void (*case_test)(Type *ty, int64_t begin, int64_t end, char *label);

  // The operations src/gen_expr.c lowers expressions with.  A value is
  // left in the target's result location for its type (on x86_64 %rax,
  // %rax:%rdx for __int128, %xmm0, x87 %st(0), or %rax holding the address
  // of an aggregate), with a pointer's capability beside it in safe mode.
  //
  // An integer or pointer constant (__int128: the value sign-extended).
  void (*load_int)(Type *ty, int64_t val);
  // A floating constant given by the bytes of its representation (a long
  // double in ldouble_format).
  void (*load_float)(Type *ty, const uint8_t *bytes);
  void (*load_label_address)(char *label);  // &&label
  void (*convert)(Type *from, Type *to);    // every scalar conversion
  void (*clear_capability)(void);           // safe mode: the value has none
  void (*logical_not)(Type *ty);            // !value, value of type ty
  void (*unary_op)(NodeKind kind, Type *ty); // ND_NEG or ND_BITNOT of the value
  // Loads of integers narrower than 8 bytes extend to 64 bits by the
  // loaded type's signedness, so a cast of a loaded lvalue to a 64-bit
  // integer needs no code.
  bool loads_extend_to_64;
  // An operation on 32-bit integers leaves its result zero-extended to
  // 64 bits (x86_64's 32-bit instructions, AArch64's W registers), so
  // widening such a result that is unsigned, or known not negative,
  // needs no code.
  bool ops32_zero_extend;
  // Loads and stores (src/gen_lvalue.c).  load: the value of type ty at
  // place m to the result location (an aggregate: its address, with
  // its capability).  store: the value in the result location to m; it
  // stays the result (an aggregate: the destination's address), checked
  // in safe mode unless m is a local or in_bounds.  load_address: the
  // address of m as the value, with its capability (none for a
  // MEM_LOCAL slot).  address_aside: the address just generated, with
  // its capability, goes where MEM_ASIDE finds it, and the result
  // location is free for the value to store.  index_aside: for an
  // indexed store, the index just generated goes aside (with whatever
  // else of m's address the target wants ready) before the value is
  // generated.
  void (*load)(Type *ty, Mem *m);
  void (*store)(Type *ty, Mem *m);
  void (*load_address)(Mem *m);
  void (*address_aside)(void);
  void (*index_aside)(Mem *m);
  // Bitfields, read and written as their n bytes: load_bitfield reads
  // the field of the struct whose address was just generated (extended
  // by its signedness); store_bitfield writes the value held by
  // hold_value as a long (ending the hold) to the field of the struct
  // set aside by address_aside, and leaves the stored value, truncated
  // to the field and extended, as the result.
  void (*load_bitfield)(BitField *bf);
  void (*store_bitfield)(BitField *bf, int held);

  // Assignments done on the object itself (src/gen_update.c): x = x op
  // e for op ND_ADD, ND_SUB, ND_BITAND, ND_BITOR, ND_BITXOR, and x = c.
  // lvalue is the operand_value of x, with in_place set.
  // can_update_in_place: one instruction reaches x and takes `operand`
  // (a constant as its immediate, anything else from the result);
  // update_in_place does it (operand null: the value just generated).
  // store_constant stores the integer c to x, or returns false, emitting
  // nothing, when the target has no such instruction.
  bool (*can_update_in_place)(Value *lvalue, Value *operand);
  void (*update_in_place)(NodeKind op, Value *lvalue, Value *operand);
  bool (*store_constant)(Value *lvalue, int64_t c);

  // Binary operators (src/gen_arith.c).  `ty` is the operation's type (a
  // comparison's: its operands').  The left operand is generated first
  // into the result location, unless src/ found it light (operands.c) and
  // generated the right one first into the secondary location with
  // scalar_to_secondary.
  //
  // Does operator `kind` take the constant v as an immediate operand?
  bool (*imm_ok)(NodeKind kind, Type *ty, int64_t v);
  // Does local `var` live in a register (so that reading it is light)?
  bool (*var_in_register)(Obj *var);
  // result = result op rhs as one instruction reading rhs in place (an
  // immediate, a register local, a frame slot; a shift by a constant;
  // for float and double, with -ffloat-memory-operands, a floating
  // constant and a place needing no check); false, emitting nothing, when
  // the target has no such form.  A float or double V_MEM whose mem has a
  // scale is an indexed place (src/gen_arith.c's gen_indexed_operand_op),
  // its index in the integer result location: the target must take it
  // (it and compare_with_operand).
  bool (*op_with_operand)(NodeKind kind, Type *ty, Value *rhs);
  // rhs straight into the secondary location, leaving the result
  // location alone, when can_load_secondary says the target can.
  bool (*can_load_secondary)(Type *ty, Value *rhs);
  void (*load_secondary)(Type *ty, Value *rhs);
  // An integer, pointer, float or double result becomes the secondary
  // operand (a pointer without its capability: binary operators only
  // compare and subtract pointers).
  void (*scalar_to_secondary)(Type *ty);
  // The result waits while the right operand is generated: in a free
  // temporary register when `calls_nothing` (operands.c's
  // leaves_temps_alone of that operand) and the target has one, else on
  // the stack.  Returns the register (>= 0) or -1; release_value brings
  // the value back to the result location, release_lhs first moves the
  // result (the right operand) to the secondary location.
  int (*hold_value)(Type *ty, bool calls_nothing);
  void (*release_value)(Type *ty, int held);
  void (*release_lhs)(Type *ty, int held);
  // result = result op secondary (a shift: by the count set_shift_count
  // placed); apply_op_held: result = held op result, ending the hold.
  void (*apply_op)(NodeKind kind, Type *ty);
  void (*apply_op_held)(NodeKind kind, Type *ty, int held);
  // A shift's count where apply_op looks for it: the constant or
  // register local `count`, or (count null) the value in the result
  // location.
  void (*set_shift_count)(Value *count);
  // Pointer addition (gen_arith.c's gen_ptr_add: a pointer plus a byte
  // offset of type long; the offsets use op_with_operand, apply_op and
  // scalar_to_secondary with ty_long, and the pointer keeps its
  // capability).  index_scale_ok: does the target's indexed form take
  // scale?  indexed_address: the address of place base (an Indexed's,
  // operands.c) with the result as its index.  pointer_plus_result: the
  // result plus pointer local
  // ptr in its frame slot, with ptr's capability.
  bool (*index_scale_ok)(int64_t scale);
  void (*indexed_address)(Mem *base);
  void (*pointer_plus_result)(Value *ptr);
  // A comparison fused with its jump (gen_arith.c's gen_compare_branch):
  // one of the compares leaves the target's flags for lhs `kind` rhs,
  // then branch_on_compare jumps to `label` when that is `when`.
  // compare_in_place: lhs a local of the operation's width, in a
  // register (var_in_register) or its frame slot (is_frame_slot_var),
  // rhs an immediate imm_ok accepts, a register local of that width or
  // (null) the result; or, in plain mode, lhs an integer at a simple
  // place (V_MEM) of type ty, any width, against an immediate imm_ok
  // accepts for ty (gen_arith.c's gen_compare_in_memory: x86_64 `cmpb $3,
  // 8(%rax)`, AArch64 an `ldrb` and a `cmp`).  compare_with_operand: the result against rhs read in place
  // (as op_with_operand), or false, emitting nothing.  compare: the
  // result against the secondary operand, or (held >= 0) the held lhs
  // against the result, ending the hold.
  void (*compare_in_place)(NodeKind kind, Type *ty, Value *lhs, Value *rhs);
  // test_bits: the flags of `x & mask` != 0 for the integer x of type ty
  // (gen_arith.c's gen_test_bits_branch): x in place when not null (a
  // local in a register or frame slot of ty's operation width, or in
  // plain mode a simple place V_MEM in ty's own width), else the result;
  // mask > 0, of ty's bits, and imm_ok for ND_BITAND.  branch_on_compare
  // with ND_NE then jumps on them (x86_64 `testb $4, 10(%rax)`, AArch64
  // `tst` with the mask as a logical immediate, or a `mov` first).
  void (*test_bits)(Type *ty, Value *x, int64_t mask);
  // src/emit.c's copies-back peephole (-fdrop-copies-back): may a line
  // written with format fmt copy one whole register to another, and does
  // the formatted line, naming both (x86_64 `movapd %xmm2, %xmm0`,
  // `mov %rax, %r8`; AArch64 `mov x1, x0`, `fmov d2, d0`)?
  bool (*may_copy_register)(const char *fmt);
  bool (*is_register_copy)(const char *line, char from[8], char to[8]);
  bool (*compare_with_operand)(NodeKind kind, Type *ty, Value *rhs);
  void (*compare)(NodeKind kind, Type *ty, int held);
  void (*branch_on_compare)(NodeKind kind, Type *ty, char *label, bool when);

  // GCC builtins and va_* (src/gen_builtin.c generates the operands;
  // an operand `held` was held by hold_value with calls_nothing false).
  // check_access: safe mode's access check of `size` bytes at the
  // pointer just generated (the trap reports the current site).
  // atomic_cas: the new value just generated, the addresses of the
  // atomic object and of the expected value held (with their
  // capabilities for a safe pointer, which is compared and swapped with
  // its capability); the result is 1 on success, else 0 with the
  // current value stored to the expected one.  atomic_exchange and
  // atomic_fetch_op (op ND_ADD, ND_SUB, ND_BITAND, ND_BITOR, ND_BITXOR):
  // the operand just generated, the object's address held; the result
  // is the old value.  In safe mode a pointer's compare-and-swap and
  // exchange keep its address and capability together: another thread's
  // atomic_load, atomic_cas or atomic_exchange of the same pointer sees
  // the old pair or the new one, never a mix (docs/safe-mode.md "Atomic
  // pointers"); a pointer's fetch-and-add or sub (the object's address
  // held with its capability) gives the old pointer with its capability,
  // which the moved pointer keeps.  atomic_load, safe mode only: the pointer of type ty at
  // the address just generated (checked already), loaded with its
  // capability in that same way; src/ uses it for __atomic_load(_n) of a
  // pointer and for reads of an _Atomic pointer in memory, and counts it
  // as a call (operands.c's leaves_temps_alone).  overflow_op (ND_OVF_ADD, ND_OVF_SUB, ND_OVF_MUL):
  // lhs and rhs held, the pointer to store the result of type ty to just
  // generated; the result is 1 when it overflowed.  The one-operand
  // builtins (ND_CLZ, ND_CTZ, ND_POPCOUNT, ND_BSWAP, ND_SQRT) are
  // unary_op's, given the operand's type.
  void (*check_access)(int64_t size, bool write);
  // The C library's sqrt or sqrtf (fn, called by name) of the value just
  // generated, inline: the root instruction when the argument is not
  // below zero, else fn's result and errno; it calls nothing a value
  // waiting in a register or a register local would see.
  void (*library_sqrt)(Type *ty, Obj *fn);
  void (*atomic_cas)(Type *ty, int held_addr, int held_old);
  void (*atomic_exchange)(Type *ty, int held_addr);
  void (*atomic_load)(Type *ty);
  void (*atomic_fetch_op)(NodeKind op, Type *ty, int held_addr);
  void (*overflow_op)(NodeKind kind, Type *ty, int held_lhs, int held_rhs);
  void (*fence)(void);
  // __builtin_prefetch: a hint to fetch the line at the address just
  // generated, kept in the caches by locality (0: not at all, 3: in all
  // levels); it never faults.
  void (*prefetch)(int locality);
  void (*trap)(void);
  void (*load_frame_address)(void); // __builtin_frame_address(0)
  // Safe mode: the bytes from the pointer just generated to the end of
  // the object its capability names, or 0 when it has none or points
  // outside it (__builtin_dynamic_object_size).
  void (*object_size_left)(void);
  // alloca and a VLA's storage: the size just generated becomes a block
  // of the stack (safe mode: an object of kind stack) whose address is
  // the value; a VLA's address also goes to its slot.
  void (*stack_alloc)(Obj *vla);
  // The platform's va_list (plain mode): va_list_start and va_list_arg
  // take the address of the va_list just generated (va_list_arg leaves
  // the address of the next argument of type ty, a struct passed in
  // registers gathered in local tmp first); va_list_copy copies the
  // va_list whose address was just generated to the held address.
  // Safe mode's va_list is src/'s; load_va_area gives the variadic
  // arguments object it points into.
  void (*va_list_start)(void);
  void (*va_list_arg)(Type *ty, Obj *tmp);
  void (*va_list_copy)(int held_dst);
  void (*load_va_area)(void);
  // The value a call returned, of scalar type ty, made a value of that
  // type (on x86_64 a char or short result is extended).
  void (*call_result)(Type *ty);

  // Calls in the platform ABI (plain mode; src/gen_call.c's
  // gen_platform_call, which decides the order).  call_begin classifies
  // arguments of types arg_types[0..n) and the result of type ret for a
  // callee of type fn_ty (null when unprototyped), reserves the outgoing
  // area and returns the plan the others take; call frees it.
  // call_arg_in_one_register: argument i is a scalar the ABI passes in
  // one general register, which src/ may generate last straight into
  // it (call_late_arg: the constant or local v, in a register or its
  // frame slot, or with v null the value just generated).
  // call_arg_store: the value of argument i just generated goes to its
  // stack slot, or is kept for
  // call_arg_to_register (called in reverse order).  call_save_callee:
  // an indirect callee's address just generated is kept apart.  call: the
  // call of fn (null: the kept callee), the result (a struct into
  // ret_buffer, whose address is the value) where results are kept.
  void *(*call_begin)(Token *tok, Type *fn_ty, Type *ret, Type **arg_types, int n);
  bool (*call_arg_in_one_register)(void *plan, int i);
  void (*call_arg_store)(void *plan, int i);
  void (*call_save_callee)(void *plan);
  void (*call_arg_to_register)(void *plan, int i);
  void (*call_late_arg)(void *plan, int i, Value *v);
  void (*call)(void *plan, Obj *fn, Obj *ret_buffer);

  // Safe mode's calling convention, laid out by src/gen_call.c
  // (docs/safe-mode.md): safe_args_begin reserves the area for `words`
  // argument words and their capability words and returns a number the
  // other two take back; safe_arg_store stores the value just generated
  // (v null), or the constant or 8-byte register local v, of type ty, as
  // words `word`.. with their capability words; safe_call
  // calls fn, or (fn null) the function pointer just generated after
  // checking that it is a function object, with the word count where the
  // callee looks for it, and releases the area.
  int (*safe_args_begin)(int words);
  void (*safe_arg_store)(Type *ty, Value *v, int word, int words, int area);
  void (*safe_call)(Obj *fn, int words, int area);
  // The callee's side, after prologue(fn): write_object_header gives a
  // frame object its header; safe_copy_hidden_result copies word 0 (the
  // result pointer) into its slot; safe_args_below jumps to `label` when
  // the caller passed fewer than `words` words; safe_copy_param copies
  // parameter p from words `word`.. into its register, slot or object
  // (`checked`: only when the caller passed them, leaving it as it was
  // otherwise); safe_pack_varargs packs the words after the first
  // `named` into the variadic arguments object.
  void (*write_object_header)(Obj *var);
  void (*safe_copy_hidden_result)(void);
  void (*safe_args_below)(int words, char *label);
  void (*safe_copy_param)(Obj *p, int word, bool checked);
  void (*safe_pack_varargs)(int named);
  // -g (src/debug.c): the DWARF location expression of parameter or
  // local `var` of the function whose prologue was generated last, in
  // at most 32 bytes of expr; returns its length, or 0 when var has no
  // place (a local the code never keeps).  The prologue and epilogue
  // describe the frame with `.cfi_*` directives (emit_directive).
  int (*debug_location)(Obj *var, uint8_t *expr);

  // Code rarely run: what is emitted between begin_cold_code and
  // end_cold_code goes after the function's body (with the trap stubs),
  // so the common path runs on without jumping over it.  It must end in
  // a jump, and keep the stack depth it started with.
  void (*begin_cold_code)(void);
  void (*end_cold_code)(void);

  // Functions start at a multiple of 2^function_align_log2 bytes.
  int function_align_log2;
  // The assembler expression for the offset of thread-local `sym` from the
  // thread pointer, in data (safe mode's sc_tls table).
  char *(*tls_offset)(char *sym);

  // Toolchain facts for the driver.
  const char *assembler;       // e.g. "as" or "aarch64-linux-gnu-as"
  const char *linker;          // e.g. "ld" or "aarch64-linux-gnu-ld"
  const char *ld_emulation;    // -m argument to ld, e.g. "elf_x86_64"
  const char *dynamic_linker;  // e.g. "/lib64/ld-linux-x86-64.so.2"
  const char *multiarch;       // Debian multiarch triplet, e.g. "x86_64-linux-gnu"
} Target;

extern Target target_x86_64;

// The target of this compilation, chosen by the driver before anything else.
extern Target *target;

#endif
