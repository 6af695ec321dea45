// emit.c — the assembly output: one instruction or directive per line,
// labels, and the counter that names the code generator's own labels.

#include "codegen.h"

FILE *asm_out;
static int label_count;
int labels_emitted;

void emit(char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputc('\t', asm_out);
  vfprintf(asm_out, fmt, ap);
  fputc('\n', asm_out);
  va_end(ap);
}

void emit_label(char *fmt, ...) {
  va_list ap;
  labels_emitted++;
  va_start(ap, fmt);
  vfprintf(asm_out, fmt, ap);
  fputs(":\n", asm_out);
  va_end(ap);
}

// A label jumped to only from the few instructions just before it, within
// one sequence that assigns no variable and calls nothing that frees (a
// capability load's or store's paths meeting again): what was known before
// the sequence still holds after it, so labels_emitted does not change.
void emit_join_label(char *label) {
  fprintf(asm_out, "%s:\n", label);
}

// Labels made by the code generator; the ".Lx" prefix keeps them apart
// from the parser's labels and out of the object file's symbol table.
char *new_label(void) {
  return format(".Lx%d", label_count++);
}
