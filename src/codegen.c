// codegen.c — a translation unit to assembly: the file directive, top-level
// asm, the data (data.c), then each function: its section, symbol and
// alignment around the body the target generates, its safe-mode function
// object, and the constructor and destructor tables.

#include "codegen.h"

// Safe mode: the symbol of the read-only function object that a pointer to
// the function `sym` carries as its capability (docs/safe-mode.md).
char *function_object_symbol(char *sym) {
  if (starts_with(sym, "sc."))
    return format("sc.fo.%s", sym + 3);
  return format("sc.fo.%s", sym);
}

// `.file "x.c"` names the object's STT_FILE symbol after the source, as
// gcc does.
static void emit_file_directive(void) {
  if (!opt_input)
    return;
  emit_raw("\t.file \"");
  for (char *p = opt_input; *p; p++)
    emit_raw(*p == '"' || *p == '\\' ? "\\%c" : "%c", *p);
  emit_raw("\"\n");
}

// Safe mode: the function object of fn: a global object (header, then one
// word, the entry address) tagged read-only and function.
static void emit_function_object(Obj *fn, char *sym) {
  char *fo = function_object_symbol(sym);
  emit(".section .data.rel.ro,\"aw\",@progbits");
  emit(".balign 16");
  emit(".quad 8");
  emit(".quad %d", SC_TAG_READONLY | SC_TAG_FUNCTION | SC_KIND_GLOBAL);
  emit_symbol_attributes(fn, fo, false);
  emit_label(fo);
  emit(".quad %s", operand_symbol(sym));
}

Obj *current_function;

// The code of fn between its symbol and its size.  Falling off the end
// returns no value: in safe mode, no capability either.
static void gen_function_body(Obj *fn) {
  forget_checks();
  target->prologue(fn);
  debug_function_locals(fn);
  if (opt_safe)
    safe_function_entry(fn);
  target->begin_body(fn);
  gen_stmt(fn->body);
  if (opt_safe)
    target->clear_capability();
  target->epilogue(fn);
}

static void emit_function(Obj *fn) {
  char *sym = symbol_name(fn);
  if (fn->section)
    emit(".section %s,\"ax\",@progbits", fn->section);
  else
    emit(".text");
  emit_symbol_attributes(fn, sym, true);
  emit(".p2align %d", target->function_align_log2);
  emit_label(sym);
  debug_function_begin(fn);
  current_function = fn;
  gen_function_body(fn);
  debug_function_end();
  emit(".size %s, .-%s", sym, sym);
  if (opt_safe)
    emit_function_object(fn, sym);
}

// One pointer to fn in the table `section`.
static void emit_table_entry(char *section, Obj *fn) {
  emit(".section %s", section);
  emit(".p2align 3");
  emit(".quad %s", operand_symbol(symbol_name(fn)));
}

// __attribute__((constructor/destructor)): pointers in .init_array and
// .fini_array, run by the C runtime.  In safe mode the host's start files
// would call them before the runtime exists, with the wrong convention: the
// runtime runs sc_init_array and sc_fini_array instead.
static void emit_init_fini(Obj *prog) {
  for (Obj *fn = prog; fn; fn = fn->next) {
    if (!fn->is_function || !fn->is_definition || !fn->is_live)
      continue;
    if (fn->is_constructor)
      emit_table_entry(opt_safe ? "sc_init_array,\"aw\",@progbits" : ".init_array,\"aw\",@init_array", fn);
    if (fn->is_destructor)
      emit_table_entry(opt_safe ? "sc_fini_array,\"aw\",@progbits" : ".fini_array,\"aw\",@fini_array", fn);
  }
}

static void emit_text(Obj *prog) {
  for (Obj *fn = prog; fn; fn = fn->next) {
    if (!fn->is_function || fn->alias_target)
      continue;
    if (!fn->is_definition) {
      if (fn->is_weak)
        emit(".weak %s", symbol_name(fn));
      if (fn->is_weak && opt_safe)
        emit(".weak %s", function_object_symbol(symbol_name(fn)));
      continue;
    }
    if (fn->is_live)
      emit_function(fn);
  }
  emit_init_fini(prog);
}

// The whole translation unit `prog` (the list parse() returns) as GNU
// assembly on `out`.
void codegen(Obj *prog, FILE *out) {
  emit_switch_output(out);
  emit_file_directive();
  // Top-level asm("...") statements, verbatim, in source order.
  if (opt_safe && file_scope_asm.len)
    error("%s: top-level assembly is not allowed in safe mode", opt_input ? opt_input : "<input>");
  for (int i = 0; i < file_scope_asm.len; i++)
    emit_raw("%s\n", file_scope_asm.data[i]);
  emit_data(prog);
  inline_library_calls(prog);
  if (opt_safe) // (also without -fframe-objects: the unit's markers)
    find_escaping_objects(prog);
  emit_text(prog);
  if (opt_safe)
    emit_noescape_markers();
  debug_unit_end(prog);
  if (opt_safe) // the driver's mark of a safe object (driver_link.c)
    emit(".section .sc_safe_object,\"\",@progbits");
  emit(".section .note.GNU-stack,\"\",@progbits");
}
