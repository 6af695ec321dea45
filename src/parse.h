// parse.h — declarations shared by the parser's own files (parse.c,
// parse_expr.c, parse_init.c, const_eval.c) and type.c.  Not part of the
// contract: nothing outside the front end's parser includes it.

#ifndef PARSE_H
#define PARSE_H

#include "safecc.h"
#include "backend.h"

// type.c helpers
Type *unqual(Type *ty);
Type *promoted_type(Node *node);  // integer promotions (bitfield-aware)
Type *bitfield_promotion(Node *node); // a narrow bitfield's promoted type, or NULL
Type *common_type(Type *a, Type *b);
void convert_to(Node **node, Type *ty);
void complete_copies(Type *orig);

// Variable attributes collected while parsing a declaration.
typedef struct {
  bool is_typedef;
  bool is_static;
  bool is_extern;
  bool is_inline;
  bool is_tls;
  bool is_noreturn;
  bool is_weak;
  bool is_used;
  bool is_constructor;
  bool is_destructor;
  bool is_packed;
  bool is_auto;      // `auto` or `register`
  bool is_register;
  bool is_noinline;  // __attribute__((noinline))
  bool is_noescape;  // a parameter's __attribute__((noescape))
  int align;
  char *alias_target;
  char *section;
  char *visibility;
  char *asm_name;
} VarAttr;

// What a name in an ordinary-identifier scope stands for.
typedef struct {
  Obj *var;
  Type *type_def;
  Type *enum_ty;    // enum constant: its type
  int64_t enum_val; // enum constant: its value
} VarScope;

// parse_complex.c: complex arithmetic lowered to arithmetic on the parts
Node *complex_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok);
Node *complex_unary(NodeKind kind, Node *e, Token *tok);
Node *complex_from(Node *e, Type *cty, Token *tok);
Node *complex_to_real(Node *e, Type *ty, Token *tok);
Node *complex_as_bool(Node *e, Token *tok);
Node *complex_of_parts(Node *re, Node *im, Token *tok);
Node *imaginary_constant(Node *v, Token *tok);

// parse.c
extern Obj *current_fn;
extern int stmt_expr_depth;
VarScope *find_var_scope(Token *tok);
VarScope *push_scope(char *name);
Type *find_tag(Token *tok);
Type *find_tag_here(Token *tok);
void push_tag(Token *tag, Type *ty);
char *tok_name(Token *tok);

// parse_struct.c
Type *struct_union_decl(Token **rest, Token *tok, TypeKind kind);
Type *enum_specifier(Token **rest, Token *tok);
void static_assertion(Token **rest, Token *tok);
Token *pragma_pack(Token *tok);
Token *pragma_weak(Token *tok);
bool skip_static_assert_or_pragma(Token **rest, Token *tok);
bool is_attribute_kw(Token *tok);
bool is_register_var(Obj *var);
Type *complex_type(Type *base, Token *tok);
bool is_complex_type(Type *ty);
char *string_literal_text(Token **rest, Token *tok);
Node *new_node(NodeKind kind, Token *tok);
Node *new_binary(NodeKind kind, Node *lhs, Node *rhs, Token *tok);
Node *new_unary(NodeKind kind, Node *expr, Token *tok);
Node *new_num(int64_t val, Token *tok);
Node *new_long(int64_t val, Token *tok);
Node *new_ulong(int64_t val, Token *tok);
Node *new_var_node(Obj *var, Token *tok);
Obj *new_lvar(char *name, Type *ty);
Obj *new_gvar(char *name, Type *ty);
Obj *new_anon_gvar(Type *ty);
Obj *new_string_literal(char *p, Type *ty);
char *new_unique_name(void);
Obj *find_var_obj(Token *tok);
bool is_typename(Token *tok);
Type *typename(Token **rest, Token *tok);
Type *declspec(Token **rest, Token *tok, VarAttr *attr);
Type *declarator(Token **rest, Token *tok, Type *ty, Token **name);
Token *attribute_list(Token *tok, VarAttr *attr, Type *ty);
Node *compound_stmt(Token **rest, Token *tok);
Node *compute_vla_size(Type *ty, Token *tok);
Member *get_struct_member(Type *ty, Token *tok);
void enter_nesting(Token *tok);
void leave_nesting(void);
void note_vla_declared(void);
void declare_body_params(void);
Node *find_label_value(Token *tok, char *name);

// parse_expr.c
Node *expr(Token **rest, Token *tok);
Node *assign(Token **rest, Token *tok);
Node *conditional(Token **rest, Token *tok);
Node *new_add(Node *lhs, Node *rhs, Token *tok);
Node *new_sub(Node *lhs, Node *rhs, Token *tok);
Node *to_assign(Node *binary);
Node *vla_size_node(Type *ty, Token *tok);
Node *size_in_bytes(Type *ty, Token *tok);
void mark_addr_taken(Node *node);
void note_jump_target(void);
Node *cast_for_assign(Node *expr, Type *ty, Token *tok);
void check_lvalue(Node *node, Token *tok);
Node *new_temp_var(Type *ty, Token *tok, Obj **var);
Node *assign_node(Node *lhs, Node *rhs, Token *tok);
Node *comma(Node *lhs, Node *rhs, Token *tok);
Node *new_call(Node *fn, Type *ft, Node *args, Token *tok);

// parse_builtin.c: a function the compiler calls on its own (a libc
// builtin's library function, libgcc's complex helpers): the declaration
// of `name` in scope, else a new one of type ty.
Obj *named_function(char *name, Type *ty, Token *tok);

// parse_inline.c: calls of small static functions expanded in place
typedef struct {
  Type *ret_ty;
  Node **returns; // each `return` of the body, an ND_BLOCK to fill
  Node **values;  // and its value (NULL for `return;`)
  int num_returns, cap_returns;
} InlineFrame;
extern InlineFrame *inline_frame; // the expansion being parsed, or NULL
void note_inline_candidate(Obj *fn, Token *lbrace, bool old_style);
Node *inline_call(Node *call);
Node *inline_return(Node *value, Token *tok);
// parse_stmt.c: the body at lbrace, parsed in a scope of the file-scope
// names and the parameters (params' names, for vars)
Node *parse_inline_body(Token *lbrace, Obj *params, Obj **vars);
// parse.c: a scope under the file scope, away from the caller's locals
void *enter_file_scope(void);
void leave_file_scope(void *saved);

// parse_init.c
Node *lvar_initializer(Token **rest, Token *tok, Obj *var);
void gvar_initializer(Token **rest, Token *tok, Obj *var);

// const_eval.c
bool is_const_expr(Node *node);
int64_t eval(Node *node);
int64_t eval2(Node *node, char **label);
long double eval_double(Node *node);
int64_t const_expr_node(Node *node, Token *tok);

#endif
