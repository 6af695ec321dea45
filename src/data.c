// data.c — symbols and global variables: the one mapping from an object
// to its assembly symbol, symbol attributes (binding, visibility, type),
// sections, initial data with relocations, and in safe mode the object
// headers, static aux arrays and function objects (docs/safe-mode.md).
// None of it depends on the ISA but the one TLS relocation the target
// spells (Target.tls_offset).

#include "codegen.h"

// The assembly symbol of a C-level name.  Safe mode prefixes the names of
// the safe world here, and only here (docs/safe-mode.md): a C name has no
// dot, so `sc.name` can never meet the host's `name`.  Local labels (.L)
// stay as they are.
char *label_symbol(char *asm_name) {
  if (opt_safe && !starts_with(asm_name, ".L"))
    return format("sc.%s", asm_name);
  return asm_name;
}

// A symbol where it is an instruction or data operand.  GNU as reads a
// leading '$' as an immediate, so such names are parenthesised, as gcc does.
char *operand_symbol(char *sym) {
  return sym[0] == '$' ? format("(%s)", sym) : sym;
}

char *symbol_name(Obj *obj) {
  return label_symbol(obj->asm_name ? obj->asm_name : obj->name);
}

// Whether a reference may be bound to a definition in another module at
// run time (so -fPIC code must go through the GOT or PLT).
bool is_preemptible(Obj *obj) {
  if (obj->is_static || starts_with(symbol_name(obj), ".L"))
    return false;
  if (obj->is_definition && obj->visibility &&
      (!strcmp(obj->visibility, "hidden") || !strcmp(obj->visibility, "internal")))
    return false;
  return true;
}

void emit_symbol_attributes(Obj *obj, char *sym, bool is_function) {
  if (obj->is_weak)
    emit(".weak %s", sym);
  else if (!obj->is_static)
    emit(".globl %s", sym);
  if (obj->visibility && strcmp(obj->visibility, "default"))
    emit(".%s %s", obj->visibility, sym);
  emit(".type %s, @%s", sym, is_function ? "function" : "object");
}

static int global_align(Obj *var) {
  int align = MAX(var->align, var->ty->align);
  if (var->ty->kind == TY_ARRAY && var->ty->size >= 16)
    align = MAX(align, 16);
  return MAX(align, 1);
}

static void emit_section(Obj *var) {
  if (var->section)
    emit(".section %s,\"a%s\",@progbits", var->section, var->is_readonly ? "" : "w");
  else if (var->is_tls && (var->init_data || opt_safe))
    emit(".section .tdata,\"awT\",@progbits");
  else if (var->is_tls)
    emit(".section .tbss,\"awT\",@nobits");
  else if ((var->is_readonly || var->is_string_literal) && var->init_data)
    emit(var->rel ? ".section .data.rel.ro,\"aw\",@progbits" : ".section .rodata");
  else if (var->init_data)
    emit(".data");
  else
    emit(".bss");
}

// Emits bytes [pos, end) of init_data: zero runs as .zero, others as .byte.
static void emit_bytes(char *data, int pos, int end) {
  while (pos < end) {
    int zeros = 0;
    while (pos + zeros < end && data[pos + zeros] == 0)
      zeros++;
    if (zeros >= 8 || pos + zeros == end) {
      emit(".zero %d", zeros);
      pos += zeros;
      continue;
    }
    int n = MIN(end - pos, 16);
    char buf[16 * 5 + 1];
    int len = 0;
    for (int i = 0; i < n; i++)
      len += sprintf(buf + len, "%s%d", i ? "," : "", (unsigned char)data[pos + i]);
    emit(".byte %s", buf);
    pos += n;
  }
}

static int reloc_size(Relocation *r) {
  return r->size == 4 ? 4 : 8;
}

// One relocated value: `sym+addend`, or a label difference `l1-l0+addend`
// (GNU &&l1 - &&l0).
static void emit_reloc(Relocation *r) {
  char *dir = reloc_size(r) == 4 ? ".long" : ".quad";
  char *sym = operand_symbol(label_symbol(r->label));
  if (r->sub_label)
    emit("%s %s-%s%+ld", dir, sym, operand_symbol(label_symbol(r->sub_label)), r->addend);
  else if (r->addend)
    emit("%s %s%+ld", dir, sym, r->addend);
  else
    emit("%s %s", dir, sym);
}

static void emit_init_data(Obj *var) {
  int size = var->ty->size;
  Relocation **at = xcalloc(size + 1, sizeof(Relocation *));
  for (Relocation *r = var->rel; r; r = r->next)
    if (r->offset >= 0 && r->offset + reloc_size(r) <= size)
      at[r->offset] = r;
  int pos = 0;
  while (pos < size) {
    if (at[pos]) {
      emit_reloc(at[pos]);
      pos += reloc_size(at[pos]);
      continue;
    }
    int end = pos + 1;
    while (end < size && !at[end])
      end++;
    emit_bytes(var->init_data, pos, end);
    pos = end;
  }
  free(at);
}

// Safe mode: the tag bits of a global's header.
static int global_tags(Obj *var) {
  if (var->is_string_literal)
    return SC_TAG_READONLY | SC_KIND_LITERAL;
  if (var->is_readonly)
    return SC_TAG_READONLY | SC_KIND_GLOBAL;
  return SC_KIND_GLOBAL;
}

// The capability of an initializer's pointer to `label`: that object's
// payload (its symbol), or a function's function object; none for labels
// of code (&&label).
static char *reloc_capability(Obj *prog, Relocation *r) {
  if (r->sub_label || r->no_capability)
    return NULL;
  for (Obj *o = prog; o; o = o->next) {
    char *name = o->asm_name ? o->asm_name : o->name;
    if (name && !strcmp(name, r->label)) {
      char *sym = label_symbol(r->label);
      return o->is_function ? function_object_symbol(sym) : sym;
    }
  }
  return starts_with(r->label, ".L") ? NULL : label_symbol(r->label);
}

// Safe mode: a static aux array holding the capabilities of the pointers
// in var's initializer; returns its label, or NULL if it has none.
static char *emit_static_aux(Obj *prog, Obj *var) {
  int words = (var->ty->size + 7) / 8;
  char **caps = NULL;
  for (Relocation *r = var->rel; r; r = r->next) {
    if (r->size == 4 || r->offset % 8 || r->offset + 8 > var->ty->size)
      continue;
    char *cap = reloc_capability(prog, r);
    if (!cap)
      continue;
    if (!caps)
      caps = xcalloc(words, sizeof(char *));
    caps[r->offset / 8] = cap;
  }
  if (!caps)
    return NULL;
  char *label = new_label();
  emit(".data");
  emit(".balign 32");
  emit_label(label);
  for (int i = 0; i < words; i++)
    emit(".quad %s", caps[i] ? operand_symbol(caps[i]) : "0");
  free(caps);
  return label;
}

// Safe mode: the header before a global's payload, and its entry in the
// sc_globals table.  A global in .bss gets a zero header that the runtime
// fills from the table at start-up.
static void emit_object_header(Obj *var, char *sym, char *aux) {
  int tags = global_tags(var);
  bool in_bss = !var->init_data && !var->is_tls && !var->section;
  if (in_bss) {
    emit(".zero 16");
  } else {
    emit(".quad %d", var->ty->size);
    if (aux)
      emit(".quad %s+%d", aux, tags);
    else
      emit(".quad %d", tags);
  }
  if (var->is_tls) {
    // Its header is static (each thread's copy of the block carries one).
    // sc_tls lists every thread-local, so that the runtime can give each
    // thread its own copy of a static aux array and mark the thread's
    // copies freed when it ends.
    emit_raw("\t.section sc_tls,\"aw\",@progbits\n\t.quad %s-16\n\t.previous\n",
            target->tls_offset(operand_symbol(sym)));
    return;
  }
  emit_raw("\t.section sc_globals,\"aw\",@progbits\n\t.quad %s-16, %d, %d\n\t.previous\n",
          operand_symbol(sym), var->ty->size, tags);
}

// `int x;` followed by `int x = 1;` in one file: only the definition with
// an initializer is emitted, and a tentative one only once.
static bool is_redundant_tentative(Obj *prog, Obj *var) {
  if (!var->is_tentative)
    return false;
  for (Obj *o = prog; o; o = o->next) {
    if (o == var || o->is_function || !o->is_definition || !o->asm_name || !var->asm_name ||
        strcmp(o->asm_name, var->asm_name))
      continue;
    if (!o->is_tentative)
      return true;
    if (o->is_tentative)
      for (Obj *p = prog; p && p != var; p = p->next)
        if (p == o)
          return true;
  }
  return false;
}

static void emit_alias(Obj *obj) {
  char *sym = symbol_name(obj);
  emit_symbol_attributes(obj, sym, obj->is_function);
  emit(".set %s, %s", sym, label_symbol(obj->alias_target));
  if (opt_safe && obj->is_function) {
    char *fo = function_object_symbol(sym);
    emit_symbol_attributes(obj, fo, false);
    emit(".set %s, %s", fo, function_object_symbol(label_symbol(obj->alias_target)));
  }
}

// -fcommon: a tentative definition with external linkage becomes a
// common symbol that the linker merges with a definition elsewhere.
static bool is_common(Obj *var) {
  return opt_fcommon && !opt_safe && var->is_tentative && !var->is_static && !var->is_tls &&
         !var->section && !var->is_weak;
}

static void emit_global(Obj *prog, Obj *var) {
  if (!var->is_definition) {
    if (var->is_weak)
      emit(".weak %s", symbol_name(var));
    return;
  }
  if (is_redundant_tentative(prog, var))
    return;
  char *sym = symbol_name(var);
  if (is_common(var)) {
    if (var->visibility && strcmp(var->visibility, "default"))
      emit(".%s %s", var->visibility, sym);
    emit(".comm %s, %d, %d", sym, var->ty->size, global_align(var));
    return;
  }
  char *aux = opt_safe ? emit_static_aux(prog, var) : NULL;
  emit_section(var);
  if (opt_safe && opt_fcommon && var->is_tentative && !var->is_static) {
    // -fcommon in safe mode: a common symbol cannot carry a header, so
    // the tentative definition is a weak one; the linker keeps one copy.
    emit(".weak %s", sym);
    emit(".type %s, @object", sym);
  } else {
    emit_symbol_attributes(var, sym, false);
  }
  emit(".size %s, %d", sym, var->ty->size);
  if (opt_safe) {
    // The payload, not the header, gets the alignment.
    int align = MAX(global_align(var), 16);
    emit(".balign %d", align);
    if (align > 16)
      emit(".zero %d", align - 16);
    emit_object_header(var, sym, aux);
  } else {
    emit(".balign %d", global_align(var));
  }
  emit_label(sym);
  if (var->init_data)
    emit_init_data(var);
  else if (var->ty->size > 0)
    emit(".zero %d", var->ty->size);
}

void emit_data(Obj *prog) {
  for (Obj *var = prog; var; var = var->next) {
    if (var->alias_target)
      emit_alias(var);
    else if (!var->is_function)
      emit_global(prog, var);
  }
}

// Safe mode: the unit's escape-fact markers (escape.c).  Those it
// exports are hidden aliases of their function's entry; those its
// calls rely on are referred to from a section of 32-bit offsets, so that
// the link fails without them; those its linked frame objects test are
// weak references, 0 when no definition exports them.  All are hidden:
// a fact about a function in another shared object is not used.
void emit_noescape_markers(void) {
  for (int i = 0; i < noescape_markers_defined.len; i++) {
    char *marker = noescape_markers_defined.data[i];
    emit(".globl %s", marker);
    emit(".hidden %s", marker);
    emit(".set %s, %s", marker, noescape_marker_function(marker));
  }
  if (noescape_markers_required.len) {
    emit(".section .sc_noescape_refs,\"a\"");
    emit(".balign 4");
    for (int i = 0; i < noescape_markers_required.len; i++) {
      emit(".hidden %s", noescape_markers_required.data[i]);
      emit(".long %s - .", noescape_markers_required.data[i]);
    }
  }
  for (int i = 0; i < noescape_markers_tested.len; i++) {
    emit(".weak %s", noescape_markers_tested.data[i]);
    emit(".hidden %s", noescape_markers_tested.data[i]);
  }
}
