// parse_struct.c — struct, union and enum specifiers: member lists, the
// GCC-compatible layout of structs (bitfields, packed, aligned) and unions,
// member lookup through anonymous members, enumeration constants and the
// choice of an enum's underlying type.  Also _Static_assert.

#include "parse.h"

//
// Struct, union and enum
//

//
// #pragma pack, which the preprocessor hands over as `__pragma_pack(...)`:
// a member's alignment is at most the current pack value (0: no limit).
//

static int pack_align;
static int pack_stack[256];
static int pack_depth;

static int pack_value(Token **rest, Token *tok) {
  int n = const_expr(rest, tok);
  if (n < 0 || (n & (n - 1)))
    error_tok(tok, "alignment must be a small power of two");
  return n;
}

// pack(N) | pack() | pack(push[, id][, N]) | pack(pop[, id])
Token *pragma_pack(Token *tok) {
  tok = skip(tok->next, "(");
  if (equal(tok, "push")) {
    if (pack_depth < 256)
      pack_stack[pack_depth++] = pack_align;
    tok = tok->next;
    while (consume(&tok, tok, ",")) {
      if (tok->kind == TK_IDENT)
        tok = tok->next;
      else
        pack_align = pack_value(&tok, tok);
    }
  } else if (equal(tok, "pop")) {
    if (pack_depth > 0)
      pack_align = pack_stack[--pack_depth];
    tok = tok->next;
    while (consume(&tok, tok, ","))
      tok = tok->next;
  } else if (equal(tok, ")")) {
    pack_align = 0;
  } else {
    pack_align = pack_value(&tok, tok);
  }
  return skip(tok, ")");
}

static int packed_member_align(int align) {
  if (pack_align > 0 && align > pack_align)
    return pack_align;
  return align;
}

// One member declaration: declspec (declarator (":" width)?)+ ";"
static Member *member_decl(Token **rest, Token *tok, Member *cur, int *idx) {
  VarAttr attr = {0};
  Token *start = tok;
  Type *basety = declspec(&tok, tok, &attr);
  if (attr.is_typedef || attr.is_static || attr.is_extern)
    error_tok(start, "storage class in a struct member");

  // Anonymous struct or union member.
  if (equal(tok, ";") && is_struct_or_union(basety)) {
    Member *mem = xcalloc(1, sizeof(Member));
    mem->ty = basety;
    mem->tok = start;
    mem->idx = (*idx)++;
    mem->align = attr.is_packed ? 1 : packed_member_align(basety->align);
    if (attr.align)
      mem->align = MAX(mem->align, attr.align);
    *rest = tok->next;
    return cur->next = mem;
  }

  bool first = true;
  while (!consume(&tok, tok, ";")) {
    if (!first)
      tok = skip(tok, ",");
    first = false;
    Member *mem = xcalloc(1, sizeof(Member));
    VarAttr mattr = attr;
    Token *name = NULL;
    mem->tok = tok;
    mem->ty = declarator(&tok, tok, basety, &name);
    mem->name = name;
    tok = attribute_list(tok, &mattr, NULL);
    if (consume(&tok, tok, ":")) {
      Token *wtok = tok;
      int64_t width = const_expr(&tok, tok);
      if (!is_integer(mem->ty))
        error_tok(mem->tok, "bit-field has invalid type");
      if (width < 0)
        error_tok(wtok, "negative width in bit-field");
      if (width > mem->ty->size * 8)
        error_tok(wtok, "width of bit-field exceeds its type");
      if (width == 0 && name)
        error_tok(wtok, "zero width for bit-field");
      mem->is_bitfield = true;
      mem->bit_width = width;
      tok = attribute_list(tok, &mattr, NULL);
    } else if (!name) {
      error_tok(mem->tok, "declaration does not declare anything");
    }
    if (mem->ty->kind == TY_FUNC)
      error_tok(mem->tok, "member declared as a function");
    if (mem->ty->kind == TY_VLA)
      error_tok(mem->tok, "variable length array in a struct");
    mem->align = mattr.is_packed ? 1 : packed_member_align(mem->ty->align);
    if (mattr.align)
      mem->align = MAX(mem->align, mattr.align);
    mem->idx = (*idx)++;
    cur = cur->next = mem;
  }
  *rest = tok;
  return cur;
}

static bool has_member_named(Type *ty, Token *name, Member *stop);

static void check_member_types(Type *ty) {
  for (Member *m = ty->members; m; m = m->next) {
    if (m->name && has_member_named(ty, m->name, m))
      error_tok(m->name, "duplicate member '%.*s'", m->name->len, m->name->loc);
    bool last = !m->next;
    if (m->ty->kind == TY_ARRAY && m->ty->array_len < 0) {
      if (!last || ty->kind != TY_STRUCT)
        error_tok(m->tok, "flexible array member not at end of struct");
      ty->is_flexible = true;
      continue;
    }
    if (m->ty->kind == TY_VOID || (is_struct_or_union(m->ty) && m->ty->is_incomplete))
      error_tok(m->tok, "field has incomplete type");
  }
}

// Type.size is an int: a struct or union whose size (after rounding up to
// its alignment) does not fit is an error, not a size that wraps negative.
static void set_aggregate_size(Type *ty, int64_t size) {
  if (size > INT32_MAX)
    error_tok(ty->name_pos, "%s is too large", ty->kind == TY_UNION ? "union" : "struct");
  ty->size = size;
}

// Lays out a struct like GCC on SysV: a bitfield shares the storage unit
// of its type when it fits, zero-width bitfields round up to their type.
static void layout_struct(Type *ty) {
  int64_t bits = 0;
  int align = 1;
  for (Member *m = ty->members; m; m = m->next) {
    int unit = m->ty->size * 8;
    if (m->is_bitfield) {
      if (m->bit_width == 0) {
        bits = align_to64(bits, unit);
        continue;
      }
      if (!ty->is_packed && m->align > 1 &&
          bits / unit != (bits + m->bit_width - 1) / unit)
        bits = align_to64(bits, unit);
      if (ty->is_packed || m->align == 1) {
        m->offset = bits / 8;
        m->bit_offset = bits % 8;
        // A packed field straddling its unit is read through the
        // narrowest wider type that holds it.
        int need = m->bit_offset + m->bit_width;
        if (need > unit) {
          bool u = m->ty->is_unsigned;
          if (need <= 16)
            m->ty = u ? ty_ushort : ty_short;
          else if (need <= 32)
            m->ty = u ? ty_uint : ty_int;
          else if (need <= 64)
            m->ty = u ? ty_ulong : ty_long;
          else
            error_tok(m->tok, "packed bit-field spans more than 8 bytes");
        }
      } else {
        m->offset = bits / unit * unit / 8;
        m->bit_offset = bits - m->offset * 8;
      }
      bits += m->bit_width;
      if (m->name)
        align = MAX(align, ty->is_packed ? 1 : m->align);
      continue;
    }
    int malign = ty->is_packed ? 1 : m->align;
    if (ty->is_packed && m->align > m->ty->align)
      malign = m->align;
    bits = align_to64(bits, (int64_t)malign * 8);
    m->offset = bits / 8;
    bits += (int64_t)m->ty->size * 8;
    align = MAX(align, malign);
  }
  ty->align = MAX(ty->align, align);
  set_aggregate_size(ty, align_to64(bits, (int64_t)ty->align * 8) / 8);
}

static void layout_union(Type *ty) {
  int size = 0, align = 1;
  for (Member *m = ty->members; m; m = m->next) {
    int malign = ty->is_packed ? 1 : m->align;
    m->offset = 0;
    m->bit_offset = 0;
    if (m->is_bitfield && !m->name && m->bit_width == 0)
      continue;
    int msize = m->is_bitfield ? (m->bit_width + 7) / 8 : m->ty->size;
    if (m->is_bitfield && !ty->is_packed)
      msize = m->ty->size;
    size = MAX(size, msize);
    if (!m->is_bitfield || m->name)
      align = MAX(align, malign);
  }
  ty->align = MAX(ty->align, align);
  set_aggregate_size(ty, align_to64(size, ty->align));
}

// struct-union-decl = attribute* ident? ("{" member* "}" attribute*)?
Type *struct_union_decl(Token **rest, Token *tok, TypeKind kind) {
  Type attrs = {0};
  attrs.kind = kind;
  VarAttr tattr = {0};
  tok = attribute_list(tok, &tattr, &attrs);

  Token *tag = NULL;
  if (tok->kind == TK_IDENT) {
    tag = tok;
    tok = tok->next;
  }
  if (!tag && !equal(tok, "{"))
    error_tok(tok, "expected struct or union tag or '{'");

  if (tag && !equal(tok, "{")) {
    *rest = tok;
    Type *ty = find_tag_here(tag);
    if (!ty && !equal(tok, ";"))
      ty = find_tag(tag);
    if (ty) {
      if (ty->kind != kind)
        error_tok(tag, "'%.*s' defined as wrong kind of tag", tag->len, tag->loc);
      return ty;
    }
    ty = struct_type();
    ty->kind = kind;
    ty->name_pos = tag;
    ty->tag = tag;
    push_tag(tag, ty);
    return ty;
  }

  Type *ty = NULL;
  if (tag) {
    ty = find_tag_here(tag);
    if (ty && ty->kind != kind)
      error_tok(tag, "'%.*s' defined as wrong kind of tag", tag->len, tag->loc);
    if (ty && !ty->is_incomplete)
      error_tok(tag, "redefinition of '%.*s'", tag->len, tag->loc);
  }
  if (!ty) {
    ty = struct_type();
    ty->kind = kind;
    ty->name_pos = tag ? tag : tok;
    ty->tag = tag;
    if (tag)
      push_tag(tag, ty);
  }
  ty->is_packed = attrs.is_packed;
  ty->is_transparent_union = attrs.is_transparent_union;

  enter_nesting(tok);
  tok = tok->next;
  Member head = {0}, *cur = &head;
  int idx = 0;
  while (!consume(&tok, tok, "}")) {
    if (tok->kind == TK_EOF)
      error_tok(tok, "expected '}'");
    if (equal(tok, ";")) {
      tok = tok->next;
      continue;
    }
    if (skip_static_assert_or_pragma(&tok, tok))
      continue;
    cur = member_decl(&tok, tok, cur, &idx);
  }
  leave_nesting();
  tok = attribute_list(tok, &tattr, ty);
  ty->members = head.next;
  check_member_types(ty);
  ty->is_incomplete = false;
  if (tattr.is_packed)
    ty->is_packed = true;
  ty->align = 1;
  if (kind == TY_STRUCT)
    layout_struct(ty);
  else
    layout_union(ty);
  if (tattr.align) {
    ty->align = MAX(ty->align, tattr.align);
    set_aggregate_size(ty, align_to64(ty->size, ty->align));
  }
  complete_copies(ty);
  *rest = tok;
  return ty;
}

// Whether a member before `stop` (or inside an anonymous member) is `name`.
static bool has_member_named(Type *ty, Token *name, Member *stop) {
  for (Member *m = ty->members; m && m != stop; m = m->next) {
    if (m->name && m->name->len == name->len &&
        !strncmp(m->name->loc, name->loc, name->len))
      return true;
    if (!m->name && is_struct_or_union(m->ty) && has_member_named(m->ty, name, NULL))
      return true;
  }
  return false;
}

// Finds member `name` of a struct or union.  A name inside an anonymous
// member yields that anonymous member, so that callers build the access
// one step at a time.
static Member *find_member_in(Type *ty, Token *name) {
  for (Member *m = ty->members; m; m = m->next) {
    if (!m->name) {
      if (is_struct_or_union(m->ty) && find_member_in(m->ty, name))
        return m;
      continue;
    }
    if (m->name->len == name->len && !strncmp(m->name->loc, name->loc, name->len))
      return m;
  }
  return NULL;
}

// The member `tok` of struct type `ty`, or the anonymous member that
// contains it; error if there is none.
Member *get_struct_member(Type *ty, Token *tok) {
  if (!is_struct_or_union(ty))
    error_tok(tok, "member reference base type is not a structure or union");
  if (ty->is_incomplete)
    error_tok(tok, "incomplete definition of type");
  Member *m = find_member_in(ty, tok);
  if (!m)
    error_tok(tok, "no member named '%.*s'", tok->len, tok->loc);
  return m;
}

// enum-specifier = ident? "{" enum-list? "}" | ident
Type *enum_specifier(Token **rest, Token *tok) {
  tok = attribute_list(tok, NULL, NULL);
  Token *tag = NULL;
  if (tok->kind == TK_IDENT) {
    tag = tok;
    tok = tok->next;
  }
  if (!tag && !equal(tok, "{"))
    error_tok(tok, "expected enum tag or '{'");

  if (tag && !equal(tok, "{")) {
    Type *ty = find_tag(tag);
    *rest = tok;
    if (ty)
      return ty;
    // Forward reference to an enum (a GNU extension).
    ty = enum_type();
    ty->is_incomplete = true;
    push_tag(tag, ty);
    return ty;
  }

  Type *ty = NULL;
  if (tag) {
    ty = find_tag_here(tag);
    if (ty && (ty->kind != TY_ENUM || !ty->is_incomplete))
      error_tok(tag, "redefinition of 'enum %.*s'", tag->len, tag->loc);
  }
  if (!ty)
    ty = enum_type();
  ty->tag = tag;
  ty->is_incomplete = false;
  tok = tok->next;

  // Each constant first gets its value; the enum's type is chosen from the
  // range of values, and constants outside int take the enum's type.
  VarScope *consts[4096];
  VarScope **list = consts;
  int n = 0, cap = 4096;
  int64_t val = 0, minv = 0, maxv = 0;
  bool first = true, any_unsigned_big = false;
  bool prev_is_int = true; // the previous constant has type int
  EnumConst head = {0}, *last = &head;
  while (!consume(&tok, tok, "}")) {
    if (!first)
      tok = skip(tok, ",");
    if (consume(&tok, tok, "}"))
      break;
    if (tok->kind != TK_IDENT)
      error_tok(tok, "expected an identifier");
    Token *name = tok;
    tok = attribute_list(tok->next, NULL, NULL);
    if (consume(&tok, tok, "=")) {
      Node *e = conditional(&tok, tok);
      add_type(e);
      val = const_expr_node(e, name);
      if (e->ty->is_unsigned && e->ty->size == 8 && val < 0)
        any_unsigned_big = true;
      prev_is_int = e->ty->size <= 4 && !(e->ty->is_unsigned && e->ty->size == 4);
    } else if (!first && (val == INT64_MAX || (prev_is_int && val == INT32_MAX))) {
      error_tok(name, "overflow in enumeration values");
    } else if (!first) {
      val++;
    }
    if (first || val < minv) minv = val;
    if (first || val > maxv) maxv = val;
    first = false;
    VarScope *vs = push_scope(tok_name(name));
    vs->enum_ty = ty_int;
    vs->enum_val = val;
    last = last->next = xcalloc(1, sizeof(EnumConst));
    last->name = name;
    last->val = val;
    if (n == cap) {
      VarScope **nl = xcalloc(cap * 2, sizeof(VarScope *));
      memcpy(nl, list, sizeof(VarScope *) * n);
      list = nl;
      cap *= 2;
    }
    list[n++] = vs;
  }

  Type *base;
  if (any_unsigned_big)
    base = ty_ulong;
  else if (minv >= 0 && maxv <= UINT32_MAX)
    base = ty_uint; // GCC: an enum without negative values is unsigned
  else if (minv >= INT32_MIN && maxv <= INT32_MAX)
    base = ty_int;
  else
    base = ty_long;

  if (base->size == 8) {
    // GCC makes such an enum 8 bytes wide.
    ty->kind = TY_LONG;
    ty->size = ty->align = 8;
  }
  ty->is_unsigned = base->is_unsigned;
  ty->enumerators = head.next;
  for (int i = 0; i < n; i++)
    if (list[i]->enum_val < INT32_MIN || list[i]->enum_val > INT32_MAX ||
        any_unsigned_big)
      list[i]->enum_ty = base;
  if (tag)
    push_tag(tag, ty);
  *rest = attribute_list(tok, NULL, NULL);
  return ty;
}

//
// _Static_assert
//

// _Static_assert, #pragma pack and #pragma weak may stand wherever a
// declaration may (file scope, struct bodies, blocks).  Consumes one and
// returns true, or returns false if tok starts none of them.
bool skip_static_assert_or_pragma(Token **rest, Token *tok) {
  if (equal(tok, "_Static_assert")) {
    static_assertion(rest, tok);
    return true;
  }
  if (equal(tok, "__pragma_pack")) {
    *rest = pragma_pack(tok);
    return true;
  }
  if (equal(tok, "__pragma_weak")) {
    *rest = pragma_weak(tok);
    return true;
  }
  return false;
}

void static_assertion(Token **rest, Token *tok) {
  Token *start = tok;
  tok = skip(tok->next, "(");
  int64_t val = const_expr(&tok, tok);
  char *msg = NULL;
  if (consume(&tok, tok, ",")) {
    if (tok->kind != TK_STR)
      error_tok(tok, "expected a string literal");
    msg = tok->str;
    tok = tok->next;
  }
  tok = skip(tok, ")");
  *rest = skip(tok, ";");
  if (!val) {
    if (msg)
      error_tok(start, "static assertion failed: \"%s\"", msg);
    error_tok(start, "static assertion failed");
  }
}

