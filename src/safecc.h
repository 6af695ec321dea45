// safecc.h — the shared vocabulary of the compiler.
//
// Every front-end file (tokenizer, preprocessor, parser, types) and every
// backend includes this header.  It defines the three data structures that
// flow through the compiler:
//
//   source text --tokenize--> Token list --preprocess--> Token list
//               --parse--> Obj list (globals and functions, each function
//               holding a Node tree) --backend--> GNU assembly
//
// The exact meaning of every Node kind is documented next to it below: the
// parser promises to build trees of exactly that shape and the backends rely
// on nothing else.  ISA-specific facts live behind src/backend.h.

#ifndef SAFECC_H
#define SAFECC_H

#define _POSIX_C_SOURCE 200809L
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX(x, y) ((x) < (y) ? (y) : (x))
#define MIN(x, y) ((x) < (y) ? (x) : (y))

typedef struct Type Type;
typedef struct Node Node;
typedef struct Member Member;
typedef struct EnumConst EnumConst;
typedef struct Relocation Relocation;
typedef struct Hideset Hideset;
typedef struct Obj Obj;
typedef struct Token Token;
typedef struct File File;

//
// util.c — small containers and string helpers
//

typedef struct {
  char **data;
  int capacity;
  int len;
} StringArray;

void strarray_push(StringArray *arr, char *s);
void *xcalloc(size_t n, size_t size);   // these three exit with
void *xmalloc(size_t size);             // "out of memory" instead of
void *xrealloc(void *ptr, size_t size); // returning NULL
char *format(char *fmt, ...) __attribute__((format(printf, 1, 2)));
int64_t align_to64(int64_t n, int64_t align);  // n rounded up to a multiple of align
bool starts_with(char *s, char *prefix);
bool ends_with(char *s, char *suffix);
char *read_file(char *path); // whole file, NUL-terminated, or NULL

//
// error.c — diagnostics.  Every message is "file:line:col: error: msg",
// followed by the source line and a caret under the column.  Errors exit
// with status 1; the compiler never continues after an error.
//

_Noreturn void error(char *fmt, ...) __attribute__((format(printf, 1, 2)));
_Noreturn void error_at(File *file, char *loc, char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
_Noreturn void error_tok(Token *tok, char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void warn_tok(Token *tok, char *fmt, ...) __attribute__((format(printf, 2, 3)));
int token_column(Token *tok);   // 1-based, as diagnostics give it
int64_t token_line(Token *tok); // the #line-adjusted line, 64-bit
extern bool opt_w; // -w: suppress warnings

//
// hashmap.c — string-keyed open-addressing hash map
//

typedef struct {
  char *key;
  int keylen;
  void *val;
} HashEntry;

typedef struct {
  HashEntry *buckets;
  int capacity;
  int used;
} HashMap;

void *hashmap_get(HashMap *map, char *key);
void *hashmap_get2(HashMap *map, char *key, int keylen);
void hashmap_put(HashMap *map, char *key, void *val);
void hashmap_put2(HashMap *map, char *key, int keylen, void *val);
void hashmap_delete(HashMap *map, char *key);
void hashmap_delete2(HashMap *map, char *key, int keylen);

//
// tokenize.c
//

typedef enum {
  TK_IDENT,   // identifier
  TK_PUNCT,   // punctuator
  TK_KEYWORD, // keyword (set by convert_pp_tokens after preprocessing)
  TK_STR,     // string literal
  TK_NUM,     // numeric literal (after convert_pp_tokens)
  TK_PP_NUM,  // preprocessing number (before convert_pp_tokens)
  TK_EOF,     // end of file
} TokenKind;

struct File {
  char *name;         // path as opened
  int file_no;        // index into get_input_files()
  char *contents;     // NUL-terminated, after line-ending normalisation
  char *display_name; // name for __FILE__ and diagnostics (#line changes it)
  int line_delta;     // #line adjustment
};

struct Token {
  TokenKind kind;
  Token *next;
  int64_t val;        // TK_NUM integer value; TK_STR/char: see ty
  long double fval;   // TK_NUM floating value
  char *loc;          // start of the token in its file's contents
  int len;            // length in bytes of the spelling
  Type *ty;           // TK_NUM and TK_STR: type of the literal
  char *str;          // TK_STR: decoded contents, including terminating NUL(s)

  File *file;         // source file
  char *filename;     // display file name (after #line)
  int line_no;        // physical line number (1-based) in `file`
  int line_delta;     // add to line_no for the logical (#line) line
  bool at_bol;        // first token on its line
  bool has_space;     // preceded by white space
  bool is_imaginary;  // TK_NUM: a GNU imaginary constant (`2.5i`, `1.0iF`)
  Hideset *hideset;   // macro expansion: names that must not expand again
  Token *origin;      // for tokens made by macro expansion: the macro use
};

File *new_file(char *name, int file_no, char *contents);
Token *tokenize(File *file);
Token *tokenize_file(char *path); // NULL if the file cannot be read
Token *tokenize_string_literal(Token *tok, Type *basety);
File **get_input_files(void);
bool equal(Token *tok, char *op);
Token *skip(Token *tok, char *op); // error if tok is not `op`
bool consume(Token **rest, Token *tok, char *str);
void convert_pp_tokens(Token *tok); // keywords and numbers, after preprocessing
int display_width(char *p, int len); // columns taken by UTF-8 text
int column_of(Token *tok);           // 1-based column of tok in its line
extern bool tokenize_asm;            // assembler-with-cpp: '$' is not an identifier
                                     // character (set when __ASSEMBLER__ is defined)

// unicode.c
int encode_utf8(char *buf, uint32_t c);
uint32_t decode_utf8(char **new_pos, char *p); // error on invalid input is the caller's job
bool is_ident1(uint32_t c);
bool is_ident2(uint32_t c);

//
// preprocess.c
//

extern StringArray include_paths;     // -I then system paths, searched in order
extern char *base_file;               // the main input, for __BASE_FILE__
void init_macros(void);               // predefined macros (uses target->predefines)
void define_macro(char *name, char *buf);
void undef_macro(char *name);
Token *preprocess(Token *tok);        // expands everything; result ends in TK_EOF
void print_preprocessed(Token *tok, FILE *out); // -E output with line structure
char *search_include_paths(char *filename);
void print_macros(FILE *out);         // -dM: a #define line for every macro
bool pp_eval_expr(Token *tok);        // pp_expr.c: #if arithmetic on an expanded,
                                      // converted token list ending in TK_EOF
extern char *predefined_macros;       // pp_predefined.c: #define lines of the
                                      // target-independent predefined macros

//
// type.c
//

typedef enum {
  TY_VOID,
  TY_BOOL,
  TY_CHAR,
  TY_SHORT,
  TY_INT,
  TY_LONG,    // long and long long (both 8 bytes)
  TY_INT128,  // __int128
  TY_FLOAT,
  TY_DOUBLE,
  TY_LDOUBLE, // x87 80-bit extended on x86_64, stored in 16 bytes
  TY_ENUM,    // 4 bytes, arithmetic like int (or unsigned int)
  TY_PTR,
  TY_FUNC,
  TY_ARRAY,
  TY_VLA,     // variable-length array
  TY_STRUCT,
  TY_UNION,
} TypeKind;

struct Type {
  TypeKind kind;
  int size;           // sizeof() value (VLA: 8, the size of the slot holding its address)
  int align;          // alignment
  bool is_unsigned;
  bool is_const;
  bool is_volatile;
  bool is_atomic;
  bool is_long_long;  // `long long` (same representation as long), for _Generic
  bool is_complex;    // `T _Complex`: a struct { T re, im; } (parse.c complex_type)
  Type *origin;       // the type this one was copied from, for compatibility checks
  Token *typedef_name; // a typedef's own copy of its type, and copies of that (-g names it)

  // Pointer: pointee.  Array/VLA: element type.
  Type *base;

  // Declaration
  Token *name;
  Token *name_pos;

  // Array
  int array_len;      // -1 for an incomplete array `T x[]`

  // Variable-length array
  Node *vla_len;      // number of elements, an expression
  Obj *vla_size;      // local holding sizeof(the VLA) in bytes, set when declared

  // Struct, union or enum: its tag, or NULL when it has none; an enum's
  // constants in order (-g names and lists them)
  Token *tag;
  EnumConst *enumerators;

  // Struct or union
  Member *members;
  bool is_flexible;   // ends in a flexible array member
  bool is_packed;
  bool is_transparent_union;  // GCC's transparent_union: see funcall()
  bool is_incomplete;

  // Function
  Type *return_ty;
  Type *params;       // list of parameter types linked through `next`
  bool is_variadic;
  bool has_proto;     // false for `int f()` (old-style, unprototyped)
  uint64_t noescape_params; // bit i: parameter i is declared noescape
  Type *next;
};

// A constant of an enum type.
struct EnumConst {
  EnumConst *next;
  Token *name;
  int64_t val;
};

// A struct or union member.
struct Member {
  Member *next;
  Type *ty;
  Token *tok;   // for error messages
  Token *name;  // NULL for an anonymous struct/union member
  int idx;      // position among members
  int align;
  int offset;   // byte offset from the start of the struct

  // Bitfield: the value occupies bits [bit_offset, bit_offset+bit_width) of
  // the storage unit of type `ty` that starts at `offset`.
  bool is_bitfield;
  int bit_offset;
  int bit_width;
};

extern Type *ty_void;
extern Type *ty_bool;
extern Type *ty_char;
extern Type *ty_short;
extern Type *ty_int;
extern Type *ty_long;
extern Type *ty_llong;
extern Type *ty_int128;
extern Type *ty_uchar;
extern Type *ty_ushort;
extern Type *ty_uint;
extern Type *ty_ulong;
extern Type *ty_ullong;
extern Type *ty_uint128;
extern Type *ty_float;
extern Type *ty_double;
extern Type *ty_ldouble;

bool is_integer(Type *ty);   // includes bool, char, enum, int128
bool is_array(Type *ty);     // TY_ARRAY or TY_VLA
bool is_struct_or_union(Type *ty);
bool value_is_address(Type *ty); // struct, union, array or function
bool is_integer_like(Type *ty);  // one general register: integers but __int128, pointers, addresses
int integer_like_size(Type *ty); // 8 for addresses, 1 for _Bool, else the size
int operation_width(Type *ty);   // 4 or 8: the width operations on it use
bool type_has_pointer(Type *ty); // a pointer, or an array, struct or union holding one
bool is_flonum(Type *ty);
bool is_numeric(Type *ty);
bool is_scalar(Type *ty);    // numeric or pointer
bool is_compatible(Type *t1, Type *t2);
Type *copy_type(Type *ty);
Type *pointer_to(Type *base);
Type *func_type(Type *return_ty);
Type *array_of(Type *base, int len);
Type *vla_of(Type *base, Node *expr);
Type *enum_type(void);
Type *struct_type(void);
void add_type(Node *node);   // computes node->ty (and its children's)

// const_eval.c, fold.c: integer values in the representation of their type,
// and the code generator's constant folding (false: not a constant it folds)
int64_t int_repr(Type *ty, int64_t v);
bool fold_int(Node *node, int64_t *val);
bool is_int_const(Node *node);   // a number or an expression fold_int evaluates
bool is_float_const(Node *node, long double *val); // a float or double constant, exact

// ldouble.c: the 16 bytes of a long double constant in the target's format
void encode_long_double(long double v, uint8_t out[16]);

//
// parse.c
//

// A global or local variable, or a function.
struct Obj {
  Obj *next;
  char *name;       // C identifier
  char *asm_name;   // symbol in the assembly output (asm label, or unique name
                    // for static locals and literals); always set for globals
  Type *ty;
  Token *tok;       // where it was declared
  bool is_local;
  int align;        // alignment (from type or _Alignas/aligned)

  // Local variable
  int offset;          // frame offset, assigned by the backend's frame layout
  bool is_addr_taken;  // & was applied to it, or it is an array/struct used
                       // through a pointer (safe mode makes these GC objects)
  bool is_compound_literal; // the object of `(type){...}`: an lvalue, unlike
                            // the other unnamed temporaries
  // Safe mode, set by escape.c: the object's address may outlive the call
  // (so it cannot live in the frame); for a pointer local or parameter,
  // what it points to may outlive the call (a parameter "captures").
  bool address_escapes;
  bool pointee_escapes;
  // An object whose address escapes only into parameters of other units'
  // functions: the markers that say none of them keeps it (a "linked"
  // frame object, locals.c's is_linked_frame_object).
  StringArray noescape_markers;
  int linked_offset;   // a linked frame object's payload in the frame
  // The body has an ND_DECL for it (named, not a VLA), and whether a
  // label or case in its scope may let a jump skip that declaration.
  bool has_decl_node;
  bool may_be_bypassed;
  // The initializer of its declaration (`T *p = init;`), or NULL.
  Node *decl_init;
  // The statement of its declaration in its block's list (the
  // statements after it are decl_stmt->next ...), or NULL.
  Node *decl_stmt;
  // A parser temporary that its expression assigns before it reads it
  // (`tmp = &lvalue, *tmp = *tmp + 1`): only a jump into the middle of
  // the expression, to a label in a statement expression, could read it
  // first.
  bool is_assigned_first;

  // Global variable or function
  bool is_function;
  bool is_definition;
  bool is_static;
  bool is_tentative;   // `int x;` at file scope with no initializer
  bool is_tls;         // _Thread_local / __thread
  bool is_string_literal;
  bool is_readonly;    // const-qualified object: may go to .rodata
  char *init_data;     // initial bytes (ty->size of them), NULL for zero
  Relocation *rel;     // pointers inside init_data

  // Attributes
  bool is_weak;
  bool is_used;        // __attribute__((used)): emit even if unreferenced
  char *alias_target;  // __attribute__((alias("name"))): asm_name of target
  char *section;       // __attribute__((section("name")))
  char *visibility;    // "hidden", "protected", "default" or NULL
  bool is_constructor; // __attribute__((constructor))
  bool is_destructor;  // __attribute__((destructor))
  bool is_noreturn;

  // Function
  bool is_inline;
  bool is_noinline;        // __attribute__((noinline))
  // Bit i: parameter i was declared `__attribute__((noescape))` by some
  // declaration (escape.c checks it at the definition and relies on it
  // at calls; docs/safe-mode.md, "Escape facts across units").
  uint64_t noescape_params;
  Token *inline_body;      // the "{" of a body calls may copy (parse_inline.c)
  bool is_being_inlined;   // a copy of its body is being parsed
  Obj *params;         // parameters, linked through `next`, in order.  They are
                       // also the LAST entries of `locals`, so following `next`
                       // from params visits exactly the parameters.
  Node *body;          // ND_BLOCK
  bool has_label_in_stmt_expr; // a label or case inside a statement expression
  Obj *locals;         // every local of the function: temporaries and block
                       // locals first, then the parameters
  int stack_size;      // set by the backend's frame layout

  // Function liveness: a static inline function is emitted only if some
  // emitted function references it.  The backend emits a function definition
  // only when is_live is true.
  bool is_live;
  bool is_root;
  StringArray refs;
};

// A pointer inside a global's initial data: at byte `offset` of init_data
// the backend emits the address of symbol `label` plus `addend`.
struct Relocation {
  Relocation *next;
  int offset;
  char *label;   // asm_name of the target symbol
  long addend;
  char *sub_label; // if set: the value is label - sub_label + addend (GNU
                   // `&&l1 - &&l0` in static initializers)
  int size;        // bytes of the value: 8, or 4 (then sub_label is set)
  bool no_capability; // the address went through an integer type, or the
                      // slot is no pointer: safe mode gives it no capability
};

// AST node kinds.  Every expression node has `ty` set (by add_type).
// "Converted" means the parser has already inserted ND_CAST where C's
// conversions require one, so backends never convert implicitly.
//
// Values of array, struct, union and function type: evaluating such an
// expression yields its *address* (arrays and functions decay; structs are
// handled through their address by assignment, calls and returns).
typedef enum {
  // --- expressions ---
  ND_NUM,       // constant: `val` (integers, pointers) or `fval` (is_flonum(ty))
  ND_VAR,       // variable `var` (lvalue).  If var->ty is TY_VLA, the variable's
                // slot holds the address of the array storage.
  ND_ADD,       // lhs + rhs, both converted to ty (arithmetic types only)
  ND_SUB,       // lhs - rhs, as ND_ADD
  ND_MUL,       // lhs * rhs, as ND_ADD
  ND_DIV,       // lhs / rhs, as ND_ADD (signedness from ty)
  ND_MOD,       // lhs % rhs, integers, as ND_ADD
  ND_BITAND,    // lhs & rhs, as ND_ADD
  ND_BITOR,     // lhs | rhs
  ND_BITXOR,    // lhs ^ rhs
  ND_SHL,       // lhs << rhs; lhs converted to ty, rhs any promoted integer
  ND_SHR,       // lhs >> rhs; arithmetic if ty is signed
  ND_EQ,        // lhs == rhs: operands converted to a common type (arithmetic
  ND_NE,        //   or both pointers); ty is int.  `>` and `>=` are built
  ND_LT,        //   as ND_LT/ND_LE with the operands swapped (the operands
  ND_LE,        //   are still evaluated in source order by the parser's temps
                //   only when it matters: evaluation order is unspecified in C)
  ND_NEG,       // -lhs, lhs converted to ty
  ND_BITNOT,    // ~lhs, lhs converted to ty
  ND_NOT,       // !lhs, lhs any scalar; ty int
  ND_LOGAND,    // lhs && rhs, scalars; ty int
  ND_LOGOR,     // lhs || rhs, scalars; ty int
  ND_COND,      // cond ? then : els, then/els converted to ty (or void)
  ND_COMMA,     // lhs, rhs; ty = rhs->ty
  ND_ASSIGN,    // lhs = rhs.  lhs is an lvalue (ND_VAR, ND_DEREF, ND_MEMBER —
                // possibly a bitfield member), rhs converted to lhs->ty (same
                // struct/union type for aggregates).  Value: the stored value.
  ND_MEMBER,    // lhs.member, lhs an lvalue or value of struct/union type
                // (p->m is built as (*p).m)
  ND_ADDR,      // &lhs: lhs an lvalue, array, or function designator
  ND_DEREF,     // *lhs: lhs of pointer type; ty is the pointee (lvalue)
  ND_PTR_ADD,   // pointer arithmetic: lhs pointer (or array) expression, rhs
                // a byte offset of type long, already scaled by the element
                // size and negated for subtraction.  ty = pointer type.
                // This is the ONLY node that moves a pointer.
  ND_CAST,      // (ty)lhs: every conversion, including to/from _Bool,
                // floating types, and pointer<->integer
  ND_FUNCALL,   // call. lhs: function designator (ty TY_FUNC) or pointer to
                // function.  func_ty: the function type.  args: arguments
                // linked through `next`, converted to the parameter types (or
                // default-promoted for `...` and unprototyped calls).
                // ret_buffer: a local of the return type when it is a struct
                // or union (the value of the call is its address).  ty: return type.
  ND_STMT_EXPR, // GNU ({ ... }): body is the statement list; the value is
                // that of the last expression statement (void if none)
  ND_MEMZERO,   // zero all ty->size bytes of local `var` (before an initializer)
  ND_LABEL_VAL, // &&label: address of unique_label (void *)
  ND_CAS,       // atomic compare-and-swap: cas_addr (T *), cas_old (T *
                // expected, updated on failure), cas_new (T).  ty bool.
  ND_EXCH,      // atomic exchange: lhs (T *), rhs (T) -> old value, ty T
  ND_FETCH_OP,  // atomic fetch-and-op: lhs (T *), rhs (T), `op` one of
                // ND_ADD/ND_SUB/ND_BITAND/ND_BITOR/ND_BITXOR -> old value, ty T
  ND_FENCE,     // full memory barrier (ty void)
  ND_VA_START,  // va_start: lhs is the va_list object (an array-typed lvalue,
                // so its value is its address).  ty void.
  ND_VA_ARG,    // va_arg: lhs is a va_list (its address, as above); ty is
                // pointer to the argument type.  Yields the address of the next
                // argument and advances the list; `var` is a local of the
                // argument type the backend may copy the argument into
                // (NULL in safe mode, which reads arguments in place).
  ND_VA_COPY,   // va_copy(lhs, rhs): both va_list objects (addresses).  ty void.
  ND_ALLOCA,    // __builtin_alloca(lhs): lhs long byte count -> void * to
                // fresh 16-byte-aligned stack memory of the current function
  ND_VLA_ALLOC, // declares VLA local `var`: allocate lhs (long) bytes of stack
                // and store the address into var's slot.  ty void.
  ND_CLZ,       // __builtin_clz family: lhs unsigned int or unsigned long; ty int
  ND_CTZ,       // __builtin_ctz family, as ND_CLZ
  ND_POPCOUNT,  // __builtin_popcount family, as ND_CLZ
  ND_BSWAP,     // __builtin_bswap16/32/64: lhs converted to ty
  ND_SQRT,      // __builtin_sqrt/sqrtf/sqrtl: the IEEE square root of lhs (converted to
                //   ty: double, float or long double), one instruction; unlike the
                //   library's sqrt it does not set errno (as gcc -fno-math-errno)
  ND_OVF_ADD,   // lhs op rhs in type T with overflow detection: lhs and rhs
  ND_OVF_SUB,   //   converted to T, cas_addr is `out` (a T *); stores the
  ND_OVF_MUL,   //   wrapped result to *out; value (ty bool) is 1 on overflow.
                //   (For __builtin_*_overflow the parser computes the exact
                //   result in __int128 and range-checks it when it can, and
                //   falls back to ND_OVF_* when __int128 is too narrow.)
  ND_TRAP,      // __builtin_trap / __builtin_unreachable: stop the program
  ND_FRAME_ADDR,// __builtin_frame_address(0): this function's frame address (void *)
  ND_PREFETCH,  // __builtin_prefetch(lhs, rw, locality): a hint to fetch lhs's
                //   line; val is the locality (0-3), the value void
  ND_OBJECT_SIZE,// safe mode's __builtin_dynamic_object_size(lhs, t): the bytes from
                 //   pointer lhs to the end of its object, by its capability (size_t)

  // --- statements ---
  ND_RETURN,    // return lhs (lhs NULL for `return;`), converted to the return type
  ND_IF,        // if (cond) then else els (els may be NULL)
  ND_FOR,       // for (init; cond; inc) then.  init is a statement or NULL,
                // cond/inc expressions or NULL.  `while` is a for without init
                // and inc.  brk_label and cont_label are the targets of
                // break/continue.
  ND_DO,        // do then while (cond); brk_label, cont_label as ND_FOR
  ND_SWITCH,    // switch (cond) then.  case_next lists every `case` ND_CASE of
                // this switch (not nested switches, not the default label);
                // default_case (an ND_CASE) may be NULL.
                // cond converted to its promoted type.  brk_label.
  ND_CASE,      // case begin ... end: (begin == end for a plain case), or the
                // default label; label is its assembly label; lhs the
                // statement that follows it.
  ND_BLOCK,     // { body } — statements linked through `next`
  ND_GOTO,      // goto unique_label
  ND_GOTO_EXPR, // goto *lhs
  ND_LABEL,     // unique_label: lhs (the labelled statement)
  ND_EXPR_STMT, // lhs;
  ND_ASM,       // basic asm statement: asm_str is emitted as is
  ND_DECL,      // the declaration of automatic local `var` is reached (before
                // its initializer): its lifetime starts anew.  Safe mode gives
                // such a local a fresh object here; other code ignores it.
} NodeKind;

struct Node {
  NodeKind kind;
  Node *next;       // next statement / argument
  Type *ty;
  Token *tok;       // representative token, for diagnostics and source locations

  Node *lhs;
  Node *rhs;

  // ND_BLOCK: a compound statement, which opens a scope (not the list of
  // statements a declaration becomes)
  bool is_scope;

  // if / for / do / switch / ?:
  Node *cond;
  Node *then;
  Node *els;
  Node *init;
  Node *inc;

  // break/continue targets (assembly labels)
  char *brk_label;
  char *cont_label;

  // block or statement expression
  Node *body;

  // x++ / x--: the same effect without the old value (x = x + 1), which a
  // backend may generate instead when the value is unused.  NULL otherwise.
  Node *discarded;

  // struct member access
  Member *member;

  // function call
  Type *func_ty;
  Node *args;
  Obj *ret_buffer;

  // goto / labels
  char *label;         // the label as written
  char *unique_label;  // its assembly label
  Node *goto_next;

  // switch / case
  Node *case_next;
  Node *default_case;
  int64_t begin;
  int64_t end;

  // asm
  char *asm_str;

  // atomics
  Node *cas_addr;
  Node *cas_old;
  Node *cas_new;
  NodeKind op;     // ND_FETCH_OP

  // variable (ND_VAR, ND_MEMZERO, ND_VA_ARG temp, ND_VLA_ALLOC)
  Obj *var;

  // constants
  int64_t val;
  long double fval;
};

Obj *parse(Token *tok);   // the translation unit: globals and functions
extern StringArray file_scope_asm; // top-level asm("...") strings, in source
                                   // order; the backend emits them verbatim
Node *new_cast(Node *expr, Type *ty);
int64_t const_expr(Token **rest, Token *tok);

//
// main.c — options shared with the rest of the compiler
//

extern bool opt_fpic;      // -fPIC / -fpic: position-independent code
extern char *opt_input;    // the translation unit being compiled
extern bool opt_debug_info; // -g: DWARF debugging information (src/debug.c)
extern bool opt_fcommon;   // -fcommon: tentative definitions become common symbols
extern bool opt_safe;      // -fsafe: memory-safe code (docs/safe-mode.md)
// The code generator's optimisations, each with an -fno- option that
// turns it off (docs/codegen-x86_64.md):
extern bool opt_fold_constants;  // -ffold-constants (fold.c)
extern bool opt_register_locals; // -fregister-locals (locals.c)
extern bool opt_jump_tables;     // -fjump-tables (switch.c)
extern bool opt_selective_zeroing; // -fselective-zeroing (frame.c, safe mode)
extern bool opt_register_temporaries; // -fregister-temporaries (the backend)
extern bool opt_compare_branch;  // -fcompare-branch (the backend)
extern bool opt_elide_checks;    // -felide-redundant-checks (checks.c, safe mode)
extern bool opt_check_hulls;     // -fcheck-hulls (checks.c, safe mode)
extern bool opt_checks_at_joins; // -fchecks-at-joins (checks.c, safe mode)
extern bool opt_checks_across_calls; // -fchecks-across-calls (checks.c, safe mode)
extern bool opt_rotate_loops;    // -frotate-loops (gen_stmt.c)
extern bool opt_divide_by_multiply; // -fdivide-by-multiply (divide.c)
extern bool opt_share_register_locals; // -fshare-register-locals (locals.c)
extern bool opt_shift_checks;    // -fshift-checks (checks.c, gen_update.c, safe mode)
extern bool opt_pointed_places;  // -fpointed-places (operands.c, safe mode)
extern bool opt_hoist_checks;    // -fhoist-checks (hoist.c, safe mode)
extern bool opt_skip_unused_caps; // -fskip-unused-capabilities (gen_expr.c, safe mode)
extern bool opt_null_faults;      // -fnull-faults (backend, runtime/trap.c, safe mode)
extern bool opt_cross_unit_escape; // -fcross-unit-escape (escape.c, safe mode)
extern bool opt_frame_objects;   // -fframe-objects (escape.c, locals.c, safe mode)
extern bool opt_frame_aux_arrays; // -fframe-aux-arrays (locals.c, safe mode)
extern bool opt_float_memory_operands; // -ffloat-memory-operands (gen_arith.c, the backend)
extern bool opt_fold_index_constants; // -ffold-index-constants (operands.c)
extern bool opt_drop_copies_back; // -fdrop-copies-back (emit.c)
extern bool opt_compare_in_memory; // -fcompare-in-memory (gen_arith.c)
extern bool opt_index_member_arrays; // -findex-member-arrays (operands.c)
extern bool opt_load_widened_locals; // -fload-widened-locals (gen_arith.c)
extern bool opt_allocate_at_declaration; // -fallocate-at-declaration (locals.c, safe mode)
extern bool opt_count_args_once; // -fcount-args-once (gen_call.c, frame.c, safe mode)
extern bool opt_inline;          // -finline (parse_inline.c): small static functions expanded
extern bool opt_builtin_sqrt;    // -fbuiltin-sqrt (gen_builtin.c): sqrt calls inline

#endif
