// debug.c — `-g`: DWARF debugging information (docs/debugging.md).
//
// The line table is the assembler's: `.file` and `.loc` directives before
// the code of each statement.  Everything else is written here as data
// directives, DWARF version 4: one compilation unit whose children are
// the functions (with their parameters and locals), the globals defined
// in the unit, and the types they use.  Where a variable lives comes
// from the target (Target.debug_location), and the frame description
// (`.cfi_*`) from its prologue and epilogue.  All of it goes through
// emit_directive or into separate sections, so `-g` changes no
// instruction.

#include "codegen.h"
#include <unistd.h>

// DWARF constants (DWARF 4, section 7).
enum {
  DW_TAG_array_type = 0x01, DW_TAG_enumeration_type = 0x04, DW_TAG_formal_parameter = 0x05,
  DW_TAG_const_type = 0x26, DW_TAG_volatile_type = 0x35, DW_TAG_typedef = 0x16,
  DW_TAG_lexical_block = 0x0b, DW_TAG_enumerator = 0x28,
  DW_TAG_member = 0x0d, DW_TAG_pointer_type = 0x0f, DW_TAG_compile_unit = 0x11,
  DW_TAG_structure_type = 0x13, DW_TAG_subroutine_type = 0x15, DW_TAG_union_type = 0x17,
  DW_TAG_unspecified_parameters = 0x18, DW_TAG_variable = 0x34, DW_TAG_subrange_type = 0x21,
  DW_TAG_base_type = 0x24, DW_TAG_subprogram = 0x2e,
};
enum {
  DW_AT_location = 0x02, DW_AT_name = 0x03, DW_AT_byte_size = 0x0b, DW_AT_stmt_list = 0x10,
  DW_AT_low_pc = 0x11, DW_AT_high_pc = 0x12, DW_AT_language = 0x13, DW_AT_comp_dir = 0x1b,
  DW_AT_producer = 0x25, DW_AT_prototyped = 0x27, DW_AT_count = 0x37, DW_AT_data_member_location = 0x38,
  DW_AT_declaration = 0x3c, DW_AT_encoding = 0x3e, DW_AT_external = 0x3f, DW_AT_frame_base = 0x40,
  DW_AT_const_value = 0x1c, DW_AT_type = 0x49, DW_AT_ranges = 0x55, DW_AT_bit_size = 0x0d, DW_AT_data_bit_offset = 0x6b,
};
enum {
  DW_FORM_addr = 0x01, DW_FORM_data1 = 0x0b, DW_FORM_data2 = 0x05, DW_FORM_data4 = 0x06,
  DW_FORM_data8 = 0x07, DW_FORM_string = 0x08, DW_FORM_ref4 = 0x13, DW_FORM_sec_offset = 0x17,
  DW_FORM_sdata = 0x0d, DW_FORM_flag = 0x0c, DW_FORM_exprloc = 0x18, DW_FORM_flag_present = 0x19,
};
enum {
  DW_ATE_boolean = 0x02, DW_ATE_complex_float = 0x03, DW_ATE_float = 0x04, DW_ATE_signed = 0x05,
  DW_ATE_signed_char = 0x06, DW_ATE_unsigned = 0x07, DW_ATE_unsigned_char = 0x08,
};
enum {
  DW_OP_addr = 0x03, DW_OP_const8u = 0x0e, DW_OP_call_frame_cfa = 0x9c,
  DW_OP_GNU_push_tls_address = 0xe0, DW_LANG_C11 = 0x1d,
};

// The abbreviations: one per shape of entry this file writes.
typedef enum {
  AB_NONE, AB_UNIT, AB_FUNCTION, AB_VOID_FUNCTION, AB_PARAM, AB_LOCAL, AB_LOCAL_NOWHERE,
  AB_GLOBAL, AB_BASE, AB_POINTER, AB_VOID_POINTER, AB_STRUCT, AB_UNION, AB_ANON_STRUCT,
  AB_ANON_UNION, AB_STRUCT_DECL, AB_UNION_DECL, AB_MEMBER, AB_ANON_MEMBER, AB_BITFIELD,
  AB_ARRAY, AB_SUBRANGE, AB_SUBRANGE_UNBOUNDED, AB_FUNC_TYPE, AB_VOID_FUNC_TYPE,
  AB_PARAM_TYPE, AB_VARARGS, AB_ENUM, AB_ANON_ENUM, AB_ENUMERATOR, AB_LEXICAL_BLOCK, AB_TYPEDEF,
  AB_CONST, AB_VOLATILE,
} Abbrev;

typedef struct {
  int tag;
  bool children;
  int attrs[16]; // name, form pairs, ending in 0
} AbbrevShape;

static const AbbrevShape shapes[] = {
  [AB_UNIT] = {DW_TAG_compile_unit, true, {DW_AT_producer, DW_FORM_string, DW_AT_language, DW_FORM_data2,
               DW_AT_name, DW_FORM_string, DW_AT_comp_dir, DW_FORM_string, DW_AT_low_pc, DW_FORM_addr,
               DW_AT_ranges, DW_FORM_sec_offset, DW_AT_stmt_list, DW_FORM_sec_offset}},
  [AB_FUNCTION] = {DW_TAG_subprogram, true, {DW_AT_name, DW_FORM_string, DW_AT_external, DW_FORM_flag,
                   DW_AT_low_pc, DW_FORM_addr, DW_AT_high_pc, DW_FORM_data8, DW_AT_frame_base,
                   DW_FORM_exprloc, DW_AT_prototyped, DW_FORM_flag_present, DW_AT_type, DW_FORM_ref4}},
  [AB_VOID_FUNCTION] = {DW_TAG_subprogram, true, {DW_AT_name, DW_FORM_string, DW_AT_external,
                        DW_FORM_flag, DW_AT_low_pc, DW_FORM_addr, DW_AT_high_pc, DW_FORM_data8,
                        DW_AT_frame_base, DW_FORM_exprloc, DW_AT_prototyped, DW_FORM_flag_present}},
  [AB_PARAM] = {DW_TAG_formal_parameter, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4,
                DW_AT_location, DW_FORM_exprloc}},
  [AB_LOCAL] = {DW_TAG_variable, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4,
                DW_AT_location, DW_FORM_exprloc}},
  [AB_LOCAL_NOWHERE] = {DW_TAG_variable, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4}},
  [AB_GLOBAL] = {DW_TAG_variable, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4,
                 DW_AT_external, DW_FORM_flag_present, DW_AT_location, DW_FORM_exprloc}},
  [AB_BASE] = {DW_TAG_base_type, false, {DW_AT_name, DW_FORM_string, DW_AT_encoding, DW_FORM_data1,
               DW_AT_byte_size, DW_FORM_data1}},
  [AB_POINTER] = {DW_TAG_pointer_type, false, {DW_AT_byte_size, DW_FORM_data1, DW_AT_type, DW_FORM_ref4}},
  [AB_VOID_POINTER] = {DW_TAG_pointer_type, false, {DW_AT_byte_size, DW_FORM_data1}},
  [AB_STRUCT] = {DW_TAG_structure_type, true, {DW_AT_name, DW_FORM_string, DW_AT_byte_size, DW_FORM_data4}},
  [AB_UNION] = {DW_TAG_union_type, true, {DW_AT_name, DW_FORM_string, DW_AT_byte_size, DW_FORM_data4}},
  [AB_ANON_STRUCT] = {DW_TAG_structure_type, true, {DW_AT_byte_size, DW_FORM_data4}},
  [AB_ANON_UNION] = {DW_TAG_union_type, true, {DW_AT_byte_size, DW_FORM_data4}},
  [AB_STRUCT_DECL] = {DW_TAG_structure_type, false, {DW_AT_name, DW_FORM_string, DW_AT_declaration,
                      DW_FORM_flag_present}},
  [AB_UNION_DECL] = {DW_TAG_union_type, false, {DW_AT_name, DW_FORM_string, DW_AT_declaration,
                     DW_FORM_flag_present}},
  [AB_MEMBER] = {DW_TAG_member, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4,
                 DW_AT_data_member_location, DW_FORM_data4}},
  [AB_ANON_MEMBER] = {DW_TAG_member, false, {DW_AT_type, DW_FORM_ref4, DW_AT_data_member_location,
                      DW_FORM_data4}},
  [AB_BITFIELD] = {DW_TAG_member, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4,
                   DW_AT_bit_size, DW_FORM_data1, DW_AT_data_bit_offset, DW_FORM_data4}},
  [AB_ARRAY] = {DW_TAG_array_type, true, {DW_AT_type, DW_FORM_ref4}},
  [AB_SUBRANGE] = {DW_TAG_subrange_type, false, {DW_AT_count, DW_FORM_data8}},
  [AB_SUBRANGE_UNBOUNDED] = {DW_TAG_subrange_type, false, {0}},
  [AB_FUNC_TYPE] = {DW_TAG_subroutine_type, true, {DW_AT_prototyped, DW_FORM_flag_present, DW_AT_type,
                    DW_FORM_ref4}},
  [AB_VOID_FUNC_TYPE] = {DW_TAG_subroutine_type, true, {DW_AT_prototyped, DW_FORM_flag_present}},
  [AB_PARAM_TYPE] = {DW_TAG_formal_parameter, false, {DW_AT_type, DW_FORM_ref4}},
  [AB_VARARGS] = {DW_TAG_unspecified_parameters, false, {0}},
  [AB_ENUM] = {DW_TAG_enumeration_type, true, {DW_AT_name, DW_FORM_string, DW_AT_byte_size, DW_FORM_data1,
               DW_AT_type, DW_FORM_ref4}},
  [AB_ENUMERATOR] = {DW_TAG_enumerator, false, {DW_AT_name, DW_FORM_string, DW_AT_const_value,
                     DW_FORM_sdata}},
  [AB_CONST] = {DW_TAG_const_type, false, {DW_AT_type, DW_FORM_ref4}},
  [AB_VOLATILE] = {DW_TAG_volatile_type, false, {DW_AT_type, DW_FORM_ref4}},
  [AB_TYPEDEF] = {DW_TAG_typedef, false, {DW_AT_name, DW_FORM_string, DW_AT_type, DW_FORM_ref4}},
  [AB_LEXICAL_BLOCK] = {DW_TAG_lexical_block, true, {DW_AT_low_pc, DW_FORM_addr, DW_AT_high_pc,
                        DW_FORM_data8}},
  [AB_ANON_ENUM] = {DW_TAG_enumeration_type, true, {DW_AT_byte_size, DW_FORM_data1, DW_AT_type,
                    DW_FORM_ref4}},
};

// ---- The line table ----

static HashMap file_numbers; // display file name -> number + 1 (0: none)
static int num_files;
static char *last_loc_file;
static int64_t last_loc_line;

// The token a source position comes from: for a macro's expansion, the
// place the macro was used.
static Token *source_token(Token *tok) {
  while (tok->origin)
    tok = tok->origin;
  return tok;
}

static int file_number(char *name) {
  intptr_t n = (intptr_t)hashmap_get(&file_numbers, name);
  if (n)
    return (int)n;
  n = ++num_files;
  hashmap_put(&file_numbers, name, (void *)n);
  TextBuf text = {0};
  buf_quote_string(&text, name);
  emit_directive(".file %d %s", (int)n, text.data);
  free(text.data);
  return (int)n;
}

// The code that follows comes from the source place of tok.
void debug_line(Token *tok) {
  if (!opt_debug_info || !tok || !tok->filename)
    return;
  tok = source_token(tok);
  int64_t line = token_line(tok);
  if (line == last_loc_line && last_loc_file && !strcmp(last_loc_file, tok->filename))
    return;
  last_loc_file = tok->filename;
  last_loc_line = line;
  emit_directive(".loc %d %lld %d", file_number(tok->filename), (long long)line, token_column(tok));
}

// ---- Entries ----

static TextBuf info;        // the unit's children, as data directives
static TextBuf ranges;      // the unit's address ranges (.debug_ranges)
static HashMap type_labels; // Type * (as a key string) -> label
static Type **type_queue;   // types labelled but not written yet
static int type_queue_len, type_queue_cap;
static int debug_label_count;

static char *debug_label(char *what) {
  return format(".Ldbg_%s%d", what, debug_label_count++);
}

static void entry(Abbrev ab) {
  buf_printf(&info, "\t.uleb128 %d\n", ab);
}

static void end_children(void) {
  buf_printf(&info, "\t.byte 0\n");
}

static void attr_string(char *s) {
  buf_printf(&info, "\t.string ");
  buf_quote_string(&info, s);
  buf_printf(&info, "\n");
}

static void attr_name(Token *tok) {
  attr_string(format("%.*s", tok->len, tok->loc));
}

static char *type_key(Type *ty) {
  return format("%p", (void *)ty);
}

// Is ty a typedef's own copy of its type (parse.c's typedef_decl), not
// a copy of that copy?
static bool is_typedef_copy(Type *ty) {
  return ty->typedef_name && !(ty->origin && ty->origin->typedef_name == ty->typedef_name);
}

// Is ty a copy of its origin made const or volatile (parse.c's
// qualify)?  Its entry is a DW_TAG_const_type (or volatile) of the
// origin's.
static bool is_qualified_copy(Type *ty) {
  return ty->origin && ty->origin->kind == ty->kind &&
         ((ty->is_const && !ty->origin->is_const) || (ty->is_volatile && !ty->origin->is_volatile));
}

// The type an entry names: other copies of a type (the compiler's own)
// share its entry; a typedef's copy and a qualified copy have one of
// their own.
static Type *type_identity(Type *ty) {
  while (!is_typedef_copy(ty) && !is_qualified_copy(ty) && ty->origin && ty->origin->kind == ty->kind &&
         ty->origin->size == ty->size && ty->kind != TY_ARRAY && ty->kind != TY_VLA &&
         ty->kind != TY_PTR && ty->kind != TY_FUNC)
    ty = ty->origin;
  return ty;
}

// A reference to the entry of ty, which is written later if it is new.
static void attr_type(Type *ty) {
  ty = type_identity(ty);
  char *key = type_key(ty);
  char *label = hashmap_get(&type_labels, key);
  if (!label) {
    label = debug_label("t");
    hashmap_put(&type_labels, key, label);
    if (type_queue_len == type_queue_cap) {
      type_queue_cap = type_queue_cap ? type_queue_cap * 2 : 64;
      type_queue = xrealloc(type_queue, type_queue_cap * sizeof(Type *));
    }
    type_queue[type_queue_len++] = ty;
  }
  buf_printf(&info, "\t.long %s-.Ldebug_info0\n", label);
}

static void attr_exprloc(uint8_t *expr, int len) {
  buf_printf(&info, "\t.uleb128 %d\n", len);
  for (int i = 0; i < len; i++)
    buf_printf(&info, "\t.byte 0x%x\n", expr[i]);
}

// ---- Types ----

static char *base_type_name(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: return "_Bool";
  case TY_CHAR:
    if (ty->is_unsigned != !target->char_is_signed)
      return ty->is_unsigned ? "unsigned char" : "signed char";
    return "char";
  case TY_SHORT: return ty->is_unsigned ? "short unsigned int" : "short int";
  case TY_INT: return ty->is_unsigned ? "unsigned int" : "int";
  case TY_LONG:
    if (ty->is_long_long)
      return ty->is_unsigned ? "long long unsigned int" : "long long int";
    return ty->is_unsigned ? "long unsigned int" : "long int";
  case TY_INT128: return ty->is_unsigned ? "__int128 unsigned" : "__int128";
  case TY_FLOAT: return "float";
  case TY_DOUBLE: return "double";
  case TY_LDOUBLE: return "long double";
  default: return NULL;
  }
}

static int base_type_encoding(Type *ty) {
  switch (ty->kind) {
  case TY_BOOL: return DW_ATE_boolean;
  case TY_CHAR: return ty->is_unsigned ? DW_ATE_unsigned_char : DW_ATE_signed_char;
  case TY_FLOAT: case TY_DOUBLE: case TY_LDOUBLE: return DW_ATE_float;
  default: return ty->is_unsigned ? DW_ATE_unsigned : DW_ATE_signed;
  }
}

static void write_members(Type *ty) {
  for (Member *m = ty->members; m; m = m->next) {
    if (m->is_bitfield && m->name) {
      entry(AB_BITFIELD);
      attr_name(m->name);
      attr_type(m->ty);
      buf_printf(&info, "\t.byte %d\n\t.long %d\n", m->bit_width, m->offset * 8 + m->bit_offset);
    } else if (m->is_bitfield) {
      continue; // an unnamed bitfield is padding
    } else {
      entry(m->name ? AB_MEMBER : AB_ANON_MEMBER);
      if (m->name)
        attr_name(m->name);
      attr_type(m->ty);
      buf_printf(&info, "\t.long %d\n", m->offset);
    }
  }
}

static void write_struct(Type *ty) {
  bool is_union = ty->kind == TY_UNION;
  if (ty->is_incomplete) {
    entry(is_union ? AB_UNION_DECL : AB_STRUCT_DECL);
    attr_string(ty->tag ? format("%.*s", ty->tag->len, ty->tag->loc) : "");
    return;
  }
  if (ty->tag) {
    entry(is_union ? AB_UNION : AB_STRUCT);
    attr_name(ty->tag);
  } else {
    entry(is_union ? AB_ANON_UNION : AB_ANON_STRUCT);
  }
  buf_printf(&info, "\t.long %d\n", ty->size);
  write_members(ty);
  end_children();
}

static void write_function_type(Type *ty) {
  bool is_void = ty->return_ty->kind == TY_VOID;
  entry(is_void ? AB_VOID_FUNC_TYPE : AB_FUNC_TYPE);
  if (!is_void)
    attr_type(ty->return_ty);
  for (Type *p = ty->params; p; p = p->next) {
    entry(AB_PARAM_TYPE);
    attr_type(p);
  }
  if (ty->is_variadic || !ty->has_proto)
    entry(AB_VARARGS);
  end_children();
}

static void write_type(Type *ty) {
  if (is_qualified_copy(ty)) {
    entry(ty->is_const && !ty->origin->is_const ? AB_CONST : AB_VOLATILE);
    attr_type(ty->origin);
    return;
  }
  if (is_typedef_copy(ty) && ty->origin) {
    entry(AB_TYPEDEF);
    attr_name(ty->typedef_name);
    attr_type(ty->origin);
    return;
  }
  char *name = base_type_name(ty);
  if (ty->is_complex) {
    Type *part = ty->members->ty;
    entry(AB_BASE);
    attr_string(format("complex %s", base_type_name(part)));
    buf_printf(&info, "\t.byte %d\n\t.byte %d\n", DW_ATE_complex_float, ty->size);
    return;
  }
  if (name) {
    entry(AB_BASE);
    attr_string(name);
    buf_printf(&info, "\t.byte %d\n\t.byte %d\n", base_type_encoding(ty), ty->size);
    return;
  }
  switch (ty->kind) {
  case TY_ENUM:
    entry(ty->tag ? AB_ENUM : AB_ANON_ENUM);
    if (ty->tag)
      attr_name(ty->tag);
    buf_printf(&info, "\t.byte %d\n", ty->size);
    attr_type(ty->size == 8 ? (ty->is_unsigned ? ty_ulong : ty_long)
                            : (ty->is_unsigned ? ty_uint : ty_int));
    for (EnumConst *e = ty->enumerators; e; e = e->next) {
      entry(AB_ENUMERATOR);
      attr_name(e->name);
      buf_printf(&info, "\t.sleb128 %lld\n", (long long)e->val);
    }
    end_children();
    return;
  case TY_PTR:
    if (ty->base->kind == TY_VOID) {
      entry(AB_VOID_POINTER);
      buf_printf(&info, "\t.byte 8\n");
    } else {
      entry(AB_POINTER);
      buf_printf(&info, "\t.byte 8\n");
      attr_type(ty->base);
    }
    return;
  case TY_ARRAY:
  case TY_VLA:
    entry(AB_ARRAY);
    attr_type(ty->base);
    if (ty->kind == TY_ARRAY && ty->array_len >= 0) {
      entry(AB_SUBRANGE);
      buf_printf(&info, "\t.quad %d\n", ty->array_len);
    } else {
      entry(AB_SUBRANGE_UNBOUNDED);
    }
    end_children();
    return;
  case TY_STRUCT:
  case TY_UNION:
    write_struct(ty);
    return;
  case TY_FUNC:
    write_function_type(ty);
    return;
  default: // void has no entry; nothing names it but through a pointer
    entry(AB_BASE);
    attr_string("void");
    buf_printf(&info, "\t.byte %d\n\t.byte 0\n", DW_ATE_signed);
    return;
  }
}

static void write_queued_types(void) {
  for (int i = 0; i < type_queue_len; i++) {
    Type *ty = type_queue[i];
    buf_printf(&info, "%s:\n", (char *)hashmap_get(&type_labels, type_key(ty)));
    write_type(ty);
  }
  type_queue_len = 0;
}

// ---- Functions and variables ----

// A lexical block of the function being generated: the locals declared
// in it and where its code starts and ends.  The function's body is the
// root; its own locals are the function's.
typedef struct Scope Scope;
struct Scope {
  Scope *parent, *children, *last_child, *next;
  char *begin, *end;
  Obj **vars;
  int nvars, cap;
};

// A local's location, found after the prologue.
typedef struct {
  Obj *var;
  uint8_t expr[32];
  int len;
} VarPlace;

static Obj *function;
static char *function_begin, *function_end;
static Scope *root_scope, *current_scope;
static VarPlace *places;
static int nplaces;

// Called right after fn's label: where its code starts.
void debug_function_begin(Obj *fn) {
  if (!opt_debug_info)
    return;
  function = fn;
  function_begin = debug_label("fb");
  function_end = debug_label("fe");
  emit_directive("%s:", function_begin);
  debug_line(fn->tok);
  root_scope = current_scope = xcalloc(1, sizeof(Scope));
}

// Called after the prologue, while the target still knows where fn's
// parameters and locals live.
void debug_function_locals(Obj *fn) {
  if (!opt_debug_info)
    return;
  int n = 0;
  for (Obj *var = fn->locals; var; var = var->next)
    n++;
  places = xrealloc(places, (n + 1) * sizeof(VarPlace));
  nplaces = 0;
  for (Obj *var = fn->locals; var; var = var->next) {
    if (!var->name || !*var->name)
      continue;
    VarPlace *p = &places[nplaces++];
    p->var = var;
    p->len = target->debug_location(var, p->expr);
  }
}

static void add_scope_var(Scope *sc, Obj *var) {
  if (sc->nvars == sc->cap) {
    sc->cap = sc->cap ? sc->cap * 2 : 8;
    sc->vars = xrealloc(sc->vars, sc->cap * sizeof(Obj *));
  }
  sc->vars[sc->nvars++] = var;
}

// The declarations a statement list makes: ND_DECLs in it and in the
// statement lists that its declarations became.
static void add_declared_vars(Scope *sc, Node *list) {
  for (Node *n = list; n; n = n->next) {
    if (n->kind == ND_DECL && n->var->name && *n->var->name)
      add_scope_var(sc, n->var);
    else if (n->kind == ND_BLOCK && !n->is_scope)
      add_declared_vars(sc, n->body);
  }
}

// A statement that opens a scope is about to be generated: a compound
// statement, or a `for` that declares its variable.  Returns true when
// it declares something, and then debug_scope_end must follow its code.
bool debug_scope_begin(Node *node) {
  if (!opt_debug_info || !current_scope)
    return false;
  Scope *sc = xcalloc(1, sizeof(Scope));
  if (node->kind == ND_BLOCK && node->is_scope)
    add_declared_vars(sc, node->body);
  else if (node->kind == ND_FOR && node->init)
    add_declared_vars(sc, node->init);
  if (sc->nvars == 0)
    return false;
  if (node == function->body) {
    // The body's own locals are the function's.
    for (int i = 0; i < sc->nvars; i++)
      add_scope_var(root_scope, sc->vars[i]);
    return false;
  }
  sc->parent = current_scope;
  if (current_scope->last_child)
    current_scope->last_child->next = sc;
  else
    current_scope->children = sc;
  current_scope->last_child = sc;
  sc->begin = debug_label("bb");
  sc->end = debug_label("be");
  emit_directive("%s:", sc->begin);
  current_scope = sc;
  return true;
}

void debug_scope_end(void) {
  emit_directive("%s:", current_scope->end);
  current_scope = current_scope->parent;
}

static VarPlace *place_of(Obj *var) {
  for (int i = 0; i < nplaces; i++)
    if (places[i].var == var)
      return &places[i];
  return NULL;
}

static void write_variable(Obj *var, Abbrev ab) {
  VarPlace *p = place_of(var);
  if (!p)
    return;
  entry(p->len ? ab : AB_LOCAL_NOWHERE);
  attr_string(var->name);
  attr_type(var->ty);
  if (p->len)
    attr_exprloc(p->expr, p->len);
  p->var = NULL; // written; a scope generated twice lists it once
}

static void write_scope(Scope *sc) {
  for (int i = 0; i < sc->nvars; i++)
    write_variable(sc->vars[i], AB_LOCAL);
  for (Scope *child = sc->children; child; child = child->next) {
    entry(AB_LEXICAL_BLOCK);
    buf_printf(&info, "\t.quad %s\n\t.quad %s-%s\n", child->begin, child->end, child->begin);
    write_scope(child);
    end_children();
  }
}

// Called after the last of the function's code: its entry, named as the
// source names it (in safe mode its symbol is sc.<name>), with its
// parameters, its locals and its lexical blocks.
void debug_function_end(void) {
  if (!opt_debug_info)
    return;
  emit_directive("%s:", function_end);
  last_loc_file = NULL;
  Obj *fn = function;
  bool is_void = fn->ty->return_ty->kind == TY_VOID;
  entry(is_void ? AB_VOID_FUNCTION : AB_FUNCTION);
  attr_string(fn->name);
  buf_printf(&info, "\t.byte %d\n", !fn->is_static);
  buf_printf(&info, "\t.quad %s\n\t.quad %s-%s\n", function_begin, function_end, function_begin);
  uint8_t cfa = DW_OP_call_frame_cfa;
  attr_exprloc(&cfa, 1);
  if (!is_void)
    attr_type(fn->ty->return_ty);
  for (Obj *p = fn->params; p; p = p->next)
    if (p->name && *p->name)
      write_variable(p, AB_PARAM);
  // Locals without a declaration statement (a VLA) belong to the function.
  for (Obj *var = fn->locals; var; var = var->next)
    if (var->name && *var->name && !var->has_decl_node && !is_param(fn, var) && var->tok)
      write_variable(var, AB_LOCAL);
  write_scope(root_scope);
  end_children();
  buf_printf(&ranges, "\t.quad %s\n\t.quad %s\n", function_begin, function_end);
  root_scope = current_scope = NULL;
}

// The globals this unit defines, at their addresses; a thread-local at
// its offset in its module's TLS block, which the debugger turns into
// the current thread's copy (DW_OP_const8u, DW_OP_GNU_push_tls_address,
// as gcc writes it for DWARF 4).
static void write_globals(Obj *prog) {
  for (Obj *var = prog; var; var = var->next) {
    if (var->is_function || !var->is_definition || var->is_string_literal || !var->name ||
        !var->tok)
      continue;
    entry(AB_GLOBAL);
    attr_string(var->name);
    attr_type(var->ty);
    char *sym = operand_symbol(symbol_name(var));
    if (var->is_tls)
      buf_printf(&info, "\t.uleb128 10\n\t.byte %d\n\t.quad %s@dtpoff\n\t.byte %d\n",
                 DW_OP_const8u, sym, DW_OP_GNU_push_tls_address);
    else
      buf_printf(&info, "\t.uleb128 9\n\t.byte %d\n\t.quad %s\n", DW_OP_addr, sym);
  }
}

static void write_abbreviations(void) {
  emit(".section .debug_abbrev,\"\",@progbits");
  emit_raw(".Ldebug_abbrev0:\n");
  for (int i = AB_UNIT; i < (int)(sizeof shapes / sizeof shapes[0]); i++) {
    emit(".uleb128 %d", i);
    emit(".uleb128 %d", shapes[i].tag);
    emit(".byte %d", shapes[i].children);
    for (int k = 0; shapes[i].attrs[k]; k += 2)
      emit(".uleb128 %d\n\t.uleb128 %d", shapes[i].attrs[k], shapes[i].attrs[k + 1]);
    emit(".byte 0\n\t.byte 0");
  }
  emit(".byte 0");
}

static char *current_directory(void) {
  static char buf[4096];
  return getcwd(buf, sizeof buf) ? buf : ".";
}

// After the last function: the unit's entries, its abbreviations and its
// address ranges.
void debug_unit_end(Obj *prog) {
  if (!opt_debug_info)
    return;
  write_globals(prog);
  write_queued_types();
  emit(".section .debug_info,\"\",@progbits");
  emit_raw(".Ldebug_info0:\n");
  emit(".long .Ldebug_info_end-.Ldebug_info_start");
  emit_raw(".Ldebug_info_start:\n");
  emit(".value 4");
  emit(".long .Ldebug_abbrev0");
  emit(".byte 8");
  emit(".uleb128 %d", AB_UNIT);
  TextBuf head = {0};
  buf_printf(&head, "\t.string \"safecc\"\n\t.value %d\n\t.string ", DW_LANG_C11);
  buf_quote_string(&head, opt_input ? opt_input : "<stdin>");
  buf_printf(&head, "\n\t.string ");
  buf_quote_string(&head, current_directory());
  buf_printf(&head, "\n\t.quad 0\n\t.long .Ldebug_ranges0\n\t.long .Ldebug_line0\n");
  emit_raw("%s", head.data);
  if (info.len)
    emit_raw("%s", info.data);
  emit(".byte 0");
  emit_raw(".Ldebug_info_end:\n");
  write_abbreviations();
  emit(".section .debug_ranges,\"\",@progbits");
  emit_raw(".Ldebug_ranges0:\n");
  if (ranges.len)
    emit_raw("%s", ranges.data);
  emit(".quad 0\n\t.quad 0");
  emit(".section .debug_line,\"\",@progbits");
  emit_raw(".Ldebug_line0:\n");
}
